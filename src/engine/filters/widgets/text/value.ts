import type { FilterValueRules } from '../valueRules.ts';

/** Text is kept as typed: every rule's fallback. */
export default {} satisfies FilterValueRules;
