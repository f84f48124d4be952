import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { LIMITE_A, LIMITE_B } from './curvaAbcClientes.ts';

/** 'Relação de produtos por clientes' (01.76.1340), the modal of Curva ABC Clientes (01.76.1326) — spec 2 §3. */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/curva-abc-clientes/:idCliente/detalhes',
  access: [1326],
  summary: 'Curva ABC dos produtos comprados pelo cliente no período',
  tags: ['faturamento'],
  params: Type.Object({ idCliente: param.id() }),
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 24 }],
  values: { limiteA: LIMITE_A, limiteB: LIMITE_B },
  envelope: 'response',
  shape: {
    list: 'curva-abc-cliente-produtos.sql',
    row: Type.Object({
      id_produto: col.integer(),
      desc_produto: col.text(),
      unidade_medida: col.text(),
      quantidade_total_liquida: col.number(),
      valor_total_liquido: col.number(),
      soma_geral: col.number(),
      perc_valor_vendas: col.number(),
      perc_valor_acumulado: col.number(),
      classe: col.oneOf('A', 'B', 'C'),
      ordem: col.integer(),
    }),
  },
  examples: [
    { params: { idCliente: 1 }, query: { dataInicio: '{today-365}', dataFim: '{today}' } },
    { params: { idCliente: 2 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } },
  ],
});
