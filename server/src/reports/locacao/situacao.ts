import { Type } from '@sinclair/typebox';

/**
 * The situation of 01.76.1397's query (spec 2 §2): t total (every equipment, the default), l locado,
 * e estoque, m manutenção. Anything else is a 400 naming the four values.
 */
export const ID_SITUACAO = Type.Optional(
  Type.Union([Type.Literal('t'), Type.Literal('l'), Type.Literal('e'), Type.Literal('m')], { default: 't' }),
);
