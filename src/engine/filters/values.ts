/**
 * Filter values: defaults, the URL query string (a filtered report is a shareable link) and the
 * template scope ('{filters.x}'). Pure functions; `today` is 'YYYY-MM-DD'.
 *
 * Representation (the same in the form, the URL and the controller):
 * date 'YYYY-MM-DD'; dateRange 'YYYY-MM-DD..YYYY-MM-DD'; month '01'..'12'; year and digits numbers;
 * select/radio the option's value (number when the options are numbers); checkbox boolean.
 */
import dayjs from 'dayjs';
import { SHARED_MESSAGES } from '../../../common/messages.ts';
import { getPath } from '../calls/templates.ts';
import type { DisabledWhen, FilterField } from './schema.ts';
import { rowMatches, sameValue } from '../conditions/matches.ts';

export type FilterValues = Record<string, unknown>;

export const RANGE_SEPARATOR = '..';

export function makeRange(start: string, end: string): string {
  return `${start}${RANGE_SEPARATOR}${end}`;
}

export function splitRange(value: unknown): { start: string; end: string } | null {
  if (typeof value !== 'string') return null;
  const [start, end] = value.split(RANGE_SEPARATOR);
  if (!start || !end) return null;
  return { start, end };
}

/** First of the month through today: the fallback of a cleared range (spec 2 §5). */
/** The number a lookup field's value names: the number itself, or the digits of what was typed ('1 2-3' → 123). */
export function lookupCode(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/\D+/g, '') || 0) : 0;
  return n > 0 ? n : undefined;
}

export function monthToDate(today: string): string {
  return makeRange(dayjs(today).startOf('month').format('YYYY-MM-DD'), today);
}

function isNumericField(field: FilterField): boolean {
  if (field.widget === 'digits' || field.widget === 'year') return true;
  // a lookup code is a number, unless `allow` lets separators in (1332: '12-3/4'): then it is kept as typed
  if (field.widget === 'lookup') return !field.allow?.length;
  if ((field.widget === 'select' || field.widget === 'radio') && field.options?.length) {
    return field.options.every((o) => typeof o.value === 'number');
  }
  return false;
}

export function defaultValue(field: FilterField, today: string): unknown {
  const d = field.default;
  if (d === undefined || d === null) {
    return field.widget === 'dateRange' && field.allowClear === false ? monthToDate(today) : undefined;
  }
  const t = dayjs(today);
  switch (field.widget) {
    case 'date':
      if (d === 'today') return today;
      if (d === 'startOfMonth') return t.startOf('month').format('YYYY-MM-DD');
      return d;
    case 'dateRange':
      if (d === 'today') return makeRange(today, today);
      if (d === 'monthToDate') return monthToDate(today);
      if (d === 'next30Days') return makeRange(today, t.add(30, 'day').format('YYYY-MM-DD'));
      return d;
    case 'month':
      return d === 'current' ? t.format('MM') : String(d).padStart(2, '0');
    case 'year':
      return d === 'current' ? t.year() : Number(d);
    default:
      return d;
  }
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
  if (field.widget === 'checkbox') return raw === 'true';
  if (field.widget === 'dateRange') return splitRange(raw) ? raw : undefined;
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
    if (disabledRule(field, values)) scope[field.name] = undefined;
    else if (field.widget === 'dateRange') scope[field.name] = splitRange(values[field.name]) ?? undefined;
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
    // A lookup code 0 names nobody (1332: 'Empty or zero customer'); typed with separators, its digits count.
    const empty = isBlank(v) || (field.widget === 'lookup' && !(lookupCode(v) ?? 0));
    if (isRequiredNow(field, values) && empty) {
      add(field.name, field.requiredMessage ?? REQUIRED_MESSAGE);
      continue;
    }
    if (empty) continue;
    if (field.widget === 'dateRange') {
      const r = splitRange(v);
      if (!r) add(field.name, field.requiredMessage ?? REQUIRED_MESSAGE);
      else if (r.start > r.end) add(field.name, field.rangeMessage ?? RANGE_MESSAGE);
    }
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
