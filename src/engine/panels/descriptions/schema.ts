import { Type, type Static } from '@sinclair/typebox';
import { FieldLineSchema } from '../fields.ts';

/**
 * Options of kind 'descriptions': label/value blocks of one object (the call's answer; a list uses its
 * first item; without a call, the drill-down's scope, so `row.desc_equipamento` reads the clicked row).
 * Used by 01.76.1398 Detalhes Equipamento (equipment, seal, status, contract/shipment/customer/site when
 * present), 01.77.1342 Apontamento da ordem de produção (the OP header) and the public tracking detail
 * 02.79.1497 (invoice data, sender, recipient).
 */
export const schema = Type.Object(
  {
    items: Type.Array(FieldLineSchema, { minItems: 1, description: "Blocos rótulo/valor, na ordem; 'hideEmpty' esconde os vazios." }),
    columns: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, description: 'Blocos por linha em telas largas (padrão 3; 1 abaixo de 768 px).' })),
    layout: Type.Optional(
      Type.Union([Type.Literal('horizontal'), Type.Literal('vertical')], { description: "'horizontal' (rótulo ao lado, padrão) ou 'vertical' (rótulo acima)." }),
    ),
  },
  { additionalProperties: false, description: 'Blocos rótulo/valor de um registro.' },
);

export type DescriptionsOptions = Static<typeof schema>;
