import { NO_CODE } from '../../definition/screen-meta.ts';
import type { EngineExample } from '../../engineExample.ts';

/** A 4×3 PNG: the answer an example gives for a photo (the portal fetches the real one with the sign-in). */
export const EXAMPLE_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGOosLGBIwacHADeVwtB3+t62gAAAABJRU5ErkJggg==';

/** Proofs of a document (spec 3 §3 'Proof'), as 02.79.1495 shows them. */
export const PROOFS = [
  { id: 501, nome_arquivo: 'comprovante_nfe_501.jpg', data_hora_fotografada: '2026-11-18T14:32:00', latitude: -26.3, longitude: -48.84, avarias: 'SEM_AVARIAS', documento_recebedor: '03216520021', nome_recebedor: 'Ofélia Macedo', observacao: null },
  { id: 502, nome_arquivo: 'comprovante_nfe_502.jpg', data_hora_fotografada: '2026-11-18T14:35:00', latitude: null, longitude: null, avarias: 'AVARIAS_PARCIAL', documento_recebedor: '03216520021', nome_recebedor: 'Ofélia Macedo', observacao: 'Caixa amassada na lateral' },
  { id: 503, nome_arquivo: null, data_hora_fotografada: '2026-11-18T14:40:00', latitude: null, longitude: null, avarias: 'AVARIAS_TOTAL', documento_recebedor: null, nome_recebedor: 'Portaria', observacao: 'Mercadoria recusada' },
];

export const examples: EngineExample[] = [
  {
    name: 'Comprovantes (1495)',
    doc: "Uma foto por comprovante, buscada com o login (clique amplia), etiqueta de avarias, recebedor e observação; sem arquivo: 'Nenhuma mídia anexada'; sem itens: emptyText.",
    definition: {
      code: NO_CODE,
      title: 'Exemplo: gallery',
      route: '/exemplos/gallery',
      accessCode: null,
      calls: { documento: { path: '/v2/logistica/monitoramento-de-cargas/{empresaId}/monit/documento' } },
      panels: [
        {
          kind: 'gallery',
          title: 'Anexos',
          call: 'documento',
          dataPath: 'results.proofs',
          emptyText: 'Nenhum anexo registrado',
          image: '/v2/logistica/monitoramento-de-cargas/{empresaId}/monit/comprovantes/{row.id}/imagem',
          imageField: 'nome_arquivo',
          caption: '{row.nome_arquivo}',
          label: {
            field: 'avarias',
            texts: { SEM_AVARIAS: 'Sem avarias', AVARIAS_PARCIAL: 'Avarias parciais', AVARIAS_TOTAL: 'Avarias totais' },
            colors: { SEM_AVARIAS: 'green', AVARIAS_PARCIAL: 'gold', AVARIAS_TOTAL: 'red' },
          },
          lines: [
            { label: 'Fotografada em', value: 'data_hora_fotografada', format: 'datetime' },
            { label: 'Documento do recebedor', value: 'documento_recebedor' },
            { label: 'Nome do recebedor', value: 'nome_recebedor' },
            { label: 'Observação', value: 'observacao', hideEmpty: true },
          ],
        },
      ],
    },
    shows: ['comprovante_nfe_501.jpg', 'Avarias parciais', 'Caixa amassada na lateral', 'Nenhuma mídia anexada'],
    answers: {
      'GET /v2/logistica/monitoramento-de-cargas/1/monit/documento': { results: { proofs: PROOFS } },
      'GET /v2/logistica/monitoramento-de-cargas/1/monit/comprovantes/501/imagem': EXAMPLE_PHOTO,
      'GET /v2/logistica/monitoramento-de-cargas/1/monit/comprovantes/502/imagem': EXAMPLE_PHOTO,
    },
  },
];
