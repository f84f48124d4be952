import type { FilterField } from '../schema.ts';
import type { FilterValues } from '../values.ts';
import { valueRulesOf } from '../widgets/valueRulesOf.ts';
import type { RelativeExpression, StoredFilters } from './types.ts';

/**
 * A view keeps a period the user chose relative to the day as that same expression (issue 34): "Este mês" saved in
 * November opens December in December. The expressions are those of a definition's defaults (values.ts) and of the
 * period presets (Hoje, Este mês, Mês anterior), plus 'last30Days' (today − 30 … today, the mirror of next30Days).
 */

/**
 * What each expression means on `today`, per widget (its value.ts `relatives`); the order is the preference when
 * several give one value.
 */
function candidates(widget: FilterField['widget'], today: string): [RelativeExpression, unknown][] {
  return valueRulesOf(widget).relatives?.(today) ?? [];
}

/** The value of `expression` for the field on `today`; undefined when the field's widget has no such expression. */
export function resolveRelative(field: FilterField, expression: RelativeExpression, today: string): unknown {
  return candidates(field.widget, today).find(([e]) => e === expression)?.[1];
}

/** The expression giving `value` today for this field, if any (compared as text: the URL gives '2026' for 2026). */
export function relativeFor(field: FilterField, value: unknown, today: string): RelativeExpression | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return candidates(field.widget, today).find(([, v]) => String(v) === String(value))?.[0];
}

/** Names of the expressions, as the save dialog and the menu say them. */
export const RELATIVE_LABELS: Record<RelativeExpression, string> = {
  today: 'Hoje',
  startOfMonth: 'Início do mês',
  monthToDate: 'Início do mês até hoje',
  thisMonth: 'Este mês',
  lastMonth: 'Mês anterior',
  next30Days: 'Próximos 30 dias',
  last30Days: 'Últimos 30 dias',
  current: 'Atual',
};

/**
 * The values to store: each field's value as it is, or — with `keepRelative` — as its relative expression when one
 * gives it today. A field without a value (undefined) is left out: the view then opens it with the screen's default.
 */
export function toStored(fields: readonly FilterField[], values: FilterValues, today: string, keepRelative: boolean): StoredFilters {
  const stored: StoredFilters = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const relativo = keepRelative ? relativeFor(field, value, today) : undefined;
    if (relativo) stored[field.name] = { relativo };
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) stored[field.name] = value as string | number | boolean | null;
  }
  return stored;
}

/**
 * The filter values a view opens with on `today`: its stored values with the relative ones resolved; a field the view
 * does not name (added to the screen after it was saved) keeps the value in `base` (the screen's defaults); a stored
 * name that is no longer a field is ignored.
 */
export function fromStored(fields: readonly FilterField[], stored: StoredFilters, base: FilterValues, today: string): FilterValues {
  const values: FilterValues = { ...base };
  for (const field of fields) {
    if (!(field.name in stored)) continue;
    const v = stored[field.name];
    values[field.name] = v !== null && typeof v === 'object' ? resolveRelative(field, v.relativo, today) : v ?? undefined;
  }
  return values;
}

/** The fields a view would keep relative today (for the save dialog: 'Período: Este mês'). */
export function relativeSummary(fields: readonly FilterField[], values: FilterValues, today: string): { label: string; expression: string }[] {
  return fields.flatMap((field) => {
    const e = relativeFor(field, values[field.name], today);
    return e ? [{ label: field.label, expression: RELATIVE_LABELS[e] }] : [];
  });
}
