import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { LIMITE_A, LIMITE_B } from './curvaAbcClientes.ts';

/** Curva ABC Clientes, module 2 (02.76.1417) — spec 2 §2, §7: freight payers by CT-e billing, 1326's rule. */
export default defineReport({
  path: '/empresas/:empresaId/intercarg/faturamento/curva-abc-clientes',
  access: [1417],
  summary: 'Curva ABC de clientes (tomadores) por valor de frete faturado no período',
  description: 'Valor = soma de ctes.valor_total do tomador. Classe pelo percentual acumulado antes da linha: < 80 A, < 95 B, demais C (docs/abc-classes.md).',
  tags: ['faturamento'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 24 }],
  values: { limiteA: LIMITE_A, limiteB: LIMITE_B },
  envelope: 'response',
  shape: {
    list: 'curva-abc-clientes-intercarg.sql',
    row: Type.Object({
      id: col.integer(),
      nome: col.text(),
      vlr_total_liquido: col.number(),
      soma_geral: col.number(),
      perc_venda: col.number(),
      ordem: col.integer(),
      classe: col.oneOf('A', 'B', 'C'),
    }),
  },
  examples: [
    { params: { empresaId: 2 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } },
    { params: { empresaId: 2 }, query: { dataInicio: '{today}', dataFim: '{today}' } },
  ],
});
