import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { newPage, openBrowser, signIn } from './support/browser.ts';

// Aprovação de ordens de compras 01.75.1367 end to end (real server, Chromium): approve from the table at 1366 px,
// the 01.77.1368 modal, approve from a card at 390 px after opening its Detalhes. Company 1 (ana).
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser();
  page = await newPage(browser, { width: 1366, height: 900 });
  await signIn(page, 'ana@mirante.demo');
});
afterAll(async () => {
  await browser?.close();
});

/** One cell per order row (the grid splits a row over its pinned and centre containers). */
const rows = () => page.locator('[data-panel="ordens"] .ag-row .ag-cell[col-id="nro_oc"]');
const notice = () => page.locator('.ant-notification-notice').last();
/** The number of an order whose Aprovar is enabled (usa_aprovacao S), read from the table's pinned column. */
const approvableRow = () => page.locator('[data-panel="ordens"] .ag-row').filter({ has: page.locator('button:not([disabled])', { hasText: /^Aprovar$/ }) }).first();

describe('Aprovação de ordens de compras (01.75.1367)', () => {
  it('lists the open orders on open, with the spec\'s columns; a usa_aprovacao N order keeps Aprovar disabled', async () => {
    await page.goto('/aprovacao-ordens-compras');
    await page.getByRole('heading', { name: '01.75.1367 Aprovação de ordens de compras' }).waitFor();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(1);
    for (const header of ['Número Pedido', 'Data Emissão', 'Código Fornecedor', 'Nome Fornecedor', 'Valor Produtos', 'Valor Serviços', 'Valor IPI', 'Valor Frete', 'Valor ICMS ST', 'Valor Descontos', 'Valor Total', 'Ação']) {
      await page.locator('[data-panel="ordens"] .ag-header-cell-text', { hasText: new RegExp(`^${header}$`) }).first().waitFor({ state: 'attached' });
    }
    await expect.poll(() => page.locator('[data-panel="ordens"] button[disabled]', { hasText: /^Aprovar$/ }).count()).toBeGreaterThan(0);
    await expectAccessible(page, '1367 tabela');
  });

  it('Número Pedido opens 01.77.1368 Pedido de compra with its items', async () => {
    const first = rows().first();
    const nro = (await first.innerText()).trim();
    await first.getByText(nro, { exact: true }).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('01.77.1368 Pedido de compra');
    await expect.poll(() => modal.locator('.ant-descriptions').innerText(), { timeout: 20_000 }).toContain(nro);
    await expect.poll(() => modal.locator('.ag-row .ag-cell[col-id="descricao_produto"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectAccessible(page, '1368 modal');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it("Aprovar in the table → 'Sucesso' / 'Sucesso seu título foi aprovado', the list reloads without the order", async () => {
    const before = await rows().count();
    const rowIndex = await approvableRow().getAttribute('row-index');
    const nro = (await page.locator(`[data-panel="ordens"] .ag-row[row-index="${rowIndex}"] .ag-cell[col-id="nro_oc"]`).innerText()).trim();
    await approvableRow().getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect.poll(() => notice().innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*Sucesso seu título foi aprovado/);
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(before - 1);
    await expect.poll(() => page.locator('[data-panel="ordens"] .ag-cell[col-id="nro_oc"]', { hasText: new RegExp(`^${nro}$`) }).count()).toBe(0);
  });

  it('at 390 px: cards; Detalhes shows the items (Produto, Qtd., UN., Total); Aprovar from the card', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.locator('[data-panel="ordens"] .mirante-table-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const card = cards.filter({ has: page.locator('button:not([disabled])', { hasText: /^Aprovar$/ }) }).first();
    const title = await card.getAttribute('data-row-card');
    await card.getByRole('button', { name: 'Detalhes' }).click();
    const detail = card.locator('[data-card-detail]');
    await detail.waitFor();
    for (const label of ['Produto:', 'Qtd.:', 'UN.:', 'Total:']) await expect.poll(() => detail.innerText()).toContain(label);
    await page.mouse.move(0, 0); // axe reads the hovered button's colours otherwise
    await expectAccessible(page, '1367 cartões 390 px');
    const before = await cards.count();
    await card.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect.poll(() => notice().innerText(), { timeout: 20_000 }).toMatch(/Sucesso seu título foi aprovado/);
    await expect.poll(() => page.locator(`[data-panel="ordens"] [data-row-card="${title}"]`).count(), { timeout: 20_000 }).toBe(0);
    expect(await cards.count()).toBe(before - 1);
  });
});
