import type { WidgetSchema } from '../widgetSchema.ts';

/** A number typed with digits only (`minimum`: below it the filter is not applied). */
export const schema = { summary: 'só números', options: {} } satisfies WidgetSchema;
