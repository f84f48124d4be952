import { PREFERENCE_PREFIX } from '../../session/storage.ts';

/** Side menu width limits (spec 1 §2.5, §9). */
export const MENU_MIN_WIDTH = 200;
export const MENU_MAX_WIDTH = 300;
export const MENU_DEFAULT_WIDTH = 240;
/** A preference, so sign-out keeps it. */
export const MENU_WIDTH_KEY = `${PREFERENCE_PREFIX}menuWidth`;

export function clampMenuWidth(width: number): number {
  if (!Number.isFinite(width)) return MENU_DEFAULT_WIDTH;
  return Math.round(Math.min(MENU_MAX_WIDTH, Math.max(MENU_MIN_WIDTH, width)));
}

export function readMenuWidth(): number {
  try {
    const raw = window.localStorage.getItem(MENU_WIDTH_KEY);
    return raw ? clampMenuWidth(Number(raw)) : MENU_DEFAULT_WIDTH;
  } catch {
    return MENU_DEFAULT_WIDTH;
  }
}

export function saveMenuWidth(width: number): void {
  try {
    window.localStorage.setItem(MENU_WIDTH_KEY, String(clampMenuWidth(width)));
  } catch {
    // storage disabled: the width just is not remembered
  }
}
