import type { Page } from 'playwright-core';

/**
 * Scrolls down the whole page a window at a time, as a phone user reads a dashboard, then back to the top: tables
 * and charts are drawn when they come near the viewport (src/engine/runtime/WhenNear.tsx). No vitest here: the
 * benches use it too (bench/js-per-screen.ts).
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
