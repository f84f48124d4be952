/**
 * Calendar dates as ISO 'YYYY-MM-DD' strings, shared by the portal and the server (no DOM, no Node).
 * Arithmetic is done on UTC calendar days, so results never depend on the machine's time zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' as a UTC Date; throws on anything else (2026-02-30 included). */
export function parseIsoDate(date: string): Date {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`data inválida: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) {
    throw new Error(`data inválida: ${date}`);
  }
  return d;
}

/** A UTC Date as 'YYYY-MM-DD'. */
export function formatIsoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** True when `date` is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(date: string): boolean {
  try {
    parseIsoDate(date);
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY/MM/DD' or 'YYYY-MM-DD' → 'YYYY-MM-DD' when it is a real day, else null. */
export function apiDateToIso(value: string): string | null {
  const iso = value.replaceAll('/', '-');
  return isIsoDate(iso) ? iso : null;
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = parseIsoDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return formatIsoDate(d);
}

/** `date` plus `months` calendar months; a day the target month lacks falls back to its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const d = parseIsoDate(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return formatIsoDate(target);
}

/** `date` minus `years` years; 29 February falls back to 28 February when the target year is not a leap year. */
export function subtractYears(date: string, years: number): string {
  const d = parseIsoDate(date);
  const year = d.getUTCFullYear() - years;
  const month = d.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatIsoDate(new Date(Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay))));
}

/**
 * The business time zone: the portal's companies keep Brasília time. The server's day follows it whatever zone the
 * machine runs in — a server in UTC turned to the next day at 21:00 in São Paulo, so periods ending "today" asked
 * for tomorrow (MIRANTE_TIMEZONE changes it, README).
 */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** `date`'s calendar date in `timeZone` as 'YYYY-MM-DD': the default business date of the server and of the seed CLI. */
export function businessDate(date = new Date(), timeZone = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Whether `timeZone` is an IANA zone this runtime knows ('America/Manaus'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}
