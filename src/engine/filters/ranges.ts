import dayjs from 'dayjs';

/**
 * A date range's representation, 'YYYY-MM-DD..YYYY-MM-DD' (in the form, the URL and the controller). Its own module,
 * below values.ts: the dateRange widget's value rules (widgets/dateRange/value.ts) need it, and values.ts reads them.
 */
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

/** First of the month through today: the fallback of a cleared range (spec 2 §5). */
export function monthToDate(today: string): string {
  return makeRange(dayjs(today).startOf('month').format('YYYY-MM-DD'), today);
}
