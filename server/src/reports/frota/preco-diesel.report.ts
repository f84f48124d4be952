import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** 'Preço do diesel por estado e cidade' (02.78.1519; spec 3 §3, §7): diesel bought per day and station (docs/frota.md). */
export default defineReport({
  path: '/empresas/:empresaId/frota/combustiveis/media-valores',
  access: [1519],
  summary: 'Preço do diesel por dia, posto, cidade e estado no período (litros, preço médio, valor)',
  tags: ['frota'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: { list: 'preco-diesel.sql', row: Type.Object({
  data_emissao: col.date(),
  codigo_fornecedor: col.integer(),
  nome_fornecedor: col.text(),
  cidade: col.text(),
  estado: col.text(),
  qtdade: col.number(),
  vlr_unitario: col.number(),
  valor: col.number(),
}) },
  examples: [{ params: { empresaId: 2 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } }],
});
