import { Type, type Static } from '@sinclair/typebox';

/** Options of kind 'chart': a Vega-Lite spec written in the definition; the panel's data is injected as `data.values`. */
export const schema = Type.Object(
  {
    spec: Type.Record(Type.String(), Type.Unknown(), {
      description: 'Especificação Vega-Lite (sem data: as linhas do painel entram como data.values). Formatos pt-BR já configurados.',
    }),
    height: Type.Optional(Type.Integer({ minimum: 80, description: 'Altura do gráfico em pixels (padrão 300).' })),
    label: Type.Optional(Type.String({ description: 'Texto acessível (aria-label) do gráfico.' })),
  },
  { additionalProperties: false },
);

export type ChartOptions = Static<typeof schema>;
