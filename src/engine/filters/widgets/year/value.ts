import { RELATIVE_DATES, relativeValue } from '../../../../../common/relativeDates.ts';
import type { FilterValueRules } from '../valueRules.ts';

/** A year is a number; 'current' is this year. */
export default {
  isNumeric: () => true,
  defaultValue: (_field, d, today) => relativeValue('year', d, today) ?? Number(d),
  relatives: RELATIVE_DATES.year,
  period: (_field, value) => ({ year: String(value) }),
} satisfies FilterValueRules;
