import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

const BASE = '/v2/logistica/rastreamento/transportadora/{route.hash}';

/**
 * 02.79.1497 — public detail of one invoice (spec 3 §2 'Public tracking pages' 2): carrier data first, then the
 * note; Voltar / Nova pesquisa back to the search with its query string, the copy-link button, the invoice data
 * (collapsible on phones) and the 'Ocorrências' timeline. Hosted component 'rastreamento-detalhe'.
 */
export default {
  code: '02.79.1497',
  title: 'Detalhes da nota fiscal',
  route: '/logistica/rastreamento-transportadora/:hash/detalhes/:nfHash',
  accessCode: null,
  public: true,
  // the header with the carrier's name (spec 3 §2), drawn with the page's heading before its code arrives
  subtitle: { call: 'transportadora', field: 'body.razao_social' },
  calls: {
    transportadora: { path: `${BASE}/dados` },
    detalhe: { path: `${BASE}/nota-fiscal/{route.nfHash}/detalhes`, loadOn: 'action' },
  },
  panels: [{ kind: 'component', component: 'rastreamento-detalhe' }],
} satisfies ScreenDefinition;
