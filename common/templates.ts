/**
 * The data templates of a screen definition, resolved the same way by the portal (src/engine/calls/templates.ts
 * re-exports this module) and by the server when it e-mails a screen (server/src/subscriptions): '{empresaId}',
 * '{filters.dias}', '{row.data_vencimento}', date sources ({ date, format }) and named periods
 * ({ period, bound, format }). One module, so a subscription asks the reports exactly what the portal asks for the
 * same business day. Pure functions: `today` ('YYYY-MM-DD', the business date) is always passed in.
 */
import { formatIsoDate } from './dates.ts';
import { dia, periodo, PERIODOS, type Periodo } from './periods.ts';

/** What templates can read. */
export interface TemplateScope {
  empresaId?: number | string | null;
  filters?: Record<string, unknown>;
  /** The route's ':params' ('{route.tipo_cadastro}', '{route.hash}'). */
  route?: Record<string, string | undefined>;
  /** The URL's query string ('{query.id_situacao}'). */
  query?: Record<string, string>;
  /** Screen variables set by `set` actions ('{vars.grupo}'). */
  vars?: Record<string, unknown>;
  /** A lookup field's typed code ('{lookup.code}'). */
  lookup?: { code?: unknown };
  /** A picker's search ('{picker.code}', '{picker.name}', '{picker.extra}'). */
  picker?: { code?: unknown; name?: unknown; extra?: unknown };
  row?: Record<string, unknown>;
  value?: unknown;
  with?: Record<string, unknown>;
  data?: unknown;
}

/** A date source: a day ('today' or a template), moved and put in the API's format ('YYYY/MM/DD', 'YYYY-MM-01'…). */
export interface DateSourceValue {
  date: string;
  /** The definitions' schema (src/engine/calls/schema.ts) lists the formats the API expects. */
  format: string;
  addDays?: number;
  startOf?: 'month' | 'year';
  endOf?: 'month' | 'year';
}
export interface PeriodSourceValue {
  period: string;
  bound: 'start' | 'end';
  day?: string;
  format: string;
}
export type ParamSource = string | number | boolean | DateSourceValue | PeriodSourceValue;
/** What resolveCall reads of a call (the schema's CallDefinition has more: loadOn, compare). */
export interface CallSource {
  path: string;
  params?: Record<string, ParamSource>;
  requires?: string[];
}

const WHOLE = /^\{([A-Za-z_][\w.]*)\}$/;
const PART = /\{([A-Za-z_][\w.]*)\}/g;

/** Reads a dot path ('titulos_receber.receber_vencidos'); '' returns the object itself. */
/** The references a template reads, in order: '/v2/x/{route.hash}/{empresaId}' → ['route.hash', 'empresaId']. */
export function templateRefs(template: string): string[] {
  return [...template.matchAll(PART)].map((m) => m[1]!);
}

export function getPath(source: unknown, path: string | undefined): unknown {
  if (path === undefined || path === '') return source;
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '';
}

/**
 * A string template. A string that is exactly one '{path}' returns the raw value (a number stays a number);
 * otherwise each '{path}' is replaced by its text ('' when missing).
 */
export function resolveTemplate(template: string, scope: TemplateScope): unknown {
  const whole = WHOLE.exec(template);
  if (whole) return getPath(scope, whole[1]);
  return template.replace(PART, (_m, path: string) => {
    const v = getPath(scope, path);
    return isEmpty(v) ? '' : String(v);
  });
}

/** Like resolveTemplate but always text (titles, paths). */
export function resolveText(template: string, scope: TemplateScope): string {
  const v = resolveTemplate(template, scope);
  return isEmpty(v) ? '' : String(v);
}

/** A calendar day as a UTC Date. */
type Day = Date;

/** A day in an API date format: its YYYY, MM and DD replaced ('YYYY-MM-01' → '2026-11-01'). */
function formatDay(d: Day, format: string): string {
  const [y, m, dd] = formatIsoDate(d).split('-') as [string, string, string];
  return format.replace(/YYYY|MM|DD/g, (token) => (token === 'YYYY' ? y : token === 'MM' ? m : dd));
}

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ss' or 'YYYY/MM/DD' as a calendar day (time dropped); null for anything else.
 * A day past the month's end rolls over (2026-02-30 → 2026-03-02), as the portal always read them.
 */
function parseDay(value: unknown): Day | null {
  if (isEmpty(value)) return null;
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(String(value));
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A date source's day in its API format; undefined when its template has no day. */
export function resolveDate(source: DateSourceValue, scope: TemplateScope, today: string): string | undefined {
  const raw = source.date === 'today' ? today : resolveTemplate(source.date, scope);
  const d = parseDay(raw === 'today' ? today : raw);
  if (!d) return undefined;
  if (source.addDays) d.setUTCDate(d.getUTCDate() + source.addDays);
  if (source.startOf === 'month') d.setUTCDate(1);
  if (source.startOf === 'year') d.setUTCMonth(0, 1);
  if (source.endOf === 'month') d.setUTCMonth(d.getUTCMonth() + 1, 0);
  if (source.endOf === 'year') d.setUTCMonth(11, 31);
  return formatDay(d, source.format);
}

/** A bound of a named period (common/periods.ts) in its API format; undefined for an unknown name or a 'dia' without a day. */
export function resolvePeriod(source: PeriodSourceValue, scope: TemplateScope, today: string): string | undefined {
  const name = String(resolveTemplate(source.period, scope) ?? '');
  let interval;
  if (name === 'dia') {
    const day = parseDay(source.day === undefined ? undefined : resolveTemplate(source.day, scope));
    if (!day) return undefined;
    interval = dia(formatIsoDate(day));
  } else if ((PERIODOS as readonly string[]).includes(name)) {
    interval = periodo(name as Periodo, today);
  } else {
    return undefined;
  }
  const iso = source.bound === 'start' ? interval.data_inicio : interval.data_final;
  return formatDay(parseDay(iso)!, source.format);
}

export function resolveParam(value: ParamSource, scope: TemplateScope, today: string): unknown {
  if (typeof value === 'string') return resolveTemplate(value, scope);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if ('period' in value) return resolvePeriod(value, scope, today);
  return resolveDate(value, scope, today);
}

export interface ResolvedCall {
  path: string;
  params: Record<string, unknown>;
  /** False while a path piece or a required parameter has no value (the call waits). */
  ready: boolean;
}

/** A call's path and query parameters for this scope and day. */
export function resolveCall(call: CallSource, scope: TemplateScope, today: string): ResolvedCall {
  let ready = true;
  const path = call.path.replace(PART, (_m, p: string) => {
    const v = getPath(scope, p);
    if (isEmpty(v)) ready = false;
    return encodeURIComponent(String(v ?? ''));
  });
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(call.params ?? {})) {
    const resolved = resolveParam(value, scope, today);
    if (!isEmpty(resolved)) params[name] = resolved;
  }
  for (const name of call.requires ?? []) {
    const v = params[name];
    if (isEmpty(v) || (typeof v === 'number' && !(v > 0)) || (typeof v === 'string' && /^\d+$/.test(v) && Number(v) <= 0)) ready = false;
  }
  return { path, params, ready };
}
