import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import type { Locator, Page } from 'playwright-core';
import { newPage, signIn } from './support/browser.ts';
import { lastDays } from './support/period.ts';

// Issue 28 item 8: 'Baixar CSV' and 'Baixar XLSX' on every table (an engine default), including the screens that had
// none: the ABC curves, 1370, the DRE detail drawers and the fleet reports.
const browser = useBrowser();

/** Both download buttons are in the table panel's toolbar (the panel drawn first: it may be below the fold). */
async function expectExportButtons(table: Locator) {
  await table.scrollIntoViewIfNeeded();
  await table.locator('.mirante-table-toolbar').waitFor({ timeout: 30_000 });
  for (const name of ['Baixar CSV', 'Baixar XLSX']) expect(await table.getByRole('button', { name }).count(), name).toBe(1);
}

/**
 * Opens a screen, runs its search when it has one and checks every table panel the screen draws. `waitsForFiltrar`:
 * the screen loads only on Filtrar (1429, spec 2 §4), so the button is waited for (the form is drawn after the header).
 */
async function checkScreen(page: Page, url: string, panels: string[], waitsForFiltrar = false) {
  await page.goto(url);
  await page.locator('.screen-header').waitFor();
  const filtrar = page.getByRole('button', { name: 'Filtrar' });
  if (waitsForFiltrar) await filtrar.first().waitFor();
  if (await filtrar.count()) await filtrar.first().click();
  for (const id of panels) await expectExportButtons(page.locator(`[data-panel="${id}"]`));
}

const drawer = (page: Page) => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();

describe('company 1 (ana)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, { width: 1400, height: 1000 });
    await signIn(page, 'ana@mirante.demo');
  });

  it.each([
    ['/curva-abc-clientes', ['clientes']],
    ['/curva-abc-representantes', ['representantes']],
    ['/curva-abc-produtos', ['produtos']],
    ['/aprovar-titulos-pagar', ['titulos']],
  ])('%s', async (route, panels) => {
    await checkScreen(page, `${route}?periodo=${lastDays(365)}`, panels);
  });
});

describe('company 2 (diego: fleet manager, module 2)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, { width: 1400, height: 1000 });
    await signIn(page, 'diego@mirante.demo');
  });

  it.each([
    ['/intercarg/faturamento/curva-abc-clientes', ['clientes']],
    ['/frota/media-combustiveis', ['veiculos', 'motoristas']],
    ['/frota/preco-combustiveis', ['valores', 'litros']],
    ['/frota/km-rodados', ['placas']],
    ['/frota/dashboard', ['gestores', 'placas', 'motoristas']],
  ])('%s', async (route, panels) => {
    await checkScreen(page, `${route}?periodo=${lastDays(365)}`, panels);
  });

  it("DRE Resumido's drawer '(02.74.1415) Detalhes do Grupo DRE'", async () => {
    await checkScreen(page, '/financeiro/dre', ['filiais']);
    await page.locator('[data-panel="filiais"] .ag-row:not(.ag-row-pinned) [col-id="vlr_receitas"] .mirante-table-cell-action').first().click();
    await expectExportButtons(drawer(page).locator('[data-kind="table"]'));
    await page.keyboard.press('Escape');
  });

  it("DRE por Veículos' drawer 02.74.1430 'Detalhes do Veículo'", async () => {
    await checkScreen(page, '/financeiro/dre/veiculos', ['veiculos'], true);
    await page.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned) [col-id="modelo"]').first().click();
    await expectExportButtons(drawer(page).locator('[data-kind="table"]'));
    await page.keyboard.press('Escape');
  });
});
