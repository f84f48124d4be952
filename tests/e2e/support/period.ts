import { inject } from 'vitest';
import { addDays } from '../../../common/dates.ts';

/**
 * The business date of the whole e2e run, 'YYYY-MM-DD'. globalSetup pins it once (MIRANTE_TODAY for the server,
 * provided to the tests), so a run that crosses midnight in São Paulo keeps one day: the demo data, the server's
 * "today" and what the tests expect. Before, a CI run that started at 23:47 there saw "today's" orders vanish at
 * 00:00 (1332) and a cheque of the next day counted as due today (1325). In a month's first half it is the month
 * before's last day (tests/setup/e2eRunDate.ts).
 */
export function today(): string {
  return inject('today');
}

/** A dateRange filter value for a link: the last `days` days through today, e.g. '2026-09-24..2026-11-23'. */
export function lastDays(days: number): string {
  return `${addDays(today(), -days)}..${today()}`;
}

/** An ISO date as the portal's inputs show it: '2026-11-24' → '24/11/2026'. */
export function brDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The run's business year and month (1–12). */
export function todayMonth(): { year: number; month: number } {
  const [y, m] = today().split('-').map(Number);
  return { year: y!, month: m! };
}
