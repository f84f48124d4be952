import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { dashboardPeriodo } from './dashboardPeriodo.ts';

/**
 * Dashboard Faturamento (01.76.1327) — spec 2 §2, §3, §5, §7, §9. Field names are the spec's, misspellings
 * included ('quantidadeVandas', 'tiquetiMedio'): they are the contract. `percMeta` (the gauge) and the name of
 * the 24-month list are decisions (docs/faturamento-dashboards.md).
 */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/dashboard',
  access: [1327],
  summary: 'Dashboard Faturamento: cards do mês, metas por representante, faturamento diário e últimos 24 meses',
  description: 'dataPeriodo = AAAA-MM-01 (qualquer dia vale pelo mês). Líquido = valor total − devolvido das notas autorizadas; % meta = líquido / meta × 100, 0 quando um dos dois é 0.',
  tags: ['faturamento'],
  query: Type.Object({ dataPeriodo: param.date() }),
  bind: ({ query, today }) => {
    const { inicio, fim, fimDiario, inicio24, ano, mes } = dashboardPeriodo(query.dataPeriodo, today);
    return { inicio, fim, fimDiario, inicio24, ano, mes };
  },
  envelope: 'response',
  shape: {
    fields: {
      one: 'dashboard-faturamento-totais.sql',
      row: Type.Object({
        valorMeta: col.number(),
        quantidadeVandas: col.integer(),
        tiquetiMedio: col.number(),
        valorLiquido: col.number(),
        quantidadeClientes: col.integer(),
        valorTiqueteMedioCliente: col.number(),
        percMeta: col.number(),
      }),
    },
    object: {
      metasRepresentantes: {
        list: 'dashboard-faturamento-representantes.sql',
        row: Type.Object({
          id_vendedor: col.integer(),
          nome_vendedor: col.text(),
          valor_total_liquido: col.number(),
          valor_meta: col.number(),
          perc_meta: col.number(),
        }),
      },
      faturamentoDiario: {
        list: 'dashboard-faturamento-diario.sql',
        row: Type.Object({
          data_emissao: col.date(),
          dia_semana: col.text(),
          vlr_vendas_dia: col.number(),
          vlr_meta_dia: col.number(),
          perc_meta_dia_atingido: col.number(),
          vlr_venda_acumulado: col.number(),
          vlr_meta_acumulada: col.number(),
          perc_meta_acumulada_atingido: col.number(),
        }),
      },
      faturamentoUltimos24Meses: {
        list: 'dashboard-faturamento-meses.sql',
        row: Type.Object({ periodo: col.text(), mes: col.integer(), ano: col.integer(), valor: col.number() }),
      },
    },
  },
  examples: [{ query: { dataPeriodo: '{today}' } }, { query: { dataPeriodo: '{today-400}' } }, { query: { dataPeriodo: '2015-01-01' } }],
});
