/**
 * The comparison chosen beside the filters, kept in the URL like the filters (`comparar=periodo-anterior`), so a
 * shared link or a reload keeps it. Off by default: no parameter, no second call.
 */
import type { CompareShift } from './shift.ts';

export const COMPARE_URL_PARAM = 'comparar';

const URL_VALUE: Record<CompareShift, string> = { 'previous-period': 'periodo-anterior', 'previous-year': 'ano-anterior' };

/** The selector's options, in the order shown ('Comparar com: nada / período anterior / mesmo período do ano anterior'). */
export const COMPARE_OPTIONS: { value: CompareShift | 'none'; label: string }[] = [
  { value: 'none', label: 'nada' },
  { value: 'previous-period', label: 'período anterior' },
  { value: 'previous-year', label: 'mesmo período do ano anterior' },
];

/** The earlier series' name in a chart legend and the card's line: 'Valor Vendas Dia (período anterior)'. */
export const PREVIOUS_LABEL: Record<CompareShift, string> = { 'previous-period': 'período anterior', 'previous-year': 'ano anterior' };

/** The comparison in the URL; anything else (an old or mistyped link) is no comparison. */
export function readCompare(search: URLSearchParams): CompareShift | null {
  const raw = search.get(COMPARE_URL_PARAM);
  const found = (Object.keys(URL_VALUE) as CompareShift[]).find((shift) => URL_VALUE[shift] === raw);
  return found ?? null;
}

/** A copy of `search` with the comparison written (or removed when off); other keys kept. */
export function writeCompare(search: URLSearchParams, shift: CompareShift | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (shift) next.set(COMPARE_URL_PARAM, URL_VALUE[shift]);
  else next.delete(COMPARE_URL_PARAM);
  return next;
}
