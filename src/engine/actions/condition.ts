import { Type, type Static } from '@sinclair/typebox';

/** Scalar values a condition or a fixed action value compares with. No React (schema generator imports it). */
export const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

/** A condition on the clicked value or row that must hold for the action to run. */
export const ActionCondition = Type.Union(
  [
    Type.Literal('positive', { description: "'positive': só quando o valor clicado é um número > 0 (um cartão zerado não abre)." }),
    Type.Literal('nonEmpty', { description: "'nonEmpty': só quando o valor clicado não é vazio (ex.: linha sem centro de custo não abre)." }),
    Type.Object(
      {
        field: Type.String({ minLength: 1, description: 'Campo da linha testado, ex.: programada.' }),
        equals: Type.Optional(Type.Union([Scalar, Type.Null()], { description: 'A ação só roda quando o campo é igual a este valor.' })),
        notEquals: Type.Optional(Type.Union([Scalar, Type.Null()], { description: 'A ação só roda quando o campo é diferente deste valor.' })),
      },
      { additionalProperties: false, description: 'Condição sobre um campo da linha.' },
    ),
  ],
  { description: 'Quando a ação pode rodar; fora dela o cartão/célula/botão fica sem clique (desabilitado).' },
);

export type ActionCondition = Static<typeof ActionCondition>;
