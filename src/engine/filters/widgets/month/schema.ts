import type { WidgetSchema } from '../widgetSchema.ts';

/** A month by its pt-BR name, kept as '01'..'12'. */
export const schema = { summary: 'nomes dos meses', options: {} } satisfies WidgetSchema;
