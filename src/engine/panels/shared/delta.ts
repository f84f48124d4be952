/**
 * The change between a figure and its value in the earlier period (issue 35), for cards, tiles and table delta
 * columns. Pure: what the arrow says and the tone it takes; Delta.tsx draws it with the format registry's texts.
 */
import { toNumber } from '../../format/index.ts';

/** Whether a rise is good news for the figure: revenue 'good', costs 'bad', a count 'neutral' (no colour). */
export type UpIs = 'good' | 'bad' | 'neutral';

export type Change =
  /** The earlier period has no value: before the company's first posting, or a figure the answer left empty. */
  | { kind: 'no-data' }
  /** Both values known. `percent` is null when the earlier value is zero: a change from nothing has no ratio. */
  | { kind: 'change'; direction: 'up' | 'down' | 'same'; difference: number; percent: number | null };

export function changeOf(current: unknown, previous: unknown): Change {
  const now = toNumber(current);
  const before = toNumber(previous);
  if (before === null || now === null) return { kind: 'no-data' };
  const difference = now - before;
  // cents: 0.1 + 0.2 − 0.3 is no change
  const same = Math.abs(difference) < 1e-9;
  const direction = same ? 'same' : difference > 0 ? 'up' : 'down';
  const percent = before === 0 ? null : same ? 0 : (difference / Math.abs(before)) * 100;
  return { kind: 'change', direction, difference: same ? 0 : difference, percent };
}

/** 'positive' (green), 'negative' (red) or '' for the change, by whether up is good for the figure. */
export function changeTone(change: Change, upIs: UpIs = 'neutral'): 'positive' | 'negative' | '' {
  if (change.kind !== 'change' || change.direction === 'same' || upIs === 'neutral') return '';
  const good = (change.direction === 'up') === (upIs === 'good');
  return good ? 'positive' : 'negative';
}
