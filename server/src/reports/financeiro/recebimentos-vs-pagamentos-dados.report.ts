import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

const centro = Type.Object({
  centro_custo: col.nullable(col.integer()),
  custo_desc: col.text(),
  porcentagem: col.number(),
  valor: col.number(),
  juros: col.number(),
  desconto: col.number(),
});

/** Recebimentos VS Pagamentos (02.74.1491) — the two lists by cost centre, value descending (spec 2 §2, §3). */
export default defineReport({
  path: '/empresas/:empresaId/financeiro/recebimentos-vs-pagamentos/dados',
  access: [1491],
  summary: 'Recebimentos e pagamentos (baixas) do período por centro de custo',
  description: 'centro_custo null: títulos sem centro de custo (custo_desc \'Sem centro de custo\'); porcentagem = valor / total do lado × 100.',
  tags: ['financeiro'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: {
    object: {
      recebidosPorCentroDeCusto: { list: 'recebidos-por-centro.sql', row: centro },
      pagamentosPorCentroDeCusto: { list: 'pagamentos-por-centro.sql', row: centro },
    },
  },
  examples: [
    { params: { empresaId: 1 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } },
    { params: { empresaId: 2 }, query: { dataInicio: '{today-90}', dataFim: '{today}' } },
  ],
});
