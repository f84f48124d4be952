import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { param } from '../params.ts';

/**
 * Relação de Quantidade Ficha x Requisitado (01.77.1331) — spec 1 §2.9, §3 'OP comparison', §7 'relacaoop':
 * per OP of the period and OP range that has requisitions, its raw materials' technical-sheet quantity against
 * the requisitioned one. usou_quantidade_prevista 'S' when every material matched exactly. docs/pcp.md.
 */
export default defineReport({
  path: '/empresas/:empresaId/relacaoop',
  access: [1331],
  summary: 'Quantidade da ficha técnica x quantidade requisitada por matéria-prima, por OP',
  tags: ['pcp'],
  query: Type.Object({
    dataInicial: param.date(),
    dataFinal: param.date(),
    opInicial: param.integer(1, 999999999, 1),
    opFinal: param.integer(1, 999999999, 999999999),
  }),
  // 14 months: 13 and the days of the current one (the examples' today−400 … today)
  checks: [{ dateRange: ['dataInicial', 'dataFinal'], maxMonths: 14 }],
  bind: ({ query }) => ({ opInicial: query.opInicial ?? 1, opFinal: query.opFinal ?? 999999999 }),
  envelope: 'response',
  shape: {
    list: 'relacao-op.sql',
    row: Type.Object({ numero_ordem_producao: col.integer(), desc_prod_acabado: col.text(), usou_quantidade_prevista: col.oneOf('S', 'N') }),
    nest: {
      materias_primas: {
        list: 'relacao-op-materias.sql',
        parentKey: 'numero_ordem_producao',
        childKey: 'numero_ordem_producao',
        omitKey: true,
        row: Type.Object({
          codigo_mat_prima: col.integer(),
          desc_mat_prima: col.text(),
          qt_ficha_tecnica: col.number(),
          qt_requisitada: col.number(),
          percentual: col.nullable(col.number()),
        }),
      },
    },
  },
  examples: [
    { query: { dataInicial: '{today-60}', dataFinal: '{today}' } },
    { query: { dataInicial: '{today-400}', dataFinal: '{today}', opInicial: 10, opFinal: 60 } },
  ],
});
