import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// Waits on what the page did, instead of a fixed sleep, for the tests that prove something does NOT happen: a
// cancelled confirmation sends no request, a key press that opens a dialog does not also close it, a screen that
// waits for Filtrar asks nothing on open. A sleep there either wastes time or, on a loaded machine, is too short.

/**
 * Resolves once every request the page issued before this call has been reported to the test (`page.on('request')`):
 * the page fetches a marker URL and this waits for that request's event; the browser reports a page's requests in the
 * order it issued them, so a request the last click sent would have been reported first.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/api/health?marcador=${Date.now()}${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => void fetch(url, { cache: 'no-store' }).catch(() => undefined), marker),
  ]);
}

/**
 * Resolves when the page's finite animations and transitions have ended (antd's open and close motions, a button's
 * wave, Leaflet's zoom) and the frame after them is drawn: a dialog that a key press also closed is gone by then.
 * Endless ones (a spinner) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Resolves once the keyboard focus is inside `dialog`. An antd dialog takes the focus when it has opened and handles
 * Escape only from inside: a key pressed before that goes to the page behind and is lost (shell-session's Escape was,
 * once, with three test files running at once on 2 cores). A user's key comes long after.
 */
export async function focusInside(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}
