import type { ActionRef } from './schema.ts';
import type { ActionContext } from '../panels/types.ts';
import { isEmptyValue, rowMatches } from '../conditions/matches.ts';

/** True when the action's condition holds for the clicked value/row (e.g. 'positive': a zero card does not open). */
export function canRun(action: ActionRef, context: ActionContext): boolean {
  const when = action.when;
  if (!when) return true;
  if (when === 'positive') {
    const n = typeof context.value === 'number' ? context.value : Number(context.value);
    return context.value !== null && context.value !== '' && Number.isFinite(n) && n > 0;
  }
  if (when === 'nonEmpty') return !isEmptyValue(context.value);
  return rowMatches(when, context.row);
}
