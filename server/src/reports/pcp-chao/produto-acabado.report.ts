import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { DETALHE_FIELDS, PERIODO, PERIODO_RESUMO_CHECK, PERIODO_RESUMO_EXAMPLES, TOTAIS } from './apontamentoColumns.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/apontamento/produto-acabado',
  access: [1477],
  summary: 'Horas apontadas no período por produto acabado × horas cobradas nas ordens de serviço, com os apontamentos de cada produto (detalhes)',
  tags: ['pcp'],
  query: PERIODO,
  checks: PERIODO_RESUMO_CHECK, // at most a month: every row comes with its appointments
  envelope: 'response',
  shape: {
    list: 'produto-acabado.sql',
    row: Type.Object({ id_produto_acabado: col.integer(), desc_produto_acabado: col.text(), ...TOTAIS }),
    nest: {
      detalhes: {
        list: 'produto-acabado-linhas.sql',
        row: Type.Object(DETALHE_FIELDS), // without the key column: omitKey leaves it out of the answer
        parentKey: 'id_produto_acabado',
        childKey: 'id_produto_acabado',
        omitKey: true,
      },
    },
  },
  examples: PERIODO_RESUMO_EXAMPLES,
});
