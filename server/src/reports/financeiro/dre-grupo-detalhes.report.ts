import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Detalhes do Grupo DRE (02.74.1415), opened from 1414's cards and branch cells — spec 2 §2, §3. */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/financeiro/dre/grupo/detalhes',
  access: [1414],
  summary: 'Contas de um grupo do DRE no mês (1 Receitas, 2 Custos, 3 Despesas), de uma filial ou de todas (0)',
  tags: ['financeiro'],
  query: Type.Object({
    periodo: param.date(),
    id_grupo: param.integer(1, 3),
    id_empresa: param.optionalCode(),
  }),
  envelope: 'response',
  shape: {
    object: {
      dadosGrupo: {
        list: 'dre-grupo-detalhes.sql',
        row: Type.Object({ codigo_conta: col.text(), descricao_conta: col.text(), valor: col.number() }),
      },
    },
  },
  examples: [
    { params: { empresaId: 2 }, query: { periodo: '{today}', id_grupo: 1, id_empresa: '0' } },
    { params: { empresaId: 2 }, query: { periodo: '{today}', id_grupo: 2, id_empresa: '0' } },
    { params: { empresaId: 2 }, query: { periodo: '{today}', id_grupo: 3 } },
  ],
});
