import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';

const BASE = '/v2/logistica/rastreamento/transportadora/{route.hash}';

/**
 * 02.79.1496 — public search of a carrier's invoices (spec 3 §2 'Public tracking pages' 1, §5, §7, §8).
 * No sign-in: the carrier hash in the address scopes every call. The form, the party lookups and the results
 * (table ≥ 768 px, cards below) are the hosted component 'rastreamento-busca'; it runs the 'action' calls
 * with its own values ('{with.x}'; empty parameters are dropped). docs/rastreamento.md.
 */
export default {
  code: '02.79.1496',
  title: 'Rastreamento de notas fiscais',
  route: '/logistica/rastreamento-transportadora/:hash',
  accessCode: null,
  public: true,
  // the header with the carrier's name (spec 3 §2), drawn with the page's heading before its code arrives
  subtitle: { call: 'transportadora', field: 'body.razao_social' },
  calls: {
    transportadora: { path: `${BASE}/dados` },
    documento: { path: `${BASE}/buscar-cliremet-documento`, loadOn: 'action', params: { document: '{with.document}' } },
    documentoTravado: { path: `${BASE}/documentos`, loadOn: 'action', params: { doc: '{with.doc}' } },
    notas: {
      path: `${BASE}/buscar-nota-fiscal`,
      loadOn: 'action',
      params: {
        invoiceNumber: '{with.invoiceNumber}',
        invoiceSeries: '{with.invoiceSeries}',
        orderNumber: '{with.orderNumber}',
        senderDocument: '{with.senderDocument}',
        recipientDocument: '{with.recipientDocument}',
        periodFrom: '{with.periodFrom}',
        periodTo: '{with.periodTo}',
      },
    },
  },
  panels: [{ kind: 'component', component: 'rastreamento-busca' }],
} satisfies ScreenDefinition;
