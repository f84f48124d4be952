import { addDays } from '../../common/dates.ts';

/** The first day of the month from which a run keeps the calendar's date (see runDate). */
export const FIRST_DAY_KEPT = 15;

/**
 * The business date an e2e run pins (globalSetup), from the calendar's `today` 'YYYY-MM-DD': today itself from the
 * 15th on, otherwise the last day of the month before. Many screens open on "this month" (1331, 1418, 1475, 1519…)
 * and their tests read rows of it; on the small scale the tests seed, the first days of a month hold a handful of
 * events or none (a run on 2026-12-01 failed 25 tests that pass on the 28th). A run in a month's first half is a run
 * at the end of the month before: a whole month of data, still within two weeks of the real clock (sessions, tokens
 * and audit times keep the real one). The portal follows the server's date (/config.js), so both sides agree.
 * docs/data-model.md, "Demo scenarios".
 */
export function runDate(today: string): string {
  const day = Number(today.slice(8, 10));
  return day >= FIRST_DAY_KEPT ? today : addDays(`${today.slice(0, 8)}01`, -1);
}
