import type { FilterValueRules } from '../valueRules.ts';

/** The number a lookup field's value names: the number itself, or the digits of what was typed ('1 2-3' → 123). */
export function lookupCode(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/\D+/g, '') || 0) : 0;
  return n > 0 ? n : undefined;
}

export default {
  // a lookup code is a number, unless `allow` lets separators in (1332: '12-3/4'): then it is kept as typed
  isNumeric: (field) => !field.allow?.length,
  // A lookup code 0 names nobody (1332: 'Empty or zero customer'); typed with separators, its digits count.
  isEmpty: (_field, value) => !(lookupCode(value) ?? 0),
} satisfies FilterValueRules;
