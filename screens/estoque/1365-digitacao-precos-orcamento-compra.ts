import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

/**
 * Digitação de preços de orçamento de compra (spec 2 §2, §3, §4, §5, §8): the public page a supplier opens from the
 * quotation link (no sign-in). The quotation comes from its token; the form is the hand-written component
 * src/components/orcamento-compra (header, items with editable prices, computed values, totals, payment condition,
 * Finalizar, automatic saves). A load failure (unknown token, server down) shows the banner with the server's text.
 */
export default {
  code: '01.75.1365',
  title: 'Digitação de preços de orçamento de compra',
  route: '/orcamento_compras/informar_precos/:token',
  accessCode: null,
  public: true,

  calls: {
    orcamento: { path: '/estoque/orcamento-compra/informar-precos/{route.token}' },
  },

  panels: [
    {
      id: 'orcamento',
      kind: 'component',
      component: 'orcamento-compra',
      call: 'orcamento',
      props: { savePath: '/estoque/orcamento-compra/informar-precos/{route.token}' },
    },
  ],
} satisfies ScreenDefinition;
