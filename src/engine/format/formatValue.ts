/**
 * One entry point to format a value by a format name written in a definition
 * (tables, cards and chart tooltips all use it, so a column and a card show the same text).
 */
import { formatDate, formatDateTime, formatTime, formatWeekday } from './dates.ts';
import { EMPTY, formatCurrency, formatInteger, formatNumber, formatPercent, formatQuantity, toNumber } from './numbers.ts';

/** The format names a definition can use. */
export const VALUE_FORMATS = [
  'text',
  'currency',
  'number',
  'quantity',
  'percent',
  'integer',
  'date',
  'datetime',
  'time',
  'weekday',
  'flag',
  'duration',
] as const;

export type ValueFormat = (typeof VALUE_FORMATS)[number];

/** Formats that hold numbers: right-aligned, summable, sorted numerically. */
export const NUMERIC_FORMATS: ReadonlySet<ValueFormat> = new Set(['currency', 'number', 'quantity', 'percent', 'integer', 'duration']);

/** 'S' → 'Sim', anything else → 'Não' (spec: flags such as finalizou_processo, cancelado, programada). */
export function formatFlag(value: unknown): string {
  return typeof value === 'string' && value.trim().toUpperCase() === 'S' ? 'Sim' : 'Não';
}

/** Seconds as days, hours and minutes: 93784 → '1d 02h 03min'; 125 → '2min'; '--' when empty. */
export function formatDuration(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return EMPTY;
  const negative = n < 0;
  const totalMinutes = Math.floor(Math.abs(n) / 60);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days}d`);
  if (days || hours) parts.push(`${String(hours).padStart(days ? 2 : 1, '0')}h`);
  parts.push(`${String(minutes).padStart(days || hours ? 2 : 1, '0')}min`);
  return (negative ? '-' : '') + parts.join(' ');
}

/** Formats a value; `decimals` overrides the default of number-like formats. */
export function formatValue(value: unknown, format: ValueFormat = 'text', decimals?: number): string {
  switch (format) {
    case 'currency':
      return formatCurrency(value, decimals ?? 2);
    case 'number':
      return formatNumber(value, decimals ?? 2);
    case 'quantity':
      return decimals === undefined ? formatQuantity(value) : formatNumber(value, decimals);
    case 'percent':
      return formatPercent(value, decimals ?? 2);
    case 'integer':
      return formatInteger(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'time':
      return formatTime(value);
    case 'weekday':
      return formatWeekday(value);
    case 'flag':
      return formatFlag(value);
    case 'duration':
      return formatDuration(value);
    case 'text':
    default:
      if (value === null || value === undefined || value === '') return EMPTY;
      return String(value);
  }
}
