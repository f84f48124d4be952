import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * Apontamento por operador (01.77.1338) — spec 2 §2, §3 'Operator time entry', §7: the appointments of the
 * period grouped per operator. The screen requires operator, resource, process and product (spec 2 §5); the
 * endpoint takes each as optional (blank or 0 = all) so a caller may also list every operator (docs/pcp.md).
 */
export default defineReport({
  path: '/empresas/:empresaId/pcp/apontamento/',
  access: [1338],
  summary: 'Apontamentos do período agrupados por operador, com tempos previsto e real por unidade e a diferença',
  description: 'Tempos em [-]HH:MM:SS; tempo_real_x_prev = previsto − real por unidade (negativo: mais lento que o previsto).',
  tags: ['pcp'],
  query: Type.Object({
    dataInicio: param.date(),
    dataFim: param.date(),
    id_operador: param.optionalCode(),
    id_recursos: param.optionalCode(),
    id_processo: param.optionalCode(),
    id_produto: param.optionalCode(),
  }),
  // 14 months: 13 and the days of the current one (the examples' today−400 … today)
  checks: [{ dateRange: ['dataInicio', 'dataFim'], maxMonths: 14 }],
  envelope: 'response',
  shape: {
    list: 'apontamento-operadores.sql',
    row: Type.Object({ id_operador: col.integer(), nome_operador: col.text() }),
    nest: {
      apontamentos: {
        list: 'apontamento-linhas.sql',
        parentKey: 'id_operador',
        childKey: 'id_operador',
        omitKey: true,
        row: Type.Object({
          desc_maquina: col.text(),
          desc_processo: col.text(),
          desc_prod_acabado: col.text(),
          numero_op: col.integer(),
          data_inicio: col.text(),
          data_final: col.text(),
          tempo: col.text(),
          tempo_por_qt_previsto: col.text(),
          tempo_por_qt_real: col.nullable(col.text()),
          tempo_real_x_prev: col.nullable(col.text()),
          qtdade_produziu: col.number(),
          qtdade_perdeu: col.number(),
          finalizou_processo: col.oneOf('S', 'N'),
        }),
      },
    },
  },
  examples: [
    { query: { dataInicio: '{today-30}', dataFim: '{today}' } },
    { query: { dataInicio: '{today-60}', dataFim: '{today}', id_operador: '1', id_recursos: '1', id_processo: '1', id_produto: '1' } },
  ],
});
