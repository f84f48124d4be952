import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { DETALHE_FIELDS, PERIODO, PERIODO_RESUMO_CHECK, PERIODO_RESUMO_EXAMPLES, TOTAIS } from './apontamentoColumns.ts';

export default defineReport({
  path: '/empresas/:empresaId/pcp/apontamento/operador/produto-acabado',
  access: [1475],
  summary: 'Horas apontadas no período por operador e produto acabado × horas cobradas nas ordens de serviço (parte do operador), com os apontamentos (detalhes)',
  tags: ['pcp'],
  query: PERIODO,
  checks: PERIODO_RESUMO_CHECK, // at most a month: every row comes with its appointments
  envelope: 'response',
  shape: {
    list: 'operador-produto-acabado.sql',
    row: Type.Object({ chave: col.text(), id_operador: col.integer(), nome_operador: col.text(), id_produto_acabado: col.integer(), desc_produto_acabado: col.text(), ...TOTAIS }),
    nest: {
      detalhes: {
        list: 'operador-produto-acabado-linhas.sql',
        row: Type.Object(DETALHE_FIELDS), // without the key column: omitKey leaves it out of the answer
        parentKey: 'chave',
        childKey: 'chave',
        omitKey: true,
      },
    },
  },
  examples: PERIODO_RESUMO_EXAMPLES,
});
