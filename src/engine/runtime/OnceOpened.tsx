import { Suspense, useRef, type ReactNode } from 'react';

/**
 * Draws `children` (a lazily imported dialog, drawer or modal) from the first time `open` is true, and keeps them
 * afterwards so the closing animation plays. Until then nothing of it is downloaded or evaluated: a screen's first
 * view pays only for the button that opens it (docs/performance.md, "2026-11-27 (night)": each antd Modal, Drawer,
 * Input, Checkbox… imported at the top of a screen is script the phone evaluates before the screen responds).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  if (!opened.current) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
