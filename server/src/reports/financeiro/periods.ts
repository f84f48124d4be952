/**
 * The financial dashboard's due-date periods (spec 1 §7), in ONE place:
 * - vencidos: from 20 years ago to yesterday;
 * - hoje: today;
 * - vence_sete_dias: the next 7 days starting tomorrow;
 * - vence_trinta_dias: the next 30 days starting tomorrow.
 * A single day (the cash-flow drill-down) uses that day for both bounds.
 *
 * Dates are ISO 'YYYY-MM-DD' strings and all arithmetic is done on UTC calendar days,
 * so the result never depends on the machine's time zone.
 */
export const PERIODOS = ['vencidos', 'hoje', 'vence_sete_dias', 'vence_trinta_dias'] as const;
export type Periodo = (typeof PERIODOS)[number];

export interface Intervalo {
  data_inicio: string;
  data_final: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIso(date: string): Date {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`data inválida: ${date}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) {
    throw new Error(`data inválida: ${date}`);
  }
  return d;
}

function formatIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = parseIso(date);
  d.setUTCDate(d.getUTCDate() + days);
  return formatIso(d);
}

/** `date` minus `years` years; 29 February falls back to 28 February when the target year is not a leap year. */
export function subtractYears(date: string, years: number): string {
  const d = parseIso(date);
  const year = d.getUTCFullYear() - years;
  const month = d.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatIso(new Date(Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay))));
}

/** The due-date interval (both bounds inclusive) of a dashboard period, for the business date `today`. */
export function periodo(nome: Periodo, today: string): Intervalo {
  parseIso(today);
  switch (nome) {
    case 'vencidos':
      return { data_inicio: subtractYears(today, 20), data_final: addDays(today, -1) };
    case 'hoje':
      return dia(today);
    case 'vence_sete_dias':
      return { data_inicio: addDays(today, 1), data_final: addDays(today, 7) };
    case 'vence_trinta_dias':
      return { data_inicio: addDays(today, 1), data_final: addDays(today, 30) };
  }
}

/** Single-day detail: that day for both bounds. */
export function dia(date: string): Intervalo {
  return { data_inicio: formatIso(parseIso(date)), data_final: formatIso(parseIso(date)) };
}

/** All four periods at once, keyed by name. */
export function periodos(today: string): Record<Periodo, Intervalo> {
  return Object.fromEntries(PERIODOS.map((p) => [p, periodo(p, today)])) as Record<Periodo, Intervalo>;
}

/** True when `date` is a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(date: string): boolean {
  try {
    parseIso(date);
    return true;
  } catch {
    return false;
  }
}
