import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/**
 * Dashboard Locação (01.76.1396) — spec 2 §2, §3, §7: the number of equipment and one card per situation
 * (t total first, then l, e, m, each with its count and % of the total). docs/locacao.md.
 */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/locacao_equipamentos/dashboard',
  access: [1396],
  summary: 'Dashboard Locação: total de equipamentos e quantidade/percentual por situação',
  description: "equipamentos_situacao: 't' Total (100 %), 'l' Locado, 'e' Estoque, 'm' Manutenção; percentual = quantidade / total × 100 (2 casas).",
  tags: ['locacao'],
  envelope: 'result',
  shape: {
    object: {
      totais_equipamentos: { one: 'dashboard-totais.sql', row: Type.Object({ quantidade_total: col.integer() }) },
      equipamentos_situacao: {
        list: 'dashboard-situacoes.sql',
        row: Type.Object({ id_situacao: col.oneOf('t', 'l', 'e', 'm'), desc_situacao: col.text(), quantidade: col.integer(), percentual: col.number() }),
      },
    },
  },
  examples: [{}],
});
