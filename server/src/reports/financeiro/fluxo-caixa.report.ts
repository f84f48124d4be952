import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Fluxo de Caixa of the Dashboard Financeiro (01.74.1325) — spec 1 §2.6; decisions in docs/reports.md. */
export default defineReport({
  path: '/empresas/:empresaId/financeiro/fluxo-caixa',
  access: [1325],
  summary: 'Fluxo de Caixa: um dia por linha a partir de hoje',
  tags: ['financeiro'],
  query: Type.Object({ dias: param.integer(1, 3650, 10) }),
  envelope: 'response',
  shape: {
    list: 'fluxo-caixa.sql',
    row: Type.Object({
      data_vencimento: col.date(),
      Dia_Semana: col.text(),
      valor_tit_rec: col.number(),
      valor_cheques: col.number(),
      valor_tit_pag: col.number(),
      saldo_dia: col.number(),
      saldo_acumulado: col.number(),
    }),
  },
  examples: [{}, { query: { dias: 60 } }],
});
