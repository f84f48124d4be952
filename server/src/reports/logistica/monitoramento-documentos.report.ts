import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

const STATUS = col.oneOf('COMPROVADO', 'EM_ANALISE', 'COMPROVADO_ERRO', 'PARCIAL', 'PENDENTE');
// nested rows leave their key column out (omitKey): the schema lists the answered fields only
const proofRow = () =>
  Type.Object({
    id: col.integer(),
    nome_arquivo: col.text(),
    data_hora_fotografada: col.text(),
    latitude: col.nullable(col.number()),
    longitude: col.nullable(col.number()),
    avarias: col.oneOf('SEM_AVARIAS', 'AVARIAS_PARCIAL', 'AVARIAS_TOTAL'),
    documento_recebedor: col.nullable(col.text()),
    nome_recebedor: col.nullable(col.text()),
    observacao: col.nullable(col.text()),
  });

/**
 * 02.79.1494 documents of one delivery (spec 3 §7 '…/entregas/{deliveryId}/documentos'): `ctes` (each with its
 * `nfes` and `proofs`) when the delivery is proved on the CT-e, `nfes` (each with its `proofs`) when on the NF-e;
 * the other list is empty. A delivery of another trip or company answers both empty. The spec names the answer
 * only 'results documents': the two lists keep each document's own field names (numero_cte / numero_nota).
 */
export default defineReport({
  path: '/v2/logistica/monitoramento-de-cargas/:empresaId/monit/:tripId/entregas/:deliveryId/documentos',
  access: [1493],
  summary: 'Documentos (CT-e com suas NF-es, ou NF-es) de uma entrega, com os comprovantes',
  tags: ['logistica'],
  params: Type.Object({ tripId: param.id(), deliveryId: param.id() }),
  envelope: 'results',
  shape: {
    object: {
      ctes: {
        list: 'documentos-ctes.sql',
        row: Type.Object({
          id: col.integer(), numero_cte: col.integer(), serie_cte: col.text(), peso_bruto: col.number(), status_comprovacao: STATUS, chave_cte: col.text(),
        }),
        nest: {
          nfes: {
            list: 'documentos-cte-nfes.sql', parentKey: 'id', childKey: 'cte_id', omitKey: true,
            row: Type.Object({
              id: col.integer(), numero_nota: col.integer(), serie_nota: col.text(), peso_bruto: col.number(),
              status_comprovacao: STATUS, chave_nfe: col.text(),
            }),
          },
          proofs: { list: 'documentos-cte-proofs.sql', parentKey: 'id', childKey: 'cte_id', omitKey: true, row: proofRow() },
        },
      },
      nfes: {
        list: 'documentos-nfes.sql',
        row: Type.Object({
          id: col.integer(), numero_nota: col.integer(), serie_nota: col.text(), peso_bruto: col.number(), status_comprovacao: STATUS, chave_nfe: col.text(),
        }),
        nest: {
          proofs: { list: 'documentos-nfe-proofs.sql', parentKey: 'id', childKey: 'nfe_transportada_id', omitKey: true, row: proofRow() },
        },
      },
    },
  },
  // seeded 'small' at 2026-11-21: trip 1's first delivery is proved on NF-es, trip 4's on its CT-e
  examples: [
    { params: { empresaId: 2, tripId: 1, deliveryId: 1700 } },
    { params: { empresaId: 2, tripId: 4, deliveryId: 1706 } },
    { params: { empresaId: 2, tripId: 999999, deliveryId: 1 } },
  ],
});
