/**
 * Column format options that look at all the rows of a table, not one value: `sumTo100` (shares rounded by the
 * largest remainder so they add up to 100) and `stripCommonPrefix` (what the values share is not repeated).
 */
import { commonPrefix, sharesSumming100 } from '../../format/index.ts';
import type { TableColumnOptions } from './schema.ts';

/** The rows with every `sumTo100` column's shares rounded to sum to exactly 100 (the data itself when none). */
export function withShares(data: unknown, columns: readonly TableColumnOptions[]): unknown {
  const shares = columns.filter((c) => c.sumTo100);
  if (!shares.length || !Array.isArray(data)) return data;
  const rows = data.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r));
  if (rows.length !== data.length) return data;
  return sharesSumming100(rows, shares);
}

/** Per `stripCommonPrefix` column, the prefix its values share ('' when none). */
export function columnPrefixes(columns: readonly TableColumnOptions[], rows: readonly Record<string, unknown>[]): Record<string, string> {
  const prefixes: Record<string, string> = {};
  for (const column of columns) {
    if (!column.stripCommonPrefix) continue;
    const prefix = commonPrefix(rows.map((row) => row[column.field]));
    if (prefix) prefixes[column.field] = prefix;
  }
  return prefixes;
}
