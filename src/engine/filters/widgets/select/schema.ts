import { CHOICE_OPTIONS } from '../choiceOptions.ts';
import type { WidgetSchema } from '../widgetSchema.ts';

/** A drop-down list of fixed options and/or options from a call, optionally with a free number beside it. */
export const schema = { summary: 'lista de opções', options: CHOICE_OPTIONS } satisfies WidgetSchema;
