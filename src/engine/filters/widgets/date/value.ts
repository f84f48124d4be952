import { RELATIVE_DATES, relativeValue } from '../../../../../common/relativeDates.ts';
import { formatDate } from '../../../format/dates.ts';
import type { FilterValueRules } from '../valueRules.ts';

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A date is 'YYYY-MM-DD' ('today', 'startOfMonth' as defaults); with picker 'month' it is printed and named by its month. */
export default {
  defaultValue: (_field, d, today) => relativeValue('date', d, today) ?? d,
  relatives: RELATIVE_DATES.date,
  // 'DD/MM/YYYY'; a month-picker date 'MM/YYYY'
  inWords: (field, value) => (field.picker === 'month' ? formatDate(String(value)).slice(3) : formatDate(String(value))),
  period: (field, value) => {
    if (!DAY.test(String(value))) return undefined;
    const day = String(value).slice(0, 10);
    return { part: field.picker === 'month' ? day.slice(0, 7) : day };
  },
} satisfies FilterValueRules;
