import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { ORDENS, PERIODO, PERIODO_CHECK, PERIODO_EXAMPLES, TOTAIS } from './apontamentoColumns.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/apontamento/operador/produto-acabado',
  access: [1475],
  summary: 'Horas apontadas no período por operador e produto acabado × horas cobradas nas ordens de serviço (parte do operador)',
  tags: ['pcp'],
  query: PERIODO,
  checks: PERIODO_CHECK,
  envelope: 'response',
  shape: {
    list: 'operador-produto-acabado.sql',
    row: Type.Object({ chave: col.text(), id_operador: col.integer(), nome_operador: col.text(), id_produto: col.integer(), desc_produto: col.text(), ...TOTAIS }),
    nest: {
      ordens: { list: 'operador-produto-acabado-ordens.sql', row: Type.Object(ORDENS), parentKey: 'chave', childKey: 'chave', omitKey: true },
    },
  },
  examples: PERIODO_EXAMPLES,
});
