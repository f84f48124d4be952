/**
 * The earlier period of a compared call (issue 35): the call's resolved parameters with only its period parameters
 * moved back, written in the format they came in (YYYY-MM-01, YYYY/MM/DD, YYYY-MM-DD, DD/MM/YYYY, YYYY-MM, YYYY).
 * Pure: the same answer for the same parameters, so the second call's SWR key is stable and shared with the main
 * call's cache (the previous month compared today is the month a user opens tomorrow).
 */
import dayjs from 'dayjs';
import type { CompareDefinition, PeriodRole } from './schema.ts';

/** What the user compares with ('Comparar com:'): the period just before, or the same period a year before. */
export type CompareShift = 'previous-period' | 'previous-year';

/** How far back the earlier period is: the same for every period parameter of the call, and for a chart's dates. */
export interface ShiftOffset {
  unit: 'day' | 'month' | 'year';
  amount: number;
}

interface ParsedValue {
  day: dayjs.Dayjs;
  write(day: dayjs.Dayjs): string;
}

/** A period value as a calendar day and a writer back to its own format; null when it is no date. */
export function parsePeriodValue(value: unknown): ParsedValue | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  let m = /^(\d{4})$/.exec(text);
  if (m) return valid(`${m[1]}-01-01`, (d) => d.format('YYYY'));
  m = /^(\d{4})([-/])(\d{2})$/.exec(text);
  if (m) {
    const sep = m[2];
    return valid(`${m[1]}-${m[3]}-01`, (d) => d.format(`YYYY[${sep}]MM`));
  }
  m = /^(\d{4})([-/])(\d{2})\2(\d{2})$/.exec(text);
  if (m) {
    const sep = m[2];
    return valid(`${m[1]}-${m[3]}-${m[4]}`, (d) => d.format(`YYYY[${sep}]MM[${sep}]DD`));
  }
  m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (m) return valid(`${m[3]}-${m[2]}-${m[1]}`, (d) => d.format('DD/MM/YYYY'));
  return null;
}

function valid(iso: string, write: (d: dayjs.Dayjs) => string): ParsedValue | null {
  const day = dayjs(iso);
  // dayjs rolls 2026-02-30 over to March: a day that does not exist is no period
  return day.isValid() && day.format('YYYY-MM-DD') === iso ? { day, write } : null;
}

function isLastDayOfMonth(d: dayjs.Dayjs): boolean {
  return d.date() === d.daysInMonth();
}

/** The parameters of each role present in the call's declaration, parsed; null when one has no date value. */
function parsedPeriod(params: Record<string, unknown>, compare: CompareDefinition): Map<string, { role: PeriodRole; value: ParsedValue }> | null {
  const out = new Map<string, { role: PeriodRole; value: ParsedValue }>();
  for (const [name, role] of Object.entries(compare.period)) {
    const value = parsePeriodValue(params[name]);
    if (!value) return null;
    out.set(name, { role, value });
  }
  return out;
}

/**
 * How far back: a year for 'previous-year'; for 'previous-period' a month (a month parameter, or a date range that
 * starts on the 1st and ends in the same month: 1–27 Nov compares with 1–27 Oct, a whole March with the whole
 * February), a year (a year parameter), else the range's length in days (10–16 Nov → 3–9 Nov).
 */
export function shiftOffset(params: Record<string, unknown>, compare: CompareDefinition, shift: CompareShift): ShiftOffset | null {
  const period = parsedPeriod(params, compare);
  if (!period) return null;
  if (shift === 'previous-year') return { unit: 'year', amount: 1 };
  const roles = [...period.values()];
  if (roles.some((p) => p.role === 'month')) return { unit: 'month', amount: 1 };
  const start = roles.find((p) => p.role === 'start')?.value.day;
  const end = roles.find((p) => p.role === 'end')?.value.day;
  if (start && end) {
    if (end.isBefore(start)) return null;
    if (start.date() === 1 && start.isSame(end, 'month')) return { unit: 'month', amount: 1 };
    return { unit: 'day', amount: end.diff(start, 'day') + 1 };
  }
  if (roles.some((p) => p.role === 'year')) return { unit: 'year', amount: 1 };
  // a lone start or end (check:screens refuses it): one day back
  return { unit: 'day', amount: 1 };
}

/** `day` moved back by `offset`; an end on its month's last day stays on the last day (28 Feb 2025 → 29 Feb 2024). */
function back(day: dayjs.Dayjs, offset: ShiftOffset, role: PeriodRole): dayjs.Dayjs {
  const moved = day.subtract(offset.amount, offset.unit);
  return role === 'end' && offset.unit !== 'day' && isLastDayOfMonth(day) ? moved.endOf('month').startOf('day') : moved;
}

/**
 * The compared call's parameters: the period parameters moved back (31 Mar as a month → 28 Feb: dayjs keeps the day
 * inside the shorter month), the others as they are. Null when a period parameter has no date yet (the second call
 * waits, as the main one does for a required parameter).
 */
export function shiftParams(params: Record<string, unknown>, compare: CompareDefinition, shift: CompareShift): Record<string, unknown> | null {
  const period = parsedPeriod(params, compare);
  const offset = shiftOffset(params, compare, shift);
  if (!period || !offset) return null;
  const out = { ...params };
  for (const [name, { role, value }] of period) out[name] = value.write(back(value.day, offset, role));
  return out;
}

/**
 * True when the earlier period (the shifted parameters) ends before `since`, the company's first posting (a year
 * 'YYYY': its 1 January; or a day): that period has no data, not zeros. Unknown (no value yet): false.
 */
export function endsBefore(shifted: Record<string, unknown>, compare: CompareDefinition, since: unknown): boolean {
  const first = parsePeriodValue(since)?.day;
  const period = parsedPeriod(shifted, compare);
  if (!first || !period) return false;
  const ends = [...period.values()].map(({ role, value }) =>
    role === 'month' ? value.day.endOf('month') : role === 'year' ? value.day.endOf('year') : value.day,
  );
  const last = ends.reduce((a, b) => (b.isAfter(a) ? b : a));
  return last.isBefore(first, 'day');
}

/**
 * A date of the earlier period's answer placed on the current period (a chart draws both on one axis): forward by
 * the offset. Null when two earlier days would land on the same current day (31 Jan compared with February): the
 * day has no counterpart and is left out rather than drawn twice.
 */
export function alignToCurrent(value: unknown, offset: ShiftOffset): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  if (!m) return null;
  const day = dayjs(`${m[1]}-${m[2]}-${m[3]}`);
  if (!day.isValid()) return null;
  const moved = day.add(offset.amount, offset.unit);
  if (!moved.subtract(offset.amount, offset.unit).isSame(day, 'day')) return null;
  return moved.format('YYYY-MM-DD') + String(value).slice(10);
}
