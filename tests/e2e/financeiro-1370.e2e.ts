import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { newPage, openBrowser, signIn } from './support/browser.ts';

// Aprovar titulos a pagar 01.74.1370 end to end: approve and disapprove a title through the real PUTs.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser();
  page = await newPage(browser, { width: 1400, height: 1000 });
  await signIn(page, 'ana@mirante.demo');
});
afterAll(async () => {
  await browser?.close();
});

const rows = () => page.locator('[data-panel="titulos"] .ag-row:not(.ag-row-pinned)');
const notice = () => page.locator('.ant-notification-notice').last();

describe('Aprovar titulos a pagar (01.74.1370)', () => {
  it('lists the payables due from today to today + 30 on open', async () => {
    await page.goto('/aprovar-titulos-pagar');
    await page.getByRole('heading', { name: '01.74.1370 Aprovar titulos a pagar' }).waitFor();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectAccessible(page, '1370');
  });

  it("'Aprovar' → 'Sucesso' with the server's message, the list reloads showing S and 'Desaprovar'; and back", async () => {
    await page.getByPlaceholder(/Pesquisar|Buscar/).first().fill('');
    const aprovar = page.locator('[data-panel="titulos"]').getByRole('button', { name: 'Aprovar', exact: true }).locator('visible=true');
    await aprovar.first().waitFor();
    // the row of the first enabled Aprovar button
    const enabled = page.locator('[data-panel="titulos"] .ag-row').filter({ has: page.locator('button:not([disabled])', { hasText: /^Aprovar$/ }) }).first();
    const id = (await enabled.locator('[col-id="id_titulo"]').first().innerText()).trim();
    await page.getByPlaceholder(/Pesquisar|Buscar/).first().fill(id);
    const row = () => page.locator('[data-panel="titulos"] .ag-row').filter({ has: page.locator('[col-id="id_titulo"]', { hasText: new RegExp(`^${id}$`) }) }).first();
    await row().getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect.poll(() => notice().innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*aprovado com sucesso\./);
    await expect.poll(() => row().locator('[col-id="aprovado"]').innerText(), { timeout: 20_000 }).toBe('S');
    await row().getByRole('button', { name: 'Desaprovar', exact: true }).click();
    await expect.poll(() => notice().innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*desaprovado com sucesso\./);
    await expect.poll(() => row().locator('[col-id="aprovado"]').innerText(), { timeout: 20_000 }).toBe('N');
  });

  it('a title without approval keeps its button disabled; the screen works at 390 px', async () => {
    await page.getByPlaceholder(/Pesquisar|Buscar/).first().fill('');
    // sort by 'Usa Aprovação' ascending: the titles with N come first
    await page.locator('[data-panel="titulos"] .ag-header-cell[col-id="usa_aprovacao"] .ag-header-cell-label').click();
    await expect.poll(() => rows().first().locator('[col-id="usa_aprovacao"]').innerText()).toBe('N');
    const disabled = page.locator('[data-panel="titulos"] .ag-row button[disabled]');
    await expect.poll(() => disabled.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
  });
});
