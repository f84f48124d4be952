import { Type, type Static } from '@sinclair/typebox';

/**
 * Options of kind 'text': a line of text with templates ('{row.nome_cliente}', '{filters.dias}', '{data.campo}'),
 * optionally a link to a portal route (`to`: 1397's 'Voltar' to the rental dashboard).
 */
export const schema = Type.Object(
  {
    text: Type.String({ description: "Texto com modelos, ex.: 'Cliente: {row.id_cliente} - {row.nome_cliente}'." }),
    style: Type.Optional(
      Type.Union([Type.Literal('heading'), Type.Literal('paragraph'), Type.Literal('hint')], {
        description: 'Aparência: heading (destaque), paragraph (normal, padrão) ou hint (discreto).',
      }),
    ),
    to: Type.Optional(
      Type.String({
        pattern: '^/',
        description: "Rota do portal (com modelos): o texto vira um link que navega para ela, ex.: 'Voltar' → '/faturamento/locacao_equipamentos/dashboard' (1397).",
      }),
    ),
  },
  { additionalProperties: false },
);

export type TextOptions = Static<typeof schema>;
