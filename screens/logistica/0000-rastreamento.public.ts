import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

/**
 * 'Rastreamento' — simple public tracking by a sender's link (spec 3 §2 'Public tracking pages' 3; no code in
 * the spec): carrier and sender names, a note's number (digits only) and series, the notes with their
 * occurrences. Hosted component 'rastreamento-simples'. docs/rastreamento.md.
 */
export default {
  code: '00.00.0000',
  title: 'Rastreamento',
  route: '/logistica/rastreamento/:hash',
  accessCode: null,
  public: true,
  // the header with the carrier's name (spec 3 §2), drawn with the page's heading before its code arrives
  subtitle: { call: 'transporte', field: 'data.result.transportadora.nome' },
  calls: {
    transporte: { path: '/logistica/rastreamento/dados_transporte/{route.hash}' },
    notas: { path: '/logistica/rastreamento/nota_fiscal/{route.hash}', loadOn: 'action', params: { nro_nota: '{with.nro_nota}', serie_nota: '{with.serie_nota}' } },
  },
  panels: [{ kind: 'component', component: 'rastreamento-simples' }],
} satisfies ScreenDefinition;
