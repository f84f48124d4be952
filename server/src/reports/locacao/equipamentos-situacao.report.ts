import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';
import { EQUIPAMENTO_ROW } from './equipamento-colunas.ts';
import { ID_SITUACAO } from './situacao.ts';

/**
 * Equipamentos por situação (01.76.1397) — spec 2 §2, §3, §7: the groups of the situation's equipment
 * (descGrupo, quantidade, percentual = quantidade / total × 100) each with its equipment rows. docs/locacao.md.
 */
export default defineReport({
  path: '/empresas/:empresaId/faturamento/locacao_equipamentos/equipamentos/situacao',
  access: [1397],
  summary: 'Equipamentos de uma situação, por grupo (quantidade e percentual), com os equipamentos de cada grupo',
  description: "id_situacao: 't' todos (padrão), 'l' locados, 'e' em estoque, 'm' em manutenção. Grupos sem equipamento na situação não vêm.",
  tags: ['locacao'],
  query: Type.Object({ id_situacao: ID_SITUACAO }),
  envelope: 'result',
  shape: {
    list: 'equipamentos-situacao-grupos.sql',
    row: Type.Object({ id_grupo: col.integer(), descGrupo: col.text(), quantidade: col.integer(), percentual: col.number() }),
    nest: { equipamentos: { list: 'equipamentos-situacao.sql', row: EQUIPAMENTO_ROW, parentKey: 'id_grupo', childKey: 'id_grupo' } },
  },
  examples: [{ query: { id_situacao: 't' } }, { query: { id_situacao: 'l' } }, { query: { id_situacao: 'm' } }, {}],
});
