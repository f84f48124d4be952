import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Títulos a Pagar (01.74.1335), detail of the Dashboard Financeiro (01.74.1325) — spec 1 §2.7, §3. */
export default defineReport({
  path: '/titulos-pagar/:empresaId',
  access: [1325],
  summary: 'Títulos a pagar em aberto com vencimento no período (01.74.1335)',
  tags: ['financeiro'],
  query: Type.Object({ data_inicio: param.date(), data_final: param.date(), id_fornecedor: param.optionalCode() }),
  // 21 years: 1325's 'vencidos' drill-down asks 20 years back (common/periods.ts) up to yesterday
  checks: [{ dateRange: ['data_inicio', 'data_final'], maxMonths: 252 }],
  envelope: 'response',
  shape: {
    list: 'titulos-pagar.sql',
    row: Type.Object({
      data_emissao: col.date(),
      data_vencimento: col.date(),
      dias_atraso: col.integer(),
      id_titulos_pagar: col.integer(),
      id_nf_entrada: col.nullable(col.integer()),
      nro_titulo: col.integer(),
      nro_parcela: col.integer(),
      total_parcelas: col.integer(),
      serie: col.text(),
      valor: col.number(),
      saldo: col.number(),
      id_fornecedor: col.integer(),
      nome_fornecedor: col.text(),
      descricao_plano_contas: col.text(),
      observacao: col.nullable(col.text()),
    }),
  },
  examples: [
    { query: { data_inicio: '{today-7300}', data_final: '{today+30}' } },
    { query: { data_inicio: '{today-7300}', data_final: '{today+30}', id_fornecedor: '2' } },
  ],
});
