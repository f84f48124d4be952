import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Detalhes of a cost centre (02.74.1492), opened from 1491's lists — spec 2 §2, §3, §7 (answer at response.response). */
export default defineReport({
  path: '/empresas/:empresaId/financeiro/recebimentos-vs-pagamentos/detalhes/:tipo/:idCentroCusto',
  access: [1491],
  summary: 'Baixas de um centro de custo no período: recebimentos (tipo recebimento) ou pagamentos (tipo pagamento)',
  description: 'Uma linha por baixa; controle é o id interno do título; cliente_fornecedor é o cliente (recebimento) ou o fornecedor (pagamento).',
  tags: ['financeiro'],
  params: Type.Object({ tipo: Type.String({ enum: ['recebimento', 'pagamento'] }), idCentroCusto: param.id() }),
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: {
    object: {
      response: {
        list: 'recebimentos-vs-pagamentos-detalhes.sql',
        row: Type.Object({
          nome_fantasia: col.text(),
          controle: col.integer(),
          cliente_fornecedor: col.text(),
          titulo: col.integer(),
          parcela: col.integer(),
          serie: col.text(),
          data_emissao: col.date(),
          data_pagamento: col.date(),
          valor: col.number(),
          juros: col.number(),
          desconto: col.number(),
        }),
      },
    },
  },
  examples: [
    { params: { empresaId: 1, tipo: 'recebimento', idCentroCusto: 1 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } },
    { params: { empresaId: 1, tipo: 'pagamento', idCentroCusto: 1 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } },
  ],
});
