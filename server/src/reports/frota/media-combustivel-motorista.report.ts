import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Drawer 02.78.1419 for a driver: the period's settlement sheets of `idMotorista` (spec 3 §7 '…/motorita/{id}/media'). */
export default defineReport({
  path: '/empresas/:empresaId/frota/combustiveis/motorita/:idMotorista/media',
  access: [1418],
  summary: 'Fichas de acerto do motorista no período, com km, litros e médias',
  tags: ['frota'],
  params: Type.Object({ idMotorista: param.id() }),
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  values: { placa: null },
  envelope: 'response',
  shape: { list: 'media-combustivel-fichas.sql', row: Type.Object({
  placa: col.text(),
  id_motorista: col.integer(),
  nome_motorista: col.text(),
  marca: col.text(),
  modelo: col.text(),
  descricao_rodado: col.nullable(col.text()),
  ano: col.integer(),
  nro_ficha_acerto: col.integer(),
  data_emissao: col.date(),
  km_inicial: col.number(),
  km_final: col.number(),
  quantidade_km: col.number(),
  litros_diesel: col.number(),
  media_diesel: col.number(),
  litros_arla: col.number(),
  media_arla: col.number(),
}) },
  examples: [{ params: { empresaId: 2, idMotorista: 1 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } }],
});
