import { Type, type Static } from '@sinclair/typebox';
import { DecimalsSchema, LabelsSchema, UnitSchema, ValueFormatSchema as FormatSchema } from '../../format/schema.ts';
import { ActionRefSchema } from '../../actions/schema.ts';

/** Options of kind 'cards': groups of value cards (e.g. the financial dashboard's 3 × 4 cards). */

/** The registry's format names (src/engine/format/schema.ts). */
export const ValueFormatSchema = FormatSchema;

export const CardLine = Type.Object(
  {
    label: Type.String({ description: 'Rótulo da linha extra.' }),
    value: Type.String({ description: 'Caminho do valor nos dados, ex.: quantidadeVandas.' }),
    format: Type.Optional(ValueFormatSchema),
    decimals: Type.Optional(DecimalsSchema),
    unit: Type.Optional(UnitSchema),
  },
  { additionalProperties: false, description: 'Linha extra (subtítulo) de um cartão.' },
);

export const CardSchema = Type.Object(
  {
    label: Type.String({ description: "Título do cartão, ex.: 'Vencidos'." }),
    value: Type.String({ description: "Caminho do valor nos dados, ex.: 'titulos_receber.receber_vencidos'." }),
    format: Type.Optional(ValueFormatSchema),
    decimals: Type.Optional(DecimalsSchema),
    unit: Type.Optional(UnitSchema),
    labels: Type.Optional(LabelsSchema),
    tone: Type.Optional(
      Type.Union(['default', 'danger', 'warning', 'success', 'info', 'sign', 'negativeRed'].map((t) => Type.Literal(t)), {
        description: "Cor do valor: danger/warning/success/info, 'sign' (verde positivo, vermelho negativo, zero padrão) ou 'negativeRed' (vermelho negativo, senão verde: zero verde).",
      }),
    ),
    lines: Type.Optional(Type.Array(CardLine, { description: 'Linhas extras abaixo do valor.' })),
    upIs: Type.Optional(
      Type.Union([Type.Literal('good'), Type.Literal('bad'), Type.Literal('neutral')], {
        description:
          "Na comparação com o período anterior: se subir é bom ('good', ex.: receitas: alta em verde), ruim ('bad', ex.: custos: alta em vermelho) ou nem um nem outro ('neutral', padrão: sem cor).",
      }),
    ),
    compare: Type.Optional(
      Type.Literal(false, { description: 'false: o cartão não mostra o período anterior mesmo quando a tela compara (ex.: um valor que não depende do período).' }),
    ),
    action: Type.Optional(ActionRefSchema),
    hint: Type.Optional(
      Type.String({
        minLength: 1,
        description: "A regra da medida em palavras, num ícone de informação ao lado do título (dica ao passar o mouse ou focar pelo teclado), ex.: o que a soma inclui quando outra tela usa o mesmo nome com outra regra.",
      }),
    ),
  },
  { additionalProperties: false, description: 'Um cartão com um valor.' },
);

export const CardGroup = Type.Object(
  {
    title: Type.Optional(Type.String({ description: "Título do grupo, ex.: 'Titulos a receber'." })),
    cards: Type.Array(CardSchema, { minItems: 1, description: 'Cartões do grupo, lado a lado.' }),
  },
  { additionalProperties: false, description: 'Um grupo de cartões.' },
);

export const schema = Type.Object(
  {
    groups: Type.Array(CardGroup, { minItems: 1, description: 'Grupos de cartões, um abaixo do outro.' }),
  },
  { additionalProperties: false },
);

export type CardsOptions = Static<typeof schema>;
export type CardDefinition = Static<typeof CardSchema>;
