import dayjs from 'dayjs';
import { SHARED_MESSAGES } from '../../../../../common/messages.ts';
import { formatDate } from '../../../format/dates.ts';
import { makeRange, monthToDate, splitRange } from '../../ranges.ts';
import type { FilterValueRules } from '../valueRules.ts';

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** The { start, end } of the '{filters.x}' scope, or nothing. */
function bounds(value: unknown): { start?: string; end?: string } {
  return (typeof value === 'object' && value !== null ? value : {}) as { start?: string; end?: string };
}

/** A range is 'YYYY-MM-DD..YYYY-MM-DD' (filters/ranges.ts); templates read it as { start, end }. */
export default {
  defaultValue: (_field, d, today) => {
    if (d === 'today') return makeRange(today, today);
    if (d === 'monthToDate') return monthToDate(today);
    if (d === 'next30Days') return makeRange(today, day(dayjs(today).add(30, 'day')));
    return d;
  },
  // a range that cannot be cleared is never empty (spec 2 §5)
  emptyDefault: (field, today) => (field.allowClear === false ? monthToDate(today) : undefined),
  parseUrl: (_field, raw) => (splitRange(raw) ? raw : undefined),
  scope: (value) => splitRange(value) ?? undefined,
  check: (field, value, requiredMessage) => {
    const r = splitRange(value);
    if (!r) return [requiredMessage];
    return r.start > r.end ? [field.rangeMessage ?? SHARED_MESSAGES.dateRange] : [];
  },
  inWords: (_field, value) => {
    const { start, end } = bounds(value);
    if (!start || !end) return '';
    return start === end ? formatDate(start) : `${formatDate(start)} a ${formatDate(end)}`;
  },
  relatives: (today) => {
    const t = dayjs(today);
    const lastMonth = t.subtract(1, 'month');
    return [
      ['today', makeRange(today, today)],
      ['thisMonth', makeRange(day(t.startOf('month')), day(t.endOf('month')))],
      ['monthToDate', makeRange(day(t.startOf('month')), today)],
      ['lastMonth', makeRange(day(lastMonth.startOf('month')), day(lastMonth.endOf('month')))],
      ['next30Days', makeRange(today, day(t.add(30, 'day')))],
      ['last30Days', makeRange(day(t.subtract(30, 'day')), today)],
    ];
  },
  period: (_field, value) => {
    if (typeof value !== 'object') return undefined;
    const { start, end } = bounds(value);
    return start && end ? { part: start === end ? start : `${start}-a-${end}` } : undefined;
  },
} satisfies FilterValueRules;
