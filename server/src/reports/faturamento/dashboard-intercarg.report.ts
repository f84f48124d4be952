import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { dashboardPeriodo } from './dashboardPeriodo.ts';

export const DIARIO_ROW = Type.Object({
  dt: col.date(),
  dia_semana: col.text(),
  valor_fat_dia: col.number(),
  vlr_meta_diaria: col.number(),
  perc_meta_diaria: col.number(),
  vlr_acumulado: col.number(),
  vlr_meta_acumulado: col.number(),
  perc_meta_acumulada: col.number(),
});

/**
 * Dashboard Faturamento, module 2 (02.76.1405) — spec 2 §2, §3, §7: the month's freight billing (CT-es) of the
 * company and per branch, goals, weight, own fleet vs third parties, daily billing and the last 24 months.
 * Field names are the spec's; the names of the lists the spec leaves unnamed are decisions
 * (docs/faturamento-dashboards.md).
 */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/faturamento/dashboard',
  access: [1405],
  summary: 'Dashboard Faturamento (módulo 2): totais do mês, filiais, frota x terceiros, faturamento diário e últimos 24 meses',
  description:
    'dataPeriodo = AAAA-MM-01 (qualquer dia vale pelo mês). Faturamento = valor total dos CT-es; % meta = faturamento / meta × 100, 0 quando um dos dois é 0; ' +
    'perc_faturamento da filial = faturamento da filial / total do mês × 100.',
  tags: ['faturamento'],
  query: Type.Object({ dataPeriodo: param.date() }),
  bind: ({ query, today }) => {
    const { inicio, fim, fimDiario, inicio24, ano, mes } = dashboardPeriodo(query.dataPeriodo, today);
    return { inicio, fim, fimDiario, inicio24, ano, mes, idFilial: null };
  },
  envelope: 'response',
  shape: {
    object: {
      totaisMes: {
        one: 'dashboard-intercarg-totais.sql',
        row: Type.Object({
          faturamento: col.number(),
          peso_bruto: col.number(),
          meta: col.number(),
          porcentagem_realizada_meta: col.number(),
          valor_medio_ton: col.number(),
        }),
      },
      dadosFaturamentoMes: {
        list: 'dashboard-intercarg-filiais.sql',
        row: Type.Object({
          id_empresa: col.integer(),
          nome_fantasia: col.text(),
          valor_faturamento: col.number(),
          meta: col.number(),
          perc_meta_concluido: col.number(),
          valor_medio_ton: col.number(),
          peso_bruto_toneladas: col.number(),
          perc_faturamento: col.number(),
        }),
      },
      faturamentoDiario: { list: 'dashboard-intercarg-diario.sql', row: DIARIO_ROW },
      faturamentoUltimos24Meses: {
        list: 'dashboard-intercarg-meses.sql',
        row: Type.Object({ periodo: col.text(), mes: col.integer(), ano: col.integer(), valor: col.number() }),
      },
      faturamentoFrota: {
        one: 'dashboard-intercarg-frota.sql',
        row: Type.Object({ valor_faturamento: col.number(), perc_faturamento: col.number() }),
      },
      faturamentoTerceiros: {
        one: 'dashboard-intercarg-terceiros.sql',
        row: Type.Object({ valor_faturamento: col.number(), perc_faturamento: col.number(), perc_lucro_bruto_terceiro: col.number() }),
      },
    },
  },
  examples: [
    { params: { empresaId: 2 }, query: { dataPeriodo: '{today}' } },
    { params: { empresaId: 2 }, query: { dataPeriodo: '{today-400}' } },
    { params: { empresaId: 2 }, query: { dataPeriodo: '2015-01-01' } },
  ],
});
