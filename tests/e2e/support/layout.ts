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
