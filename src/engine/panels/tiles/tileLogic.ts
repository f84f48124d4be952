/** Pure helpers of the tiles kind (tested in node): colour bands, the hh:mm:ss timer, the client filter. */
import type { TileBandOptions, TilesOptions } from './schema.ts';
import { sameValue } from '../../conditions/matches.ts';

/** The first band that holds for the value: `equals`, then `upTo` (value ≤ upTo), then a catch-all band. */
export function bandFor(bands: TileBandOptions[], value: unknown): TileBandOptions | undefined {
  const n = typeof value === 'number' ? value : value === null || value === '' || value === undefined ? NaN : Number(value);
  return bands.find((band) => {
    if (band.equals !== undefined) return sameValue(band.equals, value);
    if (band.upTo !== undefined) return Number.isFinite(n) && n <= band.upTo;
    return true;
  });
}

/** Seconds as hh:mm:ss; hours keep growing past 24 (125:03:09). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * The timer's text `elapsed` seconds after the data arrived: the row's seconds plus the elapsed time,
 * or the negative text when the row's seconds are negative (a resource that was never free).
 */
export function timerText(rowSeconds: unknown, elapsed: number, negativeText: string): string {
  const n = typeof rowSeconds === 'number' ? rowSeconds : Number(rowSeconds);
  if (rowSeconds === null || rowSeconds === undefined || rowSeconds === '' || !Number.isFinite(n)) return '--';
  if (n < 0) return negativeText;
  return formatClock(n + elapsed);
}

/** The rows the client filter leaves: a filter value naming a band keeps that band's rows, any other keeps all. */
export function filterRows(rows: Record<string, unknown>[], options: TilesOptions, filterValue: unknown): Record<string, unknown>[] {
  const tone = options.tone;
  if (!tone || filterValue === undefined || filterValue === null || filterValue === '') return rows;
  const band = tone.bands.find((b) => b.value !== undefined && b.value === String(filterValue));
  if (!band) return rows;
  return rows.filter((row) => bandFor(tone.bands, row[tone.field]) === band);
}
