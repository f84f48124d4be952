/**
 * Shares that sum to 100: rounding each share on its own shows 33,33 + 33,33 + 33,33 = 99,99 %, which a
 * manager reads as a missing piece. The largest-remainder (Hamilton) method rounds down every share, then gives
 * the units still missing to the shares that lost the most in rounding, so the shown shares add up exactly.
 */
import { toNumber } from './numbers.ts';

/**
 * `values` rounded to `decimals` so they sum to exactly `total` (in those decimals). Nulls stay null; with a
 * negative value or a zero sum (nothing to share) each value is only rounded. Ties go to the larger value, then
 * to the earlier one, so the result does not depend on anything but the input order.
 */
export function largestRemainder(values: readonly (number | null)[], total = 100, decimals = 2): (number | null)[] {
  const unit = 10 ** decimals;
  const round = (n: number) => Math.round(n * unit) / unit;
  const present = values.filter((v): v is number => v !== null);
  const sum = present.reduce((a, b) => a + b, 0);
  if (present.length === 0 || sum <= 0 || present.some((v) => v < 0)) return values.map((v) => (v === null ? null : round(v)));
  // every share scaled to the total, in units of the last decimal ('33,333…' → 3333.33 hundredths)
  const scaled = values.map((v) => (v === null ? null : (v / sum) * total * unit));
  // the epsilon keeps 5000.0000000001 and 4999.9999999999 both at 5000
  const floors = scaled.map((s) => (s === null ? null : Math.floor(s + 1e-7)));
  let missing = Math.round(total * unit) - floors.reduce<number>((a, f) => a + (f ?? 0), 0);
  const order = scaled
    .map((s, i) => ({ i, rest: s === null ? -1 : s - floors[i]!, value: values[i] ?? 0 }))
    .filter((x) => values[x.i] !== null)
    .sort((a, b) => b.rest - a.rest || b.value - a.value || a.i - b.i);
  const result = floors.slice();
  for (const { i } of order) {
    if (missing <= 0) break;
    result[i] = result[i]! + 1;
    missing -= 1;
  }
  return result.map((r) => (r === null ? null : r / unit));
}

/**
 * Rows whose `fields` (shares in %) are replaced by their largest-remainder rounding, so the table, its totals
 * row and its exports all show shares that sum to 100. Rows are copied, never changed.
 */
export function sharesSumming100<T extends Record<string, unknown>>(rows: readonly T[], fields: readonly { field: string; decimals?: number }[]): T[] {
  if (fields.length === 0 || rows.length === 0) return rows as T[];
  const copies = rows.map((row) => ({ ...row })) as Record<string, unknown>[];
  for (const { field, decimals } of fields) {
    const shares = largestRemainder(
      rows.map((row) => toNumber(row[field])),
      100,
      decimals ?? 2,
    );
    shares.forEach((share, i) => {
      if (share !== null) copies[i]![field] = share;
    });
  }
  return copies as T[];
}
