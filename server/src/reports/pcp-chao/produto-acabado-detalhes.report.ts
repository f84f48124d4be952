import { Type } from '@sinclair/typebox';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { DETALHE, PERIODO, PERIODO_CHECK } from './apontamentoColumns.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/apontamento/produto-acabado/:productId/detalhes',
  access: [1477],
  summary: 'Apontamentos de um produto acabado no período (linhas do detalhe 01.77.1478)',
  tags: ['pcp'],
  params: Type.Object({ productId: param.id() }),
  query: PERIODO,
  checks: PERIODO_CHECK,
  envelope: 'response',
  shape: { list: 'produto-acabado-detalhes.sql', row: DETALHE },
  examples: [{ params: { productId: 1 }, query: { inicioPeriodo: '{today-400}', finalPeriodo: '{today}' } }],
});
