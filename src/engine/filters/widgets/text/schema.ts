import type { WidgetSchema } from '../widgetSchema.ts';

/** Free text; the field's `allow` keeps only some characters as they are typed. */
export const schema = { summary: 'texto livre', options: {} } satisfies WidgetSchema;
