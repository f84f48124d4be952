import type { Page } from 'puppeteer-core';

/**
 * Opens a screen and returns once it has drawn and gone quiet (long-tasks, main-thread). A quiet network alone was
 * not enough: on a busy machine it went quiet while the boot shell's scripts still ran, and 2 of 3 loads were traced
 * before 1325 had drawn (2026-11-25). Then `settleMs` for what the drawing scheduled.
 */
export async function loadScreen(page: Page, url: string, settleMs: number): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('.mirante-screen', { timeout: 60_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
  await new Promise((done) => setTimeout(done, settleMs));
}
