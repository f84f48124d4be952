import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Títulos a Receber (01.74.1333), detail of the Dashboard Financeiro (01.74.1325) — spec 1 §2.7, §3. */
export default defineReport({
  path: '/titulos-receber/:empresaId',
  access: [1325],
  summary: 'Títulos a receber em aberto com vencimento no período (01.74.1333)',
  tags: ['financeiro'],
  query: Type.Object({ data_inicio: param.date(), data_final: param.date(), codigo_cliente: param.optionalCode() }),
  // 21 years: 1325's 'vencidos' drill-down asks 20 years back (common/periods.ts) up to yesterday
  checks: [{ dateRange: ['data_inicio', 'data_final'], maxMonths: 252 }],
  envelope: 'response',
  shape: {
    list: 'titulos-receber.sql',
    row: Type.Object({
      dataEmissao: col.date(),
      dataVencimento: col.date(),
      diasAtraso: col.integer(),
      nroTitulo: col.integer(),
      nroParcela: col.integer(),
      serie: col.text(),
      valor: col.number(),
      saldo: col.number(),
      vlr_descontado: col.number(),
      vlr_liquido: col.number(),
      nroDocOrigem: col.text(),
      tipoDocOrigem: col.text(),
      nroDFe: col.nullable(col.text()),
      tipoDFe: col.nullable(col.text()),
      idCliente: col.integer(),
      nomeCliente: col.text(),
      observacao: col.nullable(col.text()),
    }),
  },
  examples: [
    { query: { data_inicio: '{today-7300}', data_final: '{today+30}' } },
    { query: { data_inicio: '{today}', data_final: '{today}', codigo_cliente: '' } },
    { query: { data_inicio: '{today-365}', data_final: '{today+30}', codigo_cliente: '3' } },
  ],
});
