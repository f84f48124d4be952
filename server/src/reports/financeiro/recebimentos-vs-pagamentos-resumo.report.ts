import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Recebimentos VS Pagamentos (02.74.1491) — spec 2 §2, §3, §7: the period's receipts, payments and their difference. */
export default defineReport({
  path: '/empresas/:empresaId/financeiro/recebimentos-vs-pagamentos/resumo',
  access: [1491],
  summary: 'Resumo de recebimentos e pagamentos (baixas) do período',
  description:
    'resumo é null quando nada foi recebido nem pago no período; grafico são as mesmas três quantias como barras. ' +
    'valor = valor pago (principal + juros − desconto); total = recebimentos − pagamentos.',
  tags: ['financeiro'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: {
    object: {
      resumo: {
        one: 'recebimentos-vs-pagamentos-resumo.sql',
        row: Type.Object({ recebimentos: col.number(), pagamentos: col.number(), total: col.number() }),
      },
      grafico: {
        list: 'recebimentos-vs-pagamentos-grafico.sql',
        row: Type.Object({ descricao: col.text(), valor: col.number() }),
      },
    },
  },
  examples: [
    { params: { empresaId: 1 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } },
    { params: { empresaId: 2 }, query: { dataInicio: '{today-90}', dataFim: '{today}' } },
    { params: { empresaId: 1 }, query: { dataInicio: '2001-01-01', dataFim: '2001-01-31' } },
  ],
});
