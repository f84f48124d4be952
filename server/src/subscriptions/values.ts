import { addDays, addMonths } from '../../../common/dates.ts';
import type { FieldDigest, LineDigest } from './screens.ts';

/**
 * The values of a subscription's message, resolved and formatted on the server as the portal does it
 * (src/engine/filters/values.ts for filter defaults and saved views' relative periods; src/engine/format/registry.ts
 * for pt-BR text and XLSX cells). The server may not import src/, so the few rules a message needs are restated here;
 * tests compare the message's figures with the report's answer.
 */

const RANGE = '..';
const monthStart = (today: string) => `${today.slice(0, 7)}-01`;
const monthEnd = (today: string) => addDays(addMonths(monthStart(today), 1), -1);

/** A relative expression or a definition's default ('current', 'today', 'monthToDate'…) for this widget, today. */
function relative(expr: string, widget: string | undefined, today: string): unknown {
  switch (expr) {
    case 'today': return widget === 'dateRange' ? `${today}${RANGE}${today}` : today;
    case 'startOfMonth': return monthStart(today);
    case 'monthToDate': return `${monthStart(today)}${RANGE}${today}`;
    case 'thisMonth': return `${monthStart(today)}${RANGE}${monthEnd(today)}`;
    case 'lastMonth': { const last = addMonths(monthStart(today), -1); return `${last}${RANGE}${monthEnd(last)}`; }
    case 'next30Days': return `${today}${RANGE}${addDays(today, 30)}`;
    case 'last30Days': return `${addDays(today, -30)}${RANGE}${today}`;
    case 'current': return widget === 'year' ? Number(today.slice(0, 4)) : today.slice(5, 7);
    default: return undefined;
  }
}

/** A field's default value today, as the portal's defaultValue. */
function defaultValue(field: FieldDigest & { allowClear?: boolean }, today: string): unknown {
  const d = field.default;
  if (d === undefined || d === null) return field.widget === 'dateRange' && field.allowClear === false ? relative('monthToDate', 'dateRange', today) : undefined;
  if (typeof d === 'string') {
    const r = relative(d, field.widget, today);
    if (r !== undefined && (field.widget !== 'date' || d === 'today' || d === 'startOfMonth')) return r;
    if (field.widget === 'month') return d.padStart(2, '0');
  }
  if (field.widget === 'year' && d !== 'current') return Number(d);
  return d;
}

/** The filter values: the saved view's (relative periods resolved today) over the screen's defaults. */
export function filterValues(fields: FieldDigest[], view: Record<string, unknown> | undefined, today: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const saved = view?.[field.name];
    if (view && field.name in view) {
      values[field.name] = saved && typeof saved === 'object' && 'relativo' in saved
        ? relative(String((saved as { relativo: string }).relativo), field.widget, today) : saved;
    } else {
      values[field.name] = defaultValue(field, today);
    }
  }
  return values;
}

/** What templates read of the filters: a date range as { start, end } (the portal's filterScope). */
export function filterScope(fields: FieldDigest[], values: Record<string, unknown>): Record<string, unknown> {
  const scope = { ...values };
  for (const field of fields) {
    if (field.widget !== 'dateRange') continue;
    const v = values[field.name];
    const [start, end] = typeof v === 'string' ? v.split(RANGE) : [];
    scope[field.name] = start && end ? { start, end } : undefined;
  }
  return scope;
}

const number = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null);
const fixed = (n: number, d: number) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: d, maximumFractionDigits: d }).format(n === 0 ? 0 : n);
const EMPTY = '--';
const DECIMALS: Record<string, number> = { currency: 2, number: 2, quantity: 3, percent: 2, integer: 0 };

/** 'DD/MM/YYYY' of 'YYYY-MM-DD…'; anything else as it came. */
export function brDate(v: unknown): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v ?? ''));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(v ?? EMPTY);
}

/** A value as the portal shows it: 'R$ 1.234,56', '45,68%', '12.345', '21/11/2026'. */
export function formatValue(v: unknown, o: Partial<LineDigest> = {}): string {
  const format = o.format ?? 'text';
  if (format in DECIMALS) {
    const n = number(v);
    if (n === null) return EMPTY;
    const d = o.decimals ?? DECIMALS[format]!;
    const rounded = Number(n.toFixed(d));
    const text = format === 'currency' ? `${rounded < 0 ? '-' : ''}R$ ${fixed(Math.abs(rounded), d)}` : format === 'percent' ? `${fixed(rounded, d)}%` : fixed(rounded, d);
    return o.unit ? `${text} ${o.unit}` : text;
  }
  if (v === null || v === undefined || v === '') return EMPTY;
  if (format === 'date') return brDate(v);
  return String(v);
}

export type Cell = { value: unknown; type?: NumberConstructor | StringConstructor | DateConstructor; format?: string; fontWeight?: 'bold' };
const pattern = (d: number) => (d > 0 ? `0.${'0'.repeat(d)}` : '0');
const unit = (o: Partial<LineDigest>) => (o.unit ? ` "${o.unit}"` : '');

/** The XLSX cell of a value, typed as the portal's 'Baixar XLSX' writes it (numbers, currency, percent as a fraction, dates). */
export function xlsxCell(v: unknown, o: Partial<LineDigest> = {}): Cell {
  if (v === null || v === undefined || v === '') return { value: null };
  const format = o.format ?? 'text';
  const n = number(v);
  const d = o.decimals ?? DECIMALS[format] ?? 0;
  switch (format) {
    case 'currency': return n === null ? { value: String(v), type: String } : { value: n, type: Number, format: `"R$" #,##${pattern(d)};-"R$" #,##${pattern(d)}${unit(o)}` };
    case 'number': case 'quantity': return n === null ? { value: String(v), type: String } : { value: n, type: Number, format: `#,##${pattern(d)}${unit(o)}` };
    case 'percent': return n === null ? { value: String(v), type: String } : { value: n / 100, type: Number, format: `${pattern(o.decimals ?? 2)}%` };
    case 'integer': return n === null ? { value: String(v), type: String } : { value: Math.round(n), type: Number, format: `0${unit(o)}` };
    case 'date': case 'datetime': {
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(String(v));
      if (!m) return { value: String(v), type: String };
      const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
      return { value: date, type: Date, format: format === 'date' || !m[4] ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm' };
    }
    default: return { value: formatValue(v, o), type: String };
  }
}
