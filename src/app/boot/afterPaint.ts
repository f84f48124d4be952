import { useEffect, useState } from 'react';

/**
 * Calls `callback` once the current frame has been painted (two animation frames, then a task): what must not compete
 * with a first paint — a chunk's evaluation, a heavy render — starts after it. A hidden tab paints no frames: at once.
 * Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = 0;
  let timer = 0;
  if (typeof document === 'undefined' || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    timer = window.setTimeout(callback, 0);
  } else {
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (timer = window.setTimeout(callback, 0)))));
  }
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until what the component draws while `shown` has been painted, then true for good; `key` names a once-per-page
 * wait (the page's first paint, a screen's first heading): after it has passed once the answer is true at once.
 */
export function useAfterPaint(key: string, shown = true): boolean {
  const [ready, setReady] = useState(() => passed.has(key));
  useEffect(() => {
    if (ready || !shown) return;
    return afterNextPaint(() => {
      passed.add(key);
      setReady(true);
    });
  }, [key, ready, shown]);
  return ready;
}

const passed = new Set<string>();
