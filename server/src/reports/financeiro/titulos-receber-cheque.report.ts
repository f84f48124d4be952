import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Cheques a Receber (01.74.1334), detail of the Dashboard Financeiro (01.74.1325) — spec 1 §2.7, §3. */
export default defineReport({
  path: '/titulos-receber-cheque/:empresaId',
  access: [1325],
  summary: 'Cheques a receber em aberto com bom para no período (01.74.1334)',
  tags: ['financeiro'],
  query: Type.Object({ data_inicio: param.date(), data_final: param.date() }),
  // 21 years: 1325's 'vencidos' drill-down asks 20 years back (common/periods.ts) up to yesterday
  checks: [{ dateRange: ['data_inicio', 'data_final'], maxMonths: 252 }],
  envelope: 'response',
  shape: {
    list: 'titulos-receber-cheque.sql',
    row: Type.Object({
      data_emissao: col.date(),
      bom_para: col.date(),
      dias_atraso: col.integer(),
      nro_controle: col.integer(),
      banco: col.text(),
      agencia: col.text(),
      conta: col.text(),
      nro_cheque: col.text(),
      valor: col.number(),
      id_cliente: col.integer(),
      nome_cliente: col.text(),
      cpf_cnpj_emissor: col.text(),
      emissor: col.text(),
      sit_conta: col.text(),
      situacao_atual: col.integer(),
      descricao_situacao_atual: col.text(),
    }),
  },
  examples: [
    { query: { data_inicio: '{today-7300}', data_final: '{today+30}' } },
    { query: { data_inicio: '{today}', data_final: '{today}' } },
  ],
});
