import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { DETALHE, PERIODO, PERIODO_CHECK } from './apontamentoColumns.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/apontamento/operador/:operatorId/produto-acabado/:productId/detalhes',
  access: [1475],
  summary: 'Apontamentos de um operador num produto acabado no período (linhas do detalhe 01.77.1476)',
  tags: ['pcp'],
  params: Type.Object({ operatorId: param.id(), productId: param.id() }),
  query: PERIODO,
  checks: PERIODO_CHECK,
  envelope: 'response',
  shape: { list: 'operador-produto-acabado-detalhes.sql', row: DETALHE },
  examples: [{ params: { operatorId: 1, productId: 1 }, query: { inicioPeriodo: '{today-400}', finalPeriodo: '{today}' } }],
});
