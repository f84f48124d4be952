import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * The processes of a production order (spec 1 §3 'OP process', §7 '…/pcp/ordem_producao/{idOrdem}/processos'):
 * the processes modal of 1331 and the order detail modal of 1332 (docs/pcp.md). In sequence order; an order of
 * another company or without processes answers an empty list.
 */
export default defineReport({
  path: '/empresas/:empresaId/pcp/ordem_producao/:idOrdem/processos',
  access: [1331, 1332],
  summary: 'Processos de uma ordem de produção, na sequência: recurso, início, previsão, quantidades e finalizado',
  tags: ['pcp'],
  params: Type.Object({ idOrdem: param.id() }),
  envelope: 'response',
  shape: {
    list: 'ordem-producao-processos.sql',
    row: Type.Object({
      idOrdemProducao: col.integer(),
      idCliente: col.integer(),
      nomeCliente: col.text(),
      idProcesso: col.integer(),
      descricaoProcesso: col.text(),
      idRecurso: col.integer(),
      descricaoRecurso: col.text(),
      dataHoraInicial: col.text(),
      dataHoraPrevistaEntrega: col.text(),
      qtdadeProduzir: col.number(),
      qtdadeProduziu: col.number(),
      finalizado: col.oneOf('S', 'N'),
    }),
  },
  examples: [{ params: { idOrdem: 1 } }, { params: { idOrdem: 5 } }],
});
