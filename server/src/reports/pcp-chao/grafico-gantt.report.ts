import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/grafico_gantt/:resourceId',
  access: [1330],
  summary: 'Ocupação do recurso: trabalho atual e processos planejados de OPs em aberto, do dia de negócio em diante',
  tags: ['pcp'],
  params: Type.Object({ resourceId: param.id() }),
  envelope: 'response',
  shape: {
    list: 'grafico-gantt.sql',
    row: Type.Object({
      descricao_processo: col.text(),
      numero_op: col.integer(),
      data_inicial: col.text(),
      data_prevista_entrega: col.text(),
    }),
  },
  examples: [{ params: { resourceId: 2 } }, { params: { resourceId: 3 } }],
});
