import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** 'Total de litros por postos' (02.78.1519; spec 3 §3, §7): diesel litres and amount per station with shares (docs/frota.md). */
export default defineReport({
  path: '/empresas/:empresaId/frota/combustiveis/media-litros',
  access: [1519],
  summary: 'Litros e valor de diesel por posto no período, com percentuais e totais',
  tags: ['frota'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: { list: 'preco-litros-postos.sql', row: Type.Object({
  codigo_fornecedor: col.integer(),
  nome_fornecedor: col.text(),
  cidade: col.text(),
  estado: col.text(),
  qtdade: col.number(),
  perc_qtdade: col.number(),
  vlr_total: col.number(),
  perc_valor: col.number(),
  soma_qtdade: col.number(),
  soma_valor: col.number(),
}) },
  examples: [{ params: { empresaId: 2 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } }],
});
