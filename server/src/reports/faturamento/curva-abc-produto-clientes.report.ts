import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { ABC_TIPO } from './abcTipo.ts';
import { LIMITE_A, LIMITE_B } from './curvaAbcClientes.ts';

/** 'Relação de clientes por produtos' (01.76.1341), the modal of Curva ABC Produtos (01.76.1329) — spec 2 §3. */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/curva-abc-produtos/:idProduto/detalhes',
  access: [1329],
  summary: 'Curva ABC dos clientes que compraram o produto no período',
  tags: ['faturamento'],
  params: Type.Object({ idProduto: param.id() }),
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date(), tipo: ABC_TIPO }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 24 }],
  values: { limiteA: LIMITE_A, limiteB: LIMITE_B },
  envelope: 'response',
  shape: {
    list: 'curva-abc-produto-clientes.sql',
    row: Type.Object({
      id_cliente: col.integer(),
      nome_cliente: col.text(),
      valor_total_liquido: col.number(),
      soma_geral: col.number(),
      perc_valor_vendas: col.number(),
      perc_valor_acumulado: col.number(),
      quantity_total_liquida: col.number(),
      soma_geral_quantidade: col.number(),
      perc_quatidade_vendas: col.number(),
      perc_quantidade_acumulada: col.number(),
      classe: col.oneOf('A', 'B', 'C'),
      ordem: col.integer(),
    }),
  },
  examples: [
    { params: { idProduto: 1 }, query: { dataInicio: '{today-365}', dataFim: '{today}', tipo: 'valor' } },
    { params: { idProduto: 2 }, query: { dataInicio: '{today-365}', dataFim: '{today}', tipo: 'quantidade' } },
  ],
});
