import { Type } from '@sinclair/typebox';
import type { WidgetSchema } from '../widgetSchema.ts';

/** One date, DD/MM/AAAA, kept as 'AAAA-MM-DD'; or a month and year (`picker: 'month'`). */
export const schema = {
  summary: 'uma data',
  options: {
    picker: Type.Optional(
      Type.Literal('month', { description: "date: 'month' escolhe mês e ano (MM/AAAA), guardado como o 1º dia do mês 'AAAA-MM-01' (1429)." }),
    ),
  },
} satisfies WidgetSchema;
