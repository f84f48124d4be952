import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Table 'KM Rodados por Placa' (02.78.1521; spec 3 §3 'Km by plate', §7 '…/km-rodado/total-por-placa'). */
export default defineReport({
  path: '/empresas/:empresaId/frota/km-rodado/total-por-placa',
  access: [1521],
  summary: 'Km rodados no período por placa: com carga, vazio, percentuais e total',
  tags: ['frota'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: { list: 'km-rodado-por-placa.sql', row: Type.Object({
  placa: col.text(),
  motorista: col.nullable(col.text()),
  marca: col.text(),
  modelo: col.text(),
  ano: col.integer(),
  tipo_rodado: col.nullable(col.text()),
  km_rodado_carregado: col.number(),
  perc_carregado: col.number(),
  km_rodado_vazio: col.number(),
  perc_vazio: col.number(),
  total_km_rodado: col.number(),
}) },
  examples: [{ params: { empresaId: 2 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } }],
});
