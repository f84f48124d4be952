import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * The payables list of Aprovar titulos a pagar (01.74.1370) — spec 3 §3, §7. The writes: routes/titulosPagarAprovacao.ts.
 * `aprovacao=pendentes` (issue 28, the screen's default) keeps only what needs a decision; absent or 'todos' is the spec's list.
 */
export default defineReport({
  path: '/empresas/:empresaId/financeiro/titulos-pagar',
  access: [1370],
  summary: 'Títulos a pagar em aberto com vencimento no período, com a situação da aprovação',
  tags: ['financeiro'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date(), aprovacao: param.approvalChoice() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: {
    list: 'aprovar-titulos-pagar.sql',
    row: Type.Object({
      id_titulo: col.integer(),
      aprovado: col.oneOf('S', 'N'),
      codigo_fornecedor: col.integer(),
      nome_fornecedor: col.text(),
      titulo: col.integer(),
      parcela: col.integer(),
      serie: col.text(),
      data_emissao: col.date(),
      data_vencimento: col.date(),
      valor: col.number(),
      saldo: col.number(),
      dias_atraso: col.integer(),
      id_nf_entrada: col.nullable(col.integer()),
      usa_aprovacao: col.oneOf('S', 'N'),
    }),
  },
  examples: [{ query: { dataInicio: '{today}', dataFim: '{today+30}' } }, { query: { dataInicio: '{today}', dataFim: '{today+30}', aprovacao: 'pendentes' } }, { query: { dataInicio: '{today-90}', dataFim: '{today}' } }],
});
