/**
 * The one evaluator of the condition language (src/engine/conditions/schema.ts), pure and React-free. Every place that
 * tests a value — actions, row buttons, derived fields, columns, filter fields, locks, tile bands, and the server when
 * it e-mails a screen (a filter's `disabledWhen`) — calls `matches` or `sameValue`, so `equals: 1` behaves the same
 * everywhere (src/engine/conditions/matches.test.ts).
 */

type Compared = string | number | boolean | null;

/** The tests a condition may hold (schema.ts `conditionTests`). */
export interface ConditionTests {
  equals?: Compared | Compared[];
  notEquals?: Compared | Compared[];
  empty?: boolean;
  filled?: boolean;
}

/**
 * The one equality rule: the same value, or the same text (1 and '1', true and 'true': the URL gives text, DuckDB
 * and PostgreSQL may differ in type). null equals only null, an absent value only an absent one, neither '' nor 'null'.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a) === String(b);
}

/** Empty: null, absent, a blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function anyOf(wanted: Compared | Compared[], value: unknown): boolean {
  return (Array.isArray(wanted) ? wanted : [wanted]).some((w) => sameValue(w, value));
}

/** True when every test the condition gives holds for `value` (a condition without tests holds). */
export function matches(condition: ConditionTests, value: unknown): boolean {
  if (condition.empty !== undefined && isEmptyValue(value) !== condition.empty) return false;
  if (condition.filled !== undefined && isEmptyValue(value) === condition.filled) return false;
  if (condition.equals !== undefined && !anyOf(condition.equals, value)) return false;
  if (condition.notEquals !== undefined && anyOf(condition.notEquals, value)) return false;
  return true;
}

/** `matches` on the condition's field of a row or record (an absent row: every field absent). */
export function rowMatches(condition: ConditionTests & { field: string }, row: Record<string, unknown> | null | undefined): boolean {
  return matches(condition, row?.[condition.field]);
}
