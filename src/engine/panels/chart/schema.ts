import { Type, type Static } from '@sinclair/typebox';
import { ChartPresetSchema } from './presetSchema.ts';

/**
 * Options of kind 'chart': a preset (line, bar, groupedBar, pie, gauge, gantt) compiled to Vega-Lite by
 * the engine, or — for the rare chart no preset fits — a raw Vega-Lite `spec`; exactly one of them.
 * The panel's rows are the spec's data (the named dataset 'dados', chartData).
 */
export const schema = Type.Object(
  {
    preset: Type.Optional(ChartPresetSchema),
    spec: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'Especificação Vega-Lite crua, só quando nenhum preset serve (sem data: as linhas do painel são os dados do gráfico, o conjunto "dados"). Formatos pt-BR já configurados.',
      }),
    ),
    height: Type.Optional(Type.Integer({ minimum: 80, description: 'Altura do gráfico em pixels (padrão 300).' })),
    label: Type.Optional(Type.String({ description: 'Texto acessível (aria-label) do gráfico.' })),
    compare: Type.Optional(
      Type.Object(
        {
          series: Type.Array(Type.String({ minLength: 1 }), {
            minItems: 1,
            description: "Campos das séries (preset 'line') redesenhadas com os dados do período anterior, em tom claro e tracejadas, quando a tela compara.",
          }),
        },
        { additionalProperties: false, description: 'Comparação com o período anterior: a chamada do painel precisa declarar compare.' },
      ),
    ),
  },
  { additionalProperties: false },
);

export type ChartOptions = Static<typeof schema>;
