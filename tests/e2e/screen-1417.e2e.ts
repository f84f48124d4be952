import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectWithinWidth } from './support/layout.ts';
import { lastDays } from './support/period.ts';

// Curva ABC Clientes, module 2 (02.76.1417) end to end: diego works only in the module-2 company 2.
const { page, rows: panelRows } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });

const menu = () => page.getByRole('menu', { name: 'Menu principal' });
const rows = () => panelRows('clientes');

describe('Curva ABC Clientes, module 2 (02.76.1417)', () => {
  it('the menu item Curva ABC Clientes opens 1417 in place of 1326', async () => {
    await menu().getByRole('menuitem', { name: 'Faturamento', exact: true }).click();
    const item = menu().getByRole('menuitem', { name: 'Curva ABC Clientes', exact: true });
    await item.waitFor();
    expect(await item.locator('a').getAttribute('href')).toBe('/intercarg/faturamento/curva-abc-clientes');
    await item.click();
    await page.waitForURL('**/intercarg/faturamento/curva-abc-clientes');
    await page.getByRole('heading', { name: '02.76.1417 Curva ABC Clientes' }).waitFor();
  });

  it('lists the freight payers of a period, 20 a page, classes coloured', async () => {
    await page.goto(`/intercarg/faturamento/curva-abc-clientes?periodo=${lastDays(365)}`);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(2);
    expect(await rows().count()).toBeLessThanOrEqual(20);
    for (const header of ['ID Cliente', 'Nome Cliente', 'Valor Total Vendas', '% Vendas', 'Classe', 'Ordem']) {
      await page.locator('[data-panel="clientes"] .ag-header-cell-text', { hasText: new RegExp(`^${header.replace('%', '\\%')}$`) }).first().waitFor();
    }
    const tag = page.locator('[data-panel="clientes"] .ag-row[row-index="0"] [col-id="classe"] .ant-tag');
    expect((await tag.innerText()).trim()).toBe('A');
    expect(await tag.getAttribute('class')).toContain('ant-tag-green');
    await expectAccessible(page, '1417 a 1400 px');
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(2);
    // the screen's own content fits, and so does the shell header with this company's long trade name ('Sair' reachable)
    await expectWithinWidth(page.locator('[data-panel="clientes"]'));
    await expectWithinWidth(page.getByRole('button', { name: 'Sair' }));
    await expectAccessible(page, '1417 a 390 px');
  });
});
