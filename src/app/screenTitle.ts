import type { ScreenDefinition } from '../engine/definition/screen-definition.ts';
import { NO_CODE } from '../engine/definition/noCode.ts';

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

/**
 * What follows the title from the route (`titleParam`): the value's words from `titleParamLabels` when the definition
 * gives them (Cadastros Pendentes de Motorista — never the raw code; an unknown value shows nothing), else the value.
 */
export function titleSuffix(
  definition: Pick<ScreenDefinition, 'titleParam' | 'titleParamLabels'>,
  params: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (!definition.titleParam) return undefined;
  const value = params[definition.titleParam];
  if (value === undefined || !definition.titleParamLabels) return value;
  return Object.hasOwn(definition.titleParamLabels, value) ? definition.titleParamLabels[value] : undefined;
}
