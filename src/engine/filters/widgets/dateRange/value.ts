import { SHARED_MESSAGES } from '../../../../../common/messages.ts';
import { formatDate } from '../../../format/dates.ts';
import { RELATIVE_DATES, relativeValue } from '../../../../../common/relativeDates.ts';
import { monthToDate, splitRange } from '../../ranges.ts';
import type { FilterValueRules } from '../valueRules.ts';

/** The { start, end } of the '{filters.x}' scope, or nothing. */
function bounds(value: unknown): { start?: string; end?: string } {
  return (typeof value === 'object' && value !== null ? value : {}) as { start?: string; end?: string };
}

/** A range is 'YYYY-MM-DD..YYYY-MM-DD' (filters/ranges.ts); templates read it as { start, end }. */
export default {
  defaultValue: (_field, d, today) => relativeValue('dateRange', d, today) ?? d,
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
  relatives: RELATIVE_DATES.dateRange,
  period: (_field, value) => {
    if (typeof value !== 'object') return undefined;
    const { start, end } = bounds(value);
    return start && end ? { part: start === end ? start : `${start}-a-${end}` } : undefined;
  },
} satisfies FilterValueRules;
