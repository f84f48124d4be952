import type { KeyboardEvent } from 'react';

/**
 * Enter or Space on an element with role="button" runs its action exactly once, like a real button.
 * The default is cancelled: otherwise the same key press also reaches what the action focused (a
 * modal's close button takes the Enter's click and closes the modal it just opened) or scrolls (Space).
 */
export function activateOnKey(e: KeyboardEvent, run: () => void): void {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  e.preventDefault();
  if (e.repeat) return;
  run();
}
