import { Type, type Static } from '@sinclair/typebox';
import { DecimalsSchema, LabelsSchema, UnitSchema, ValueFormatSchema } from '../format/schema.ts';

/**
 * A labelled value read from one item (a row, an event, a tile): shared by the tiles, descriptions,
 * timeline and progress kinds so they all write 'Operador: Ana' the same way. No React here.
 */
/** The registry's format names (src/engine/format/schema.ts). */
export const ItemFormat = ValueFormatSchema;

export const FieldLineSchema = Type.Object(
  {
    label: Type.String({ description: "Rótulo mostrado antes do valor, ex.: 'Operador'." }),
    value: Type.String({ minLength: 1, description: "Caminho do valor no item, ex.: 'nome_operador' ou 'remetente.nome'." }),
    format: Type.Optional(ItemFormat),
    decimals: Type.Optional(DecimalsSchema),
    unit: Type.Optional(UnitSchema),
    labels: Type.Optional(LabelsSchema),
    hideEmpty: Type.Optional(Type.Boolean({ description: 'true: a linha some quando o valor é vazio (ex.: contrato só quando há contrato).' })),
  },
  // Written once under $defs/FieldLine by the schema generator (tiles, progress, descriptions, timeline).
  { additionalProperties: false, 'x-def': 'FieldLine', description: 'Uma linha rótulo: valor.' },
);

export type FieldLine = Static<typeof FieldLineSchema>;

/** antd preset colour names a definition may use (or any CSS colour). */
export const ColorName = Type.String({
  minLength: 1,
  description: "Cor: nome do antd (green, gold, red, blue, orange, ...) ou cor CSS ('#389e0d').",
});
