/**
 * Filter values: defaults, the URL query string (a filtered report is a shareable link) and the
 * template scope ('{filters.x}'). Pure functions; `today` is 'YYYY-MM-DD'. What a widget's value means is its
 * folder's value.ts (widgets/valueRules.ts): this module names no widget.
 *
 * Representation (the same in the form, the URL and the controller):
 * date 'YYYY-MM-DD'; dateRange 'YYYY-MM-DD..YYYY-MM-DD'; month '01'..'12'; year and digits numbers;
 * select/radio the option's value (number when the options are numbers); checkbox boolean.
 */
import { SHARED_MESSAGES } from '../../../common/messages.ts';
import { getPath } from '../calls/templates.ts';
import type { DisabledWhen, FilterField } from './schema.ts';
import { rowMatches, sameValue } from '../conditions/matches.ts';
import { valueRulesOf } from './widgets/valueRulesOf.ts';

// The range helpers moved below this module (the dateRange widget's value rules use them); kept here for its callers.
export { RANGE_SEPARATOR, makeRange, monthToDate, splitRange } from './ranges.ts';

export type FilterValues = Record<string, unknown>;

function isNumericField(field: FilterField): boolean {
  return valueRulesOf(field.widget).isNumeric?.(field) ?? false;
}

export function defaultValue(field: FilterField, today: string): unknown {
  const rules = valueRulesOf(field.widget);
  const d = field.default;
  if (d === undefined || d === null) return rules.emptyDefault?.(field, today);
  return rules.defaultValue ? rules.defaultValue(field, d, today) : d;
}

export function defaultValues(fields: FilterField[], today: string): FilterValues {
  return Object.fromEntries(fields.map((f) => [f.name, defaultValue(f, today)]));
}

/**
 * The values a story opens with and the fixtures are captured with: the defaults, plus each field's `example`
 * where the default is empty — a screen that needs a customer or an operator to search (1332, 1338) shows data.
 */
export function exampleValues(fields: FilterField[], today: string): FilterValues {
  const values = defaultValues(fields, today);
  for (const f of fields) if (f.example !== undefined && (values[f.name] === undefined || values[f.name] === null || values[f.name] === '')) values[f.name] = f.example;
  return values;
}

/** Parses one URL value to the field's representation; undefined when it is not a valid value. */
export function parseUrlValue(field: FilterField, raw: string): unknown {
  if (raw === '') return undefined;
  const parse = valueRulesOf(field.widget).parseUrl;
  if (parse) return parse(field, raw);
  if (isNumericField(field) || (field.free && /^\d+$/.test(raw))) {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  return raw;
}

/**
 * Reads the filters from the URL. `fromUrl` is true when the URL carries at least one of them
 * (then a 'submit' screen loads on open: the link was shared or the page reloaded).
 */
export function readFilters(fields: FilterField[], search: URLSearchParams, today: string): { values: FilterValues; fromUrl: boolean } {
  const values = defaultValues(fields, today);
  let fromUrl = false;
  for (const field of fields) {
    const raw = search.get(field.name);
    if (raw === null) continue;
    fromUrl = true;
    values[field.name] = parseUrlValue(field, raw);
  }
  return { values, fromUrl };
}

/** Writes the filters into a copy of `search` (other query keys are kept); empty values are removed. */
export function writeFilters(fields: FilterField[], values: FilterValues, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const field of fields) {
    const v = values[field.name];
    if (v === undefined || v === null || v === '') next.delete(field.name);
    else next.set(field.name, String(v));
  }
  return next;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (typeof v === 'string' && v.trim() === '');
}


/**
 * The first `disabledWhen` rule that holds for these values (its tooltip says why), or null when the
 * field is enabled. Rules read the other fields' values as they are in the form.
 */
export function disabledRule(field: FilterField, values: FilterValues): DisabledWhen | null {
  return field.disabledWhen?.find((rule) => rowMatches(rule, values)) ?? null;
}

/**
 * The '{filters.x}' scope: a dateRange becomes { start, end } so templates can say '{filters.periodo.start}';
 * a disabled field is left out (1493: the period goes to the API only when the status is 'Finalizadas').
 */
export function filterScope(fields: FilterField[], values: FilterValues): Record<string, unknown> {
  const scope: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const toScope = valueRulesOf(field.widget).scope;
    if (disabledRule(field, values)) scope[field.name] = undefined;
    else if (toScope) scope[field.name] = toScope(values[field.name]);
  }
  return scope;
}

export const REQUIRED_MESSAGE = 'Campo obrigatório';
export const RANGE_MESSAGE = SHARED_MESSAGES.dateRange;

/** Required for these values: `required`, or `requiredUnless` while none of those fields has a value (1332). */
export function isRequiredNow(field: FilterField, values: FilterValues): boolean {
  return Boolean(field.required) || Boolean(field.requiredUnless?.length && field.requiredUnless.every((name) => isBlank(values[name])));
}

/** Validation by the definition's rules; returns field name → messages (empty object when valid). */
export function validateFilters(fields: FilterField[], values: FilterValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (name: string, message: string) => (errors[name] ??= []).push(message);
  for (const field of fields) {
    if (disabledRule(field, values)) continue;
    const v = values[field.name];
    const rules = valueRulesOf(field.widget);
    const empty = isBlank(v) || Boolean(rules.isEmpty?.(field, v));
    if (isRequiredNow(field, values) && empty) {
      add(field.name, field.requiredMessage ?? REQUIRED_MESSAGE);
      continue;
    }
    if (empty) continue;
    for (const message of rules.check?.(field, v, field.requiredMessage ?? REQUIRED_MESSAGE) ?? []) add(field.name, message);
    if (field.minimum !== undefined && typeof v === 'number' && v < field.minimum) {
      add(field.name, `Valor mínimo ${field.minimum}.`);
    }
    if (field.notBefore) {
      const other = values[field.notBefore.field];
      if (other !== undefined && other !== null && other !== '' && String(v) < String(other)) add(field.name, field.notBefore.message);
    }
  }
  return errors;
}

/**
 * The values of fields locked by a call (`lockFrom`): field name → the record's `value` when its `field` equals
 * `equals` (1369: a fleet manager sees only his own code). Fields whose call has not answered are not locked.
 */
export function lockedValues(fields: FilterField[], callData: (id: string) => unknown): FilterValues {
  const out: FilterValues = {};
  for (const f of fields) {
    const lock = f.lockFrom;
    if (!lock) continue;
    const found = getPath(callData(lock.call), lock.dataPath ?? 'response');
    const record = (Array.isArray(found) ? found[0] : found) as Record<string, unknown> | null | undefined;
    if (!record || typeof record !== 'object' || !sameValue(record[lock.field], lock.equals)) continue;
    const value = record[lock.value];
    if (value !== undefined && value !== null) out[f.name] = value;
  }
  return out;
}
