import { CHOICE_OPTIONS } from '../choiceOptions.ts';
import type { WidgetSchema } from '../widgetSchema.ts';

/** The same options as a select, drawn as a row of buttons. */
export const schema = { summary: 'botões de opção', options: CHOICE_OPTIONS } satisfies WidgetSchema;
