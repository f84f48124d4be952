import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { lastDays } from './support/period.ts';

// Printing a screen: header, filters and panels without the menu and the top bar; every table row
// printed (no pager, no scroll box) and tables scaled to the page width.
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1366, height: 900 });

const visible = (selector: string) => page.locator(selector).first().isVisible();

describe('print', () => {
  it('Curva ABC Clientes prints its header, filters and every row of the table, without the menu', async () => {
    await page.goto(`/curva-abc-clientes?periodo=${lastDays(120)}`);
    const rows = page.locator('[data-panel="clientes"] .ag-row:not(.ag-row-pinned)');
    await rows.first().waitFor();
    // the pager's '1 até 20 de N'
    const total = Number(await page.locator('[data-panel="clientes"] .ag-paging-row-summary-panel-number').last().innerText());
    expect(total).toBeGreaterThan(20); // more than one page on screen
    expect(await rows.count()).toBeLessThanOrEqual(20);

    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await visible('.app-header')).toBe(false);
    expect(await visible('.ant-layout-sider')).toBe(false);
    expect(await visible('h1')).toBe(true);
    expect(await page.getByPlaceholder('Data início').isVisible()).toBe(true);
    await expect.poll(() => rows.count()).toBe(total);
    // every column inside the table's box (none cut at the right edge of the page)
    const cut = await page.locator('[data-panel="clientes"] .mirante-table').evaluate((table) => {
      const right = table.getBoundingClientRect().right;
      return [...table.querySelectorAll('.ag-header-cell')].filter((c) => c.getBoundingClientRect().right > right + 1).map((c) => c.textContent);
    });
    expect(cut).toEqual([]);

    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(20);
    expect(await visible('.app-header')).toBe(true);
  });
});
