import type { ScreenDefinition } from '../../schemas/screen-definition.ts';
import { NO_CODE } from '../../schemas/noCode.ts';

/**
 * The header title of a screen: its `title`, or the one `titleByQuery` gives for the URL's parameter
 * (01.76.1397: '?id_situacao=l' → 'Equipamentos Locados'; absent → the default's title). A value with no
 * title of its own keeps `title`.
 */
export function screenTitle(definition: Pick<ScreenDefinition, 'title' | 'titleByQuery'>, query: URLSearchParams): string {
  const rule = definition.titleByQuery;
  if (!rule) return definition.title;
  const value = query.get(rule.param) || rule.default;
  return (value !== undefined && Object.hasOwn(rule.titles, value) ? rule.titles[value] : undefined) ?? definition.title;
}

/**
 * The text of a screen's h1 (spec 1 §2.5): code, title and the route parameter's value, e.g. '01.74.1325 Dashboard
 * Financeiro'; '00.00.0000' (no code in the spec) is not shown.
 */
export function screenHeadingText(code: string, title: string, suffix?: string): string {
  return [code === NO_CODE ? null : code, title, suffix].filter(Boolean).join(' ');
}
