import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { dashboardPeriodo } from '../faturamento/dashboardPeriodo.ts';

const MEASURES = {
  valor_faturamento: col.number(),
  peso_bruto: col.number(),
  capacidade_carga: col.number(),
  perc_ocupacao: col.number(),
  perc_faturamento: col.number(),
};

/**
 * Dashboard Frota (02.78.1416) — spec 3 §3, §7: the month's freights (loaded orders, not cancelled) as cards and by
 * plate and by driver. `periodo` = YYYY-MM-01 (any day stands for its month). valor_faturamento = the orders' freight
 * (sum of their CT-es); perc_ocupacao = gross weight / capacity × 100 (docs/frota.md).
 */
export default defineReport({
  path: '/empresas/:empresaId/frota/dashboard',
  access: [1416],
  summary: 'Dashboard Frota: faturamento, peso bruto, capacidade e ocupação do mês; fretes por placa e por motorista',
  tags: ['frota'],
  query: Type.Object({ periodo: param.date() }),
  bind: ({ query, today }) => {
    const { inicio, fim } = dashboardPeriodo(query.periodo, today);
    return { inicio, fim };
  },
  envelope: 'response',
  shape: {
    fields: {
      one: 'dashboard-frota-totais.sql',
      row: Type.Object({ valor_faturamento: col.number(), peso_bruto: col.number(), capacidade_carga: col.number(), perc_ocupacao: col.number() }),
    },
    object: {
      fretes_por_placa: {
        list: 'dashboard-frota-placas.sql',
        row: Type.Object({ placa: col.text(), modelo: col.text(), marca: col.text(), ano_fab: col.integer(), ano_modelo: col.integer(), ...MEASURES }),
      },
      fretes_por_motorista: {
        list: 'dashboard-frota-motoristas.sql',
        row: Type.Object({ codigo_motorista: col.integer(), nome_motorista: col.text(), ...MEASURES }),
      },
    },
  },
  examples: [{ params: { empresaId: 2 }, query: { periodo: '{today}' } }, { params: { empresaId: 2 }, query: { periodo: '{today-60}' } }, { params: { empresaId: 2 }, query: { periodo: '2015-01-01' } }],
});
