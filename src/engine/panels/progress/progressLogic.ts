import { toNumber } from '../../format/index.ts';
import { BELOW_COLOR, MINIMUM_DRAWN_PERCENT, SUCCESS_COLOR } from './defaults.ts';

/** What one indicator draws: the arc (0 → a tiny minimum, capped at 100) and its colour; the text keeps the real value. */
export function progressArc(value: unknown, successAt = 100): { drawn: number; color: string; percent: number | null } {
  const percent = toNumber(value);
  if (percent === null) return { drawn: 0, color: BELOW_COLOR, percent: null };
  const drawn = percent <= 0 ? MINIMUM_DRAWN_PERCENT : Math.min(100, percent);
  return { drawn, color: percent >= successAt ? SUCCESS_COLOR : BELOW_COLOR, percent };
}
