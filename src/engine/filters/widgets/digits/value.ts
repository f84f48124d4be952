import type { FilterValueRules } from '../valueRules.ts';

/** Digits are a number. */
export default { isNumeric: () => true } satisfies FilterValueRules;
