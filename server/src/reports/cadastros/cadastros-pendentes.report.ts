import { Type } from '@sinclair/typebox';
import { col } from '../columns.ts';
import { defineReport } from '../declaration.ts';

/** The categories of spec 1 §2.10 as the route carries them (migration 008's CHECK). */
export const CATEGORIAS = ['motorista', 'outros_veiculos', 'veiculos_tracao', 'operacao_vazio', 'operacoes_normais'] as const;

/**
 * Cadastros Pendentes de … (spec 1 §2.10, §7): the company's registrations with missing data in one category.
 * The screen has no code, so any user of the company may call it (access []); an unknown category is a 400 that
 * names the accepted values (docs/cadastros.md).
 */
export default defineReport({
  path: '/intercarg/cadastros_pendentes/:empresaId/:categoria',
  access: [],
  summary: 'Cadastros pendentes da empresa numa categoria (motorista, veículos, operações)',
  tags: ['cadastros'],
  params: Type.Object({ categoria: Type.Union(CATEGORIAS.map((c) => Type.Literal(c))) }),
  envelope: 'response',
  shape: {
    list: 'cadastros-pendentes.sql',
    row: Type.Object({ codigo_registro: col.text(), descricao: col.text(), pendencia: col.text(), data_cadastro: col.date() }),
  },
  examples: CATEGORIAS.map((categoria) => ({ params: { empresaId: 2, categoria } })),
});
