import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * Médias de Combustíveis by driver and plate ('Médias por Motoristas/Placas', 02.78.1418; spec 3 §3, §7 — the path's
 * 'mediaMotoritas' spelling is the spec's). Average = km of the period's settlement sheets / litres (docs/frota.md).
 */
export default defineReport({
  path: '/empresas/:empresaId/frota/combustiveis/mediaMotoritas',
  access: [1418],
  summary: 'Médias de diesel e Arla por motorista e placa no período (km das fichas de acerto / litros)',
  tags: ['frota'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  values: { porVeiculo: 0 },
  envelope: 'response',
  shape: { list: 'media-combustivel-grupos.sql', row: Type.Object({
  id_motorista: col.nullable(col.integer()),
  nome_motorista: col.nullable(col.text()),
  placa: col.text(),
  marca: col.text(),
  modelo: col.text(),
  ano: col.integer(),
  descricao_rodado: col.nullable(col.text()),
  media_diesel: col.number(),
  media_arla: col.number(),
  media_diesel_esperada: col.number(),
  perc_media_diesel_alcancado: col.number(),
  quantidade_km: col.number(),
  litros_diesel: col.number(),
  litros_arla: col.number(),
}) },
  examples: [{ params: { empresaId: 2 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } }],
});
