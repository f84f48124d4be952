import { Type } from '@sinclair/typebox';

/** The Tipo of Curva ABC Produtos and its modal (spec 2 §7): rank by 'valor' (default) or 'quantidade'. */
export const ABC_TIPO = Type.Optional(Type.Union([Type.Literal('valor'), Type.Literal('quantidade')], { default: 'valor' }));
