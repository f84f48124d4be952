import type { WidgetSchema } from '../widgetSchema.ts';

/** A tick box: true or false (absent = false). */
export const schema = { summary: 'caixa de seleção: sim ou não', options: {} } satisfies WidgetSchema;
