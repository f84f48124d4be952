import type { LineDigest } from './screens.ts';

/**
 * The values of a subscription's message formatted on the server as the portal does it (src/engine/format/registry.ts
 * for pt-BR text and XLSX cells). The server may not import src/, so the few rules a message needs are restated here;
 * tests compare the message's figures with the report's answer. (The filter values and call parameters are not:
 * requests.ts resolves them with the portal's own rules, from common/.)
 */

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
