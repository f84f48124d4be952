import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// Width checks at 390 px are polled, never read once: grids, charts and maps lay themselves out again a moment
// after a resize or a render, and a single early read under load saw overflow that was gone a frame later.

/** The page scrolls no wider than the window (`slackPx`: sub-pixel rounding some layouts need). */
export async function expectFitsWidth(page: Page, slackPx = 0): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(slackPx);
}

/** The element's right edge stays inside the window. */
export async function expectWithinWidth(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((e) => e.getBoundingClientRect().right - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Scrolls down the whole page a window at a time, as a phone user reads a dashboard, then back to the top: tables
 * and charts are drawn when they come near the viewport (src/engine/runtime/WhenNear.tsx).
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const moved = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, innerHeight);
      return scrollY !== before;
    });
    await page.waitForTimeout(150);
    if (!moved) break;
  }
  await page.evaluate(() => scrollTo(0, 0));
}
