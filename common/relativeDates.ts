/**
 * The filter values relative to the business day, in ONE place: a definition's defaults ('today', 'monthToDate',
 * 'current'…), a saved view's kept periods ('Este mês' saved in November opens December in December) and the
 * portal's presets. The portal's widgets (src/engine/filters/widgets/<widget>/value.ts) and the server's
 * subscriptions (server/src/subscriptions/values.ts) both read them, so an e-mailed screen covers the same days as
 * the screen opened that morning. Values are in the filters' representation: date 'YYYY-MM-DD', dateRange
 * 'YYYY-MM-DD..YYYY-MM-DD', month '01'..'12', year a number.
 */
import { addDays, addMonths } from './dates.ts';

export type RelativeExpression = 'today' | 'startOfMonth' | 'monthToDate' | 'next30Days' | 'last30Days' | 'thisMonth' | 'lastMonth' | 'current';

export const RANGE_SEPARATOR = '..';

export function makeRange(start: string, end: string): string {
  return `${start}${RANGE_SEPARATOR}${end}`;
}

export function splitRange(value: unknown): { start: string; end: string } | null {
  if (typeof value !== 'string') return null;
  const [start, end] = value.split(RANGE_SEPARATOR);
  if (!start || !end) return null;
  return { start, end };
}

const monthStart = (today: string) => `${today.slice(0, 7)}-01`;
const monthEnd = (today: string) => addDays(addMonths(monthStart(today), 1), -1);

/** First of the month through today: the fallback of a cleared range (spec 2 §5). */
export function monthToDate(today: string): string {
  return makeRange(monthStart(today), today);
}

/** The widgets whose values can be relative, and what each expression means on `today`, in order of preference. */
export const RELATIVE_DATES = {
  date: (today: string): [RelativeExpression, unknown][] => [['today', today], ['startOfMonth', monthStart(today)]],
  dateRange: (today: string): [RelativeExpression, unknown][] => {
    const lastMonth = addMonths(monthStart(today), -1);
    return [
      ['today', makeRange(today, today)],
      ['thisMonth', makeRange(monthStart(today), monthEnd(today))],
      ['monthToDate', monthToDate(today)],
      ['lastMonth', makeRange(lastMonth, monthEnd(lastMonth))],
      ['next30Days', makeRange(today, addDays(today, 30))],
      ['last30Days', makeRange(addDays(today, -30), today)],
    ];
  },
  month: (today: string): [RelativeExpression, unknown][] => [['current', today.slice(5, 7)]],
  year: (today: string): [RelativeExpression, unknown][] => [['current', Number(today.slice(0, 4))]],
};

/** What `expression` means on `today` for a field of this widget; undefined when the widget has no such expression. */
export function relativeValue(widget: string | undefined, expression: unknown, today: string): unknown {
  const table = RELATIVE_DATES[widget as keyof typeof RELATIVE_DATES];
  return table?.(today).find(([e]) => e === expression)?.[1];
}
