import { Type, type Static } from '@sinclair/typebox';
import type { WidgetSchema } from '../widgetSchema.ts';

export const RangePreset = Type.Union(['today', 'thisMonth', 'lastMonth'].map((p) => Type.Literal(p)), {
  description: "Atalho do período: today (Hoje), thisMonth (Este mês), lastMonth (Mês anterior).",
});

export type RangePreset = Static<typeof RangePreset>;

/** A period start..end with presets; kept in the URL as 'AAAA-MM-DD..AAAA-MM-DD'. */
export const schema = {
  summary: 'período com atalhos',
  options: {
    presets: Type.Optional(Type.Array(RangePreset, { description: 'Atalhos do período (dateRange).' })),
    rangeMessage: Type.Optional(
      Type.String({ description: "dateRange: mensagem quando o início é depois do fim (padrão 'Data Inicio maior que data fim.')." }),
    ),
  },
} satisfies WidgetSchema;
