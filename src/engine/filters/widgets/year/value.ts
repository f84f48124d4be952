import dayjs from 'dayjs';
import type { FilterValueRules } from '../valueRules.ts';

/** A year is a number; 'current' is this year. */
export default {
  isNumeric: () => true,
  defaultValue: (_field, d, today) => (d === 'current' ? dayjs(today).year() : Number(d)),
  relatives: (today) => [['current', dayjs(today).year()]],
  period: (_field, value) => ({ year: String(value) }),
} satisfies FilterValueRules;
