import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

/**
 * Dashboard Locação (spec 2 §2, §3, §7): one card per situation — t Total, l Locado, e Estoque,
 * m Manutenção — with the number of equipment and its % of the total; each card opens 01.76.1397 for that
 * situation. docs/locacao.md.
 */
export default {
  code: '01.76.1396',
  title: 'Dashboard Locação',
  route: '/faturamento/locacao_equipamentos/dashboard',
  accessCode: 1396,
  menu: { group: 'Faturamento', title: 'Locação', order: 160 },

  calls: {
    dashboard: { path: '/empresas/{empresaId}/faturamento/locacao_equipamentos/dashboard' },
  },

  panels: [
    {
      id: 'situacoes',
      kind: 'tiles',
      call: 'dashboard',
      dataPath: 'result.equipamentos_situacao',
      tileTitle: '{row.desc_situacao}',
      value: { field: 'quantidade', format: 'integer', suffix: 'equipamentos' },
      lines: [{ label: 'Percentual', value: 'percentual', format: 'percent' }],
      tone: {
        field: 'id_situacao',
        bands: [
          { equals: 't', color: 'blue', label: 'Total' },
          { equals: 'l', color: 'green', label: 'Locado' },
          { equals: 'e', color: 'gold', label: 'Estoque' },
          { equals: 'm', color: 'red', label: 'Manutenção' },
        ],
        // the card's title already names the situation
        tag: false,
      },
      action: { type: 'link', to: '/faturamento/locacao_equipamentos/equipamentos_situacao?id_situacao={row.id_situacao}' },
      tileWidth: 220,
    },
  ],
} satisfies ScreenDefinition;
