import type { Page } from 'playwright-core';

/**
 * Scrolls down the whole page a window at a time, as a phone user reads a dashboard, then back to the top: tables
 * and charts are drawn when they come near the viewport (src/engine/runtime/WhenNear.tsx). At each window it waits
 * until no panel in view is still a placeholder, as a reader stops on what they reached: a panel decides whether it
 * is near only once the panels above it have their data, so a page scrolled past before its data came would leave
 * the panels below undrawn (phone-layout failed so on a loaded machine). No vitest here: the benches use it too
 * (bench/js-per-screen.ts).
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.mirante-panel-deferred')].every((placeholder) => {
          const box = placeholder.getBoundingClientRect();
          return box.bottom <= 0 || box.top >= innerHeight;
        }),
      undefined,
      { timeout: 30_000 },
    );
    const moved = await page.evaluate(() => {
      const before = scrollY;
      scrollBy(0, innerHeight);
      return scrollY !== before;
    });
    if (!moved) break;
  }
  await page.evaluate(() => scrollTo(0, 0));
}
