/**
 * pt-BR date formatting. APIs send 'YYYY-MM-DD' (date) or 'YYYY-MM-DDTHH:mm:ss' (date-time); the portal
 * shows DD/MM/YYYY. Strings are read by their written components, never through Date's UTC parsing,
 * so '2026-11-21' is the 21st in every time zone.
 */
import { EMPTY } from './numberFormat.ts';

/** The components of a calendar date/time as written (month 1-12). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** False when the source had no time of day. */
  hasTime: boolean;
}

const ISO = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function valid(p: DateParts): DateParts | null {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day));
  if (d.getUTCFullYear() !== p.year || d.getUTCMonth() !== p.month - 1 || d.getUTCDate() !== p.day) return null;
  if (p.hour > 23 || p.minute > 59 || p.second > 59) return null;
  return p;
}

/**
 * Reads 'YYYY-MM-DD', 'YYYY/MM/DD', ISO date-times (offset ignored: the wall time as written),
 * 'DD/MM/YYYY[ HH:mm[:ss]]' and Date objects (local time). Null for anything else.
 */
export function parseDate(value: unknown): DateParts | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return {
      year: value.getFullYear(),
      month: value.getMonth() + 1,
      day: value.getDate(),
      hour: value.getHours(),
      minute: value.getMinutes(),
      second: value.getSeconds(),
      hasTime: true,
    };
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let m = ISO.exec(text);
  if (m) {
    return valid({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: Number(m[4] ?? 0),
      minute: Number(m[5] ?? 0),
      second: Number(m[6] ?? 0),
      hasTime: m[4] !== undefined,
    });
  }
  m = BR.exec(text);
  if (m) {
    return valid({
      year: Number(m[3]),
      month: Number(m[2]),
      day: Number(m[1]),
      hour: Number(m[4] ?? 0),
      minute: Number(m[5] ?? 0),
      second: Number(m[6] ?? 0),
      hasTime: m[4] !== undefined,
    });
  }
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'DD/MM/YYYY'; '--' when empty or invalid. */
export function formatDate(value: unknown): string {
  const p = parseDate(value);
  return p ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : EMPTY;
}

/** 'DD/MM/YYYY HH:mm'; '--' when empty or invalid. */
export function formatDateTime(value: unknown): string {
  const p = parseDate(value);
  return p ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}` : EMPTY;
}

/** 'HH:mm' of a date-time, or a 'HH:mm[:ss]' string as 'HH:mm'; '--' otherwise. */
export function formatTime(value: unknown): string {
  if (typeof value === 'string') {
    const m = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
    if (m) return `${m[1]}:${m[2]}`;
  }
  const p = parseDate(value);
  return p && p.hasTime ? `${pad(p.hour)}:${pad(p.minute)}` : EMPTY;
}

const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

/**
 * The weekday of a date ('Segunda-feira'). A non-date text (an API that already sends the weekday name)
 * is shown as it is; empty is '--'.
 */
export function formatWeekday(value: unknown): string {
  const p = parseDate(value);
  if (p) return WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]!;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return EMPTY;
}

/** 'YYYY/MM/DD' (or with '-') for query parameters, from any date parseDate reads; null when invalid. */
export function toApiDate(value: unknown, separator: '/' | '-' = '/'): string | null {
  const p = parseDate(value);
  return p ? [pad(p.year, 4), pad(p.month), pad(p.day)].join(separator) : null;
}
