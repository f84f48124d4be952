import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { LIMITE_A, LIMITE_B } from './curvaAbcClientes.ts';

/** Curva ABC Representantes (01.76.1328) — spec 2 §2, §3, §7: the customer ABC rule over the invoice's seller. */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/curva-abc-representantes',
  access: [1328],
  summary: 'Curva ABC de representantes por valor líquido vendido no período',
  description: 'Representante = vendedor da nota. Classe pelo percentual acumulado antes da linha: < 80 A, < 95 B, demais C (docs/abc-classes.md).',
  tags: ['faturamento'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 24 }],
  values: { limiteA: LIMITE_A, limiteB: LIMITE_B },
  envelope: 'response',
  shape: {
    list: 'curva-abc-representantes.sql',
    row: Type.Object({
      id_representante: col.integer(),
      nome_representante: col.text(),
      valor_total_descontos: col.number(),
      vlr_total_acrescimos: col.number(),
      vlr_devolvido: col.number(),
      vlr_total: col.number(),
      vlr_total_liquido: col.number(),
      soma_geral: col.number(),
      perc_vendas: col.number(),
      perc_acumulado: col.number(),
      classe: col.oneOf('A', 'B', 'C'),
      ordem: col.integer(),
    }),
  },
  examples: [
    { query: { dataInicio: '{today-30}', dataFim: '{today}' } },
    { query: { dataInicio: '{today}', dataFim: '{today}' } },
  ],
});
