import { isIsoDate } from '../../common/dates.ts';

/**
 * The business date the server hands over in /config.js (MIRANTE_TODAY or the server's date), when present.
 * The engine's periods and default filters use it, so a card (computed by the server) and its detail list
 * (bounds computed here) are about the same day. It is read once per page load: a reload after midnight
 * picks up the new day.
 */
export function serverToday(): string | undefined {
  const today = typeof window !== 'undefined' ? window.__MIRANTE__?.today : undefined;
  return typeof today === 'string' && isIsoDate(today) ? today : undefined;
}
