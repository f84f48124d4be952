/**
 * The financial dashboard's due-date periods (spec 1 §7), in ONE place:
 * - vencidos: from 20 years ago to yesterday;
 * - hoje: today;
 * - vence_sete_dias: the next 7 days starting tomorrow;
 * - vence_trinta_dias: the next 30 days starting tomorrow.
 * A single day (the cash-flow drill-down) uses that day for both bounds.
 *
 * Dates are ISO 'YYYY-MM-DD' strings (common/dates.ts). Shared by the server (dashboard cards) and the
 * portal (detail lists' bounds), so a card and its detail always use the same period.
 */
import { addDays, formatIsoDate, parseIsoDate, subtractYears } from './dates.ts';

export const PERIODOS = ['vencidos', 'hoje', 'vence_sete_dias', 'vence_trinta_dias'] as const;
export type Periodo = (typeof PERIODOS)[number];

export interface Intervalo {
  data_inicio: string;
  data_final: string;
}

/** The due-date interval (both bounds inclusive) of a dashboard period, for the business date `today`. */
export function periodo(nome: Periodo, today: string): Intervalo {
  parseIsoDate(today);
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
  return { data_inicio: formatIsoDate(parseIsoDate(date)), data_final: formatIsoDate(parseIsoDate(date)) };
}

/** All four periods at once, keyed by name. */
export function periodos(today: string): Record<Periodo, Intervalo> {
  return Object.fromEntries(PERIODOS.map((p) => [p, periodo(p, today)])) as Record<Periodo, Intervalo>;
}
