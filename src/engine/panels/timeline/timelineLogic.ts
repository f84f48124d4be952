import { formatDate, formatDateTime, formatTime, parseDate } from '../../format/index.ts';
import type { TimelineOptions } from './schema.ts';

function sortKey(value: unknown): number {
  const p = parseDate(value);
  return p ? Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) : Number.NEGATIVE_INFINITY;
}

/** The events in the order the definition asks (a stable sort: equal dates keep the API's order). */
export function orderEvents(rows: Record<string, unknown>[], options: TimelineOptions): Record<string, unknown>[] {
  const order = options.order ?? 'newestFirst';
  if (order === 'asGiven') return rows;
  const key = (r: Record<string, unknown>) => sortKey(r[options.date]) + (options.time ? timeSeconds(r[options.time]) * 1000 : 0);
  const sorted = rows.map((row, i) => ({ row, i, k: key(row) })).sort((a, b) => (a.k - b.k) || a.i - b.i);
  if (order === 'newestFirst') sorted.reverse();
  return sorted.map((s) => s.row);
}

function timeSeconds(value: unknown): number {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(String(value ?? ''));
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : 0;
}

/** '21/11/2026 14:05' (or the date alone, plus a separate time field when the API splits them). */
export function eventWhen(row: Record<string, unknown>, options: TimelineOptions): string {
  const raw = row[options.date];
  const date = options.dateFormat === 'date' || options.time ? formatDate(raw) : formatDateTime(raw);
  if (!options.time) return date;
  const t = row[options.time];
  const time = typeof t === 'string' && /^\d{1,2}:\d{2}/.test(t) ? t.slice(0, 5) : formatTime(t);
  return `${date} ${time}`;
}
