import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/** Km Rodados cards (02.78.1521; spec 3 §3 'Km total by type', §7 '…/km-rodado/total-geral'): 'Com carga' then 'Desloc. Vazio'. */
export default defineReport({
  path: '/empresas/:empresaId/frota/km-rodado/total-geral',
  access: [1521],
  summary: 'Km rodados no período por tipo (com carga, deslocamento vazio), percentual e total',
  tags: ['frota'],
  query: Type.Object({ dataInicio: param.date(), dataFim: param.date() }),
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 13 }],
  envelope: 'response',
  shape: { list: 'km-rodado-total-geral.sql', row: Type.Object({
  tipo: col.oneOf('Com carga', 'Desloc. Vazio'),
  qtdade_km: col.number(),
  percentual: col.number(),
  total_km_rodado: col.number(),
}) },
  examples: [{ params: { empresaId: 2 }, query: { dataInicio: '{today-30}', dataFim: '{today}' } }],
});
