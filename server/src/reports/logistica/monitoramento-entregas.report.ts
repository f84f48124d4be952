import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * 02.79.1494 'Detalhes da Viagem' deliveries (spec 3 §7 '…/monit/{tripId}/entregas'). The delivery's colour comes
 * from the counts of its proof type (tipo_comprovacao): all proved green, none red, otherwise yellow
 * (common/comprovacao.ts). A trip of another company answers an empty list.
 */
export default defineReport({
  path: '/v2/logistica/monitoramento-de-cargas/:empresaId/monit/:tripId/entregas',
  access: [1493],
  summary: 'Entregas de uma viagem com documentos comprovados/total por tipo',
  tags: ['logistica'],
  params: Type.Object({ tripId: param.id() }),
  envelope: 'results',
  shape: {
    list: 'monitoramento-entregas.sql',
    row: Type.Object({
      id_entrega: col.integer(),
      id_viagem: col.integer(),
      nome_recebedor: col.text(),
      endereco_recebedor: col.text(),
      numero_recebedor: col.text(),
      cidade_recebedor: col.text(),
      estado_recebedor: col.text(),
      nome_expedidor: col.text(),
      tipo_comprovacao: col.oneOf('NFE', 'CTE'),
      ctes_entregues: col.integer(),
      total_ctes: col.integer(),
      nfes_entregues: col.integer(),
      total_nfes: col.integer(),
    }),
  },
  examples: [{ params: { empresaId: 2, tripId: 1 } }, { params: { empresaId: 2, tripId: 999999 } }],
});
