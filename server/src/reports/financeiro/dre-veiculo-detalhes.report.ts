import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Detalhes do veículo (02.74.1430), opened from a row of 1429 — spec 2 §2, §3, §7. */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/financeiro/dre/veiculo/:placa/detalhes',
  access: [1429],
  summary: 'Custos e despesas de um veículo no período, por conta, com o percentual de cada conta',
  description: 'A soma de valor é o despesas_custos do veículo em …/dre/veiculos para o mesmo período.',
  tags: ['financeiro'],
  params: Type.Object({ placa: Type.String({ pattern: '^[A-Z0-9]{7}$', 'x-formato': 'placa (7 letras e números)' }) }),
  query: Type.Object({ inicioPeriodo: param.date(), finalPeriodo: param.date() }),
  checks: [{ dateRange: ['inicioPeriodo', 'finalPeriodo'], maxMonths: 24 }],
  envelope: 'response',
  shape: {
    list: 'dre-veiculo-detalhes.sql',
    row: Type.Object({ codigo_conta: col.text(), desc_conta: col.text(), valor: col.number(), perc: col.number() }),
  },
  examples: [{ params: { empresaId: 2, placa: 'MFA9U91' }, query: { inicioPeriodo: '{today-60}', finalPeriodo: '{today}' } }],
});
