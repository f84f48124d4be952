import { rowMatches } from '../../../common/conditions.ts';
import { monthToDate, relativeValue, splitRange } from '../../../common/relativeDates.ts';
import { resolveCall, type ResolvedCall } from '../../../common/templates.ts';
import type { FieldDigest, ScreenDigest } from './screens.ts';

/**
 * What a subscription asks the reports: the screen's filter values (the saved view's, its relative periods resolved
 * on the business day, over the screen's defaults) and each call's path and query parameters, resolved by the
 * portal's own rules (common/relativeDates.ts, common/templates.ts, common/conditions.ts) — so the message covers the
 * same days as the screen opened that morning. tests/subscriptionRequests.test.ts compares, for every subscribable
 * screen, these requests with the portal's.
 */

/** A field's default value today, as the portal's widget rules give it (src/engine/filters/widgets/<widget>/value.ts). */
function defaultValue(field: FieldDigest, today: string): unknown {
  const d = field.default;
  if (d === undefined || d === null) return field.widget === 'dateRange' && field.allowClear === false ? monthToDate(today) : undefined;
  const relative = relativeValue(field.widget, d, today);
  if (relative !== undefined) return relative;
  if (field.widget === 'month') return String(d).padStart(2, '0');
  if (field.widget === 'year') return Number(d);
  return d;
}

/** The filter values: the saved view's (relative periods resolved today) over the screen's defaults. */
export function filterValues(fields: FieldDigest[], view: Record<string, unknown> | undefined, today: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (view && field.name in view) {
      const saved = view[field.name];
      values[field.name] = saved !== null && typeof saved === 'object' && 'relativo' in saved
        ? relativeValue(field.widget, (saved as { relativo: unknown }).relativo, today) : saved ?? undefined;
    } else {
      values[field.name] = defaultValue(field, today);
    }
  }
  return values;
}

/** What templates read of the filters (the portal's filterScope): a range as { start, end }; a disabled field left out. */
export function filterScope(fields: FieldDigest[], values: Record<string, unknown>): Record<string, unknown> {
  const scope = { ...values };
  for (const field of fields) {
    if (field.disabledWhen?.some((rule) => rowMatches(rule, values))) scope[field.name] = undefined;
    else if (field.widget === 'dateRange') scope[field.name] = splitRange(values[field.name]) ?? undefined;
  }
  return scope;
}

export interface ScreenRequests {
  values: Record<string, unknown>;
  /** Call id → the path (with '/api' left out, as in the definition) and query parameters, as the portal asks them. */
  calls: Record<string, ResolvedCall>;
}

/** The filter values and every call the screen would make on opening with them (calls run only on an action left out). */
export function screenRequests(screen: ScreenDigest, empresaId: number, view: Record<string, unknown> | undefined, today: string): ScreenRequests {
  const values = filterValues(screen.fields, view, today);
  const scope = { empresaId, filters: filterScope(screen.fields, values) };
  const calls: Record<string, ResolvedCall> = {};
  for (const [id, call] of Object.entries(screen.calls)) if (call.loadOn !== 'action') calls[id] = resolveCall(call, scope, today);
  return { values, calls };
}
