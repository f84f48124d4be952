/**
 * Fields computed per row before a row-showing kind (table, accordion) draws it (`derived`: percent, outdated
 * version, a rule of common/). Pure; shared through this module.
 */
import type { DerivedFieldOptions } from './columns.ts';
import { DERIVED_RULES } from './derivedRules.ts';
import { meetsCondition } from './cells.ts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** -1, 0 or 1 comparing dotted versions number by number ('3.10.0' > '3.9.2'); null when either is empty. */
export function compareVersions(a: unknown, b: unknown): number | null {
  const parts = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim().split('.').map((p) => Number.parseInt(p, 10) || 0));
  const x = parts(a);
  const y = parts(b);
  if (!x || !y) return null;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

function derivedValue(row: Record<string, unknown>, d: DerivedFieldOptions): unknown {
  if ('percent' in d) {
    const part = Number(row[d.percent.part]);
    const whole = Number(row[d.percent.whole]);
    return Number.isFinite(part) && Number.isFinite(whole) && whole !== 0 ? (part / whole) * 100 : null;
  }
  if ('versionBelow' in d) {
    if (d.unless && meetsCondition(d.unless, row)) return 'N';
    return compareVersions(row[d.versionBelow.version], row[d.versionBelow.current]) === -1 ? 'S' : 'N';
  }
  return DERIVED_RULES[d.rule](row);
}

/** Rows with the `derived` fields computed (percent, outdated version, a rule of common/); non-list data as is. */
export function withDerived(data: unknown, derived: DerivedFieldOptions[] | undefined): unknown {
  if (!derived || !Array.isArray(data)) return data;
  return data.map((row) => {
    if (!isRecord(row)) return row;
    const out = { ...row };
    for (const d of derived) out[d.field] = derivedValue(out, d);
    return out;
  });
}
