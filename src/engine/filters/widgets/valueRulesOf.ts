import type { FilterValueRules } from './valueRules.ts';
import { FILTER_WIDGET_VALUES } from './widgetValues.generated.ts';

const PLAIN_TEXT: FilterValueRules = {};

/** The value rules of a `widget` (its folder's value.ts); a widget without any keeps its value as plain text. */
export function valueRulesOf(widget: string): FilterValueRules {
  const all: Record<string, FilterValueRules> = FILTER_WIDGET_VALUES;
  return Object.hasOwn(all, widget) ? all[widget]! : PLAIN_TEXT;
}
