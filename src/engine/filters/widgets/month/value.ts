import { RELATIVE_DATES, relativeValue } from '../../../../../common/relativeDates.ts';
import { MONTHS } from '../../months.ts';
import type { FilterValueRules } from '../valueRules.ts';

/** A month is '01'..'12'; 'current' is this month; printed by its name. */
export default {
  defaultValue: (_field, d, today) => relativeValue('month', d, today) ?? String(d).padStart(2, '0'),
  relatives: RELATIVE_DATES.month,
  inWords: (_field, value) => MONTHS.find((m) => m.value === String(value).padStart(2, '0'))?.label ?? String(value),
  period: (_field, value) => ({ month: String(value).padStart(2, '0') }),
} satisfies FilterValueRules;
