import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';
import { ABC_TIPO } from './abcTipo.ts';
import { LIMITE_A, LIMITE_B } from './curvaAbcClientes.ts';

/** Curva ABC Produtos (01.76.1329) — spec 2 §2, §3, §7: ranked by net value or by net quantity (tipo). */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/curva-abc-produtos',
  access: [1329],
  summary: 'Curva ABC de produtos por valor ou quantidade líquida vendida no período',
  description: "tipo 'valor' (padrão) ou 'quantidade' decide a ordem e a classe; os dois conjuntos de percentuais vêm sempre (docs/abc-classes.md).",
  tags: ['faturamento'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date(), tipo: ABC_TIPO }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 24 }],
  values: { limiteA: LIMITE_A, limiteB: LIMITE_B },
  envelope: 'response',
  shape: {
    list: 'curva-abc-produtos.sql',
    row: Type.Object({
      id_produto: col.integer(),
      desc_produto: col.text(),
      unidade_medida: col.text(),
      quantidade: col.number(),
      quantidade_devolvida: col.number(),
      quantidade_liquida: col.number(),
      valor_total_descontos: col.number(),
      valor_total_acrescimos: col.number(),
      valor_devolvido: col.number(),
      valor_total: col.number(),
      valor_total_liquido: col.number(),
      soma_geral: col.number(),
      perc_vendas: col.number(),
      perc_acumulado: col.number(),
      soma_geral_quantidade: col.number(),
      perc_quatidade_vendas: col.number(),
      perc_acumulado_quantidade: col.number(),
      classe: col.oneOf('A', 'B', 'C'),
      ordem: col.integer(),
    }),
  },
  examples: [
    { query: { dataInicio: '{today-30}', dataFim: '{today}', tipo: 'valor' } },
    { query: { dataInicio: '{today-30}', dataFim: '{today}', tipo: 'quantidade' } },
    { query: { dataInicio: '{today}', dataFim: '{today}' } },
  ],
});
