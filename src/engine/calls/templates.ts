/**
 * Resolves the data templates of a definition: '{empresaId}', '{filters.dias}', '{row.data_vencimento}',
 * '{with.periodo}', '{route.hash}', '{query.id_situacao}', '{vars.grupo}', date sources ({ date, format }) and named periods ({ period, bound, format }).
 * Pure functions: `today` ('YYYY-MM-DD') is always passed in, so tests pin the date.
 */
import dayjs from 'dayjs';
import { serverToday } from '../../api/businessDate.ts';
import { dia, periodo, PERIODOS, type Periodo } from '../../../common/periods.ts';
import type { CallDefinition, DateSource, ParamValue, PeriodSource } from './schema.ts';

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

const WHOLE = /^\{([A-Za-z_][\w.]*)\}$/;
const PART = /\{([A-Za-z_][\w.]*)\}/g;

/** Reads a dot path ('titulos_receber.receber_vencidos'); '' returns the object itself. */
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

/** dayjs display formats for the API date formats. */
function formatDay(d: dayjs.Dayjs, format: DateSource['format']): string {
  if (format === 'YYYY-MM-01') return d.format('YYYY-MM') + '-01';
  return d.format(format);
}

/** Parses 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ss' or 'YYYY/MM/DD' as a calendar day (time dropped). */
export function parseDay(value: unknown): dayjs.Dayjs | null {
  if (isEmpty(value)) return null;
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(String(value));
  if (!m) return null;
  const d = dayjs(`${m[1]}-${m[2]}-${m[3]}`);
  return d.isValid() ? d : null;
}

export function resolveDate(source: DateSource, scope: TemplateScope, today: string): string | undefined {
  const raw = source.date === 'today' ? today : resolveTemplate(source.date, scope);
  let d = parseDay(raw === 'today' ? today : raw);
  if (!d) return undefined;
  if (source.addDays) d = d.add(source.addDays, 'day');
  if (source.startOf) d = d.startOf(source.startOf);
  if (source.endOf) d = d.endOf(source.endOf);
  return formatDay(d, source.format);
}

export function resolvePeriod(source: PeriodSource, scope: TemplateScope, today: string): string | undefined {
  const name = String(resolveTemplate(source.period, scope) ?? '');
  let interval;
  if (name === 'dia') {
    const day = parseDay(source.day === undefined ? undefined : resolveTemplate(source.day, scope));
    if (!day) return undefined;
    interval = dia(day.format('YYYY-MM-DD'));
  } else if ((PERIODOS as readonly string[]).includes(name)) {
    interval = periodo(name as Periodo, today);
  } else {
    return undefined;
  }
  const iso = source.bound === 'start' ? interval.data_inicio : interval.data_final;
  return formatDay(dayjs(iso), source.format);
}

export function resolveParam(value: ParamValue, scope: TemplateScope, today: string): unknown {
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

export function resolveCall(call: CallDefinition, scope: TemplateScope, today: string): ResolvedCall {
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

/** The business date 'YYYY-MM-DD': the server's (from /config.js), else the browser's calendar date. */
export function todayIso(): string {
  return serverToday() ?? dayjs().format('YYYY-MM-DD');
}
