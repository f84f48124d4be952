import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { ORDENS, PERIODO, PERIODO_CHECK, PERIODO_EXAMPLES, TOTAIS } from './apontamentoColumns.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/apontamento/produto-acabado',
  access: [1477],
  summary: 'Horas apontadas no período por produto acabado × horas cobradas nas ordens de serviço (com as OPs/OSs de cada produto)',
  tags: ['pcp'],
  query: PERIODO,
  checks: PERIODO_CHECK,
  envelope: 'response',
  shape: {
    list: 'produto-acabado.sql',
    row: Type.Object({ id_produto: col.integer(), desc_produto: col.text(), ...TOTAIS }),
    nest: {
      ordens: { list: 'produto-acabado-ordens.sql', row: Type.Object(ORDENS), parentKey: 'id_produto', childKey: 'id_produto', omitKey: true },
    },
  },
  examples: PERIODO_EXAMPLES,
});
