import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { requestsReported } from './support/settle.ts';

// Aprovação de ordens de compras 01.75.1367 end to end (real server, Chromium): 'Pendentes de aprovação' by default,
// approve from the table at 1366 px after a confirmation naming the order and its total, the 01.77.1368 modal,
// approve from a card at 390 px after opening its Detalhes. Every message names an 'ordem de compra', never a título.
// Company 1 (ana).
const { page } = screenPage({
  user: 'ana@mirante.demo',
  width: 1366,
  height: 900,
  setup: (page) => {
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
  },
});

/** One cell per order row (the grid splits a row over its pinned and centre containers). */
const rows = () => page.locator('[data-panel="ordens"] .ag-row .ag-cell[col-id="nro_oc"]');
const notice = () => page.locator('.ant-notification-notice').last();
const confirmDialog = () => page.locator('.ant-modal-confirm').last();
/** The PUTs the page sent (a cancelled confirmation must send none). */
const puts: string[] = [];
/** The number of an order whose Aprovar is enabled (usa_aprovacao S), read from the table's pinned column. */
const approvableRow = () => page.locator('[data-panel="ordens"] .ag-row').filter({ has: page.locator('button:not([disabled])', { hasText: /^Aprovar$/ }) }).first();

describe('Aprovação de ordens de compras (01.75.1367)', () => {
  it("opens on 'Pendentes de aprovação' (every Aprovar enabled); 'Todas' lists every open order with the spec's columns, a usa_aprovacao N order keeps Aprovar disabled", async () => {
    await page.goto('/aprovacao-ordens-compras');
    await page.getByRole('heading', { name: '01.75.1367 Aprovação de ordens de compras' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pendentes de aprovação' }).isChecked()).toBe(true);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const pending = await rows().count();
    expect(await page.locator('[data-panel="ordens"] button[disabled]', { hasText: /^Aprovar$/ }).count()).toBe(0);
    await page.locator('.ant-radio-button-wrapper', { hasText: /^Todas$/ }).click();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(pending);
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

  it("Aprovar in the table asks 'Aprovar a ordem de compra N?' with its total; 'Não' sends nothing; 'Sim' → 'Ordem de compra N aprovada com sucesso.', the list reloads without the order", async () => {
    await page.locator('.ant-radio-button-wrapper', { hasText: /^Pendentes de aprovação$/ }).click();
    await expect.poll(() => page.locator('[data-panel="ordens"] button[disabled]', { hasText: /^Aprovar$/ }).count(), { timeout: 20_000 }).toBe(0);
    const before = await rows().count();
    const rowIndex = await approvableRow().getAttribute('row-index');
    const row = page.locator(`[data-panel="ordens"] .ag-row[row-index="${rowIndex}"]`);
    const nro = (await row.locator('.ag-cell[col-id="nro_oc"]').innerText()).trim();
    const total = (await row.locator('.ag-cell[col-id="valor_total"]').innerText()).trim();
    await approvableRow().getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect.poll(() => confirmDialog().innerText()).toContain(`Aprovar a ordem de compra ${nro}?`);
    expect(await confirmDialog().getByTestId('confirm-fields').innerText()).toContain(`Valor Total: ${total}`);
    expect(await confirmDialog().innerText()).not.toMatch(/título/i);
    await confirmDialog().getByRole('button', { name: 'Não' }).click();
    await confirmDialog().waitFor({ state: 'hidden' });
    await requestsReported(page); // a PUT the click sent would be in puts by now
    expect(puts).toEqual([]);
    await approvableRow().getByRole('button', { name: 'Aprovar', exact: true }).click();
    await confirmDialog().getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => notice().innerText(), { timeout: 20_000 }).toMatch(new RegExp(`Sucesso[\\s\\S]*Ordem de compra ${nro} aprovada com sucesso\\.`));
    expect(await notice().innerText()).not.toMatch(/título/i);
    expect(puts).toHaveLength(1);
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
    // the card's title is 'Pedido N': the confirmation and the message name that order (the table's approval just
    // before left a message of its own, maybe still shown)
    const nro = title!.replace(/^Pedido /, '');
    await expect.poll(() => confirmDialog().innerText()).toContain(`Aprovar a ordem de compra ${nro}?`);
    await confirmDialog().getByRole('button', { name: 'Sim' }).click();
    await expect.poll(() => page.locator('.ant-notification-notice', { hasText: `Ordem de compra ${nro} aprovada com sucesso.` }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.locator(`[data-panel="ordens"] [data-row-card="${title}"]`).count(), { timeout: 20_000 }).toBe(0);
    expect(await cards.count()).toBe(before - 1);
  });
});
