import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Drawer 02.78.1522 'Km Rodados por ordem de carregamento': the plate's orders of the period (spec 3 §3 'Km order'). */
export default defineReport({
  path: '/empresas/:empresaId/frota/km-rodado/:placa/ordem-por-placa',
  access: [1521],
  summary: 'Ordens de carregamento da placa no período, com expedidor, recebedor, tipo e km',
  tags: ['frota'],
  params: Type.Object({ placa: Type.String({ pattern: '^[A-Z0-9]{7}$', description: 'Placa (7 letras/dígitos)' }) }),
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: { list: 'km-rodado-ordens-placa.sql', row: Type.Object({
  Nro_ordem: col.integer(),
  Data_emissao: col.date(),
  nome_expedidor: col.text(),
  cidade_expedidor: col.text(),
  estado_expedidor: col.text(),
  nome_recebedor: col.text(),
  cidade_recebedor: col.text(),
  estado_recebedor: col.text(),
  tipo_ordem: col.oneOf('Com carga', 'Desloc. Vazio'),
  km_operacao: col.number(),
}) },
  examples: [{ params: { empresaId: 2, placa: 'BKC3P36' }, query: { dataInicio: '{today-30}', dataFim: '{today}' } }],
});
