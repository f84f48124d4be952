import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { periodValues } from './periodValues.ts';

const money = col.number;

/** Cards of the Dashboard Financeiro (01.74.1325) — spec 1 §2.6, §7. */
export default defineReport({
  path: '/intercarg/dashboard_financeiro/:empresaId',
  access: [1325],
  summary: 'Cards do Dashboard Financeiro: saldos em aberto por período de vencimento',
  description: 'Vencidos = de 20 anos atrás até ontem; hoje; sete dias = os 7 dias a partir de amanhã; trinta dias = os 30 dias a partir de amanhã.',
  tags: ['financeiro'],
  bind: ({ today }) => periodValues(today),
  envelope: 'response',
  shape: {
    object: {
      titulos_receber: {
        one: 'dashboard-receber.sql',
        row: Type.Object({
          receber_vencidos: money(), receber_vence_hoje: money(), receber_vence_sete_dias: money(), receber_vence_30_dias: money(),
          receber_ch_vencidos: money(), receber_ch_vence_hoje: money(), receber_ch_vence_sete_dias: money(), receber_ch_vence_30_dias: money(),
        }),
      },
      titulos_pagar: {
        one: 'dashboard-pagar.sql',
        row: Type.Object({ pagar_vencidos: money(), pagar_vence_hoje: money(), pagar_vence_sete_dias: money(), pagar_vence_30_dias: money() }),
      },
    },
  },
  examples: [{}],
});
