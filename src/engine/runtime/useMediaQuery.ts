import { useCallback, useSyncExternalStore } from 'react';

/** The system setting 'reduce motion' (Windows, macOS, Android, iOS: 'Reduzir movimento'). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the page matches a CSS media query now (false without a window or matchMedia: jsdom, the build). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);
}

/** A CSS media query as React state: re-renders when the answer changes (a rotation, a changed system setting). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchesMedia(query), () => false);
}
