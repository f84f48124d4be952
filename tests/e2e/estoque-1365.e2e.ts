import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoQuotationLinks } from '../../server/src/seed/quotationLinks.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage, openBrowser } from './support/browser.ts';

// Digitação de preços de orçamento de compra 01.75.1365: the public page by token, no sign-in (real server, Chromium).
let browser: Browser;
let page: Page;
const links = demoQuotationLinks();
beforeAll(async () => {
  browser = await openBrowser();
  page = await newPage(browser, { width: 1366, height: 900 });
});
afterAll(async () => {
  await browser?.close();
});

const field = (item: string, name: string) => page.locator(`tr[data-item="${item}"] input[data-field="${name}"]`);
const cell = (item: string, name: string) => page.locator(`tr[data-item="${item}"] [data-total="${name}"]`);
const footer = (name: string) => page.locator(`tr[data-footer="totais"] [data-total="${name}"]`);
const brl = (v: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v).replace(/\u00a0/g, ' ');
const text = async (l: ReturnType<typeof cell>) => (await l.innerText()).replace(/\u00a0/g, ' ').trim();

describe('Digitação de preços de orçamento de compra (01.75.1365)', () => {
  it('shows the header and items of an open quotation, without signing in', async () => {
    await page.goto(links.aberto);
    await page.getByRole('heading', { name: '01.75.1365 Digitação de preços de orçamento de compra' }).waitFor({ timeout: 30_000 });
    await page.locator('tr[data-item]').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.ant-descriptions').innerText()).toMatch(/Mirante Alimentos Ltda[\s\S]*1000[\s\S]*Aberto/);
    await expectAccessible(page, '1365 aberto');
  });

  it('typing prices recomputes the item and the footer with the spec\'s formulas; letters are dropped', async () => {
    const item = (await page.locator('tr[data-item]').first().getAttribute('data-item'))!;
    const qtd = Number((await page.locator(`tr[data-item="${item}"] td`).nth(3).innerText()).replace(/\./g, '').replace(',', '.'));
    await field(item, 'vlr_unit').fill('');
    await field(item, 'vlr_unit').pressSequentially('12a.5');
    expect(await field(item, 'vlr_unit').inputValue()).toBe('12.5');
    await field(item, 'vlr_frete').fill('15');
    await field(item, 'vlr_st').fill('4');
    await field(item, 'perc_ipi').fill('10');
    await field(item, 'vlr_desconto').fill('5');
    const produtos = Math.round((qtd * 12.5 + 15) * 100) / 100;
    const ipi = Math.round((produtos - 15) * 0.1 * 100) / 100;
    const total = Math.round((produtos + 4 + ipi - 5) * 100) / 100;
    await expect.poll(() => text(cell(item, 'vlr_produtos'))).toBe(brl(produtos));
    await expect.poll(() => text(cell(item, 'vlr_total_do_ipi'))).toBe(brl(ipi));
    await expect.poll(() => text(cell(item, 'vlr_total'))).toBe(brl(total));
    // the footer adds every item's total
    const totals = await page.locator('tbody [data-total="vlr_total"]').allInnerTexts();
    const sum = totals.map((t) => Number(t.replace(/[^\d,-]/g, '').replace(',', '.'))).reduce((a, b) => a + b, 0);
    await expect.poll(() => text(footer('vlr_total'))).toBe(brl(Math.round(sum * 100) / 100));
    // the discount's blur saves at once
    await field(item, 'vlr_desconto').blur();
    await expect.poll(() => page.locator('[data-save-state]').getAttribute('data-save-state'), { timeout: 20_000 }).toBe('saved');
    await page.getByRole('textbox', { name: /Condição de Pagamento/ }).or(page.locator('.orcamento-compra__cond textarea')).first().fill('30/60 dias');
    await expect.poll(() => page.locator('[data-save-state]').getAttribute('data-save-state'), { timeout: 20_000 }).toBe('saved');
  });

  it('the automatic saves persisted: a reload shows the typed values', async () => {
    await page.waitForTimeout(1500); // the payment condition's autosave (800 ms) has gone
    await page.reload();
    const item = (await page.locator('tr[data-item]').first().getAttribute('data-item'))!;
    await expect.poll(() => field(item, 'vlr_unit').inputValue(), { timeout: 30_000 }).toBe('12.5');
    expect(await field(item, 'perc_ipi').inputValue()).toBe('10');
    expect(await page.locator('.orcamento-compra__cond textarea').inputValue()).toBe('30/60 dias');
  });

  it('Finalizar → Sucesso / Itens salvos com sucesso., then every field and Finalizar are disabled', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, '1365 390 px');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    const dialog = page.locator('.ant-modal-confirm').last();
    await expect.poll(() => dialog.innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*Itens salvos com sucesso\./);
    await dialog.getByRole('button').last().click();
    await expect.poll(() => page.getByRole('button', { name: 'Finalizar' }).isDisabled()).toBe(true);
    expect(await page.locator('tr[data-item] input:not([disabled])').count()).toBe(0);
    expect(await page.locator('.orcamento-compra__cond textarea').isDisabled()).toBe(true);
    await page.reload();
    await page.locator('tr[data-item]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.ant-descriptions').innerText()).toContain('Respondido');
    expect(await page.getByRole('button', { name: 'Finalizar' }).isDisabled()).toBe(true);
  });

  it('a finished quotation is read-only; an unknown token shows the error banner', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(links.finalizado);
    await page.locator('tr[data-item]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('tr[data-item] input:not([disabled])').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Finalizar' }).isDisabled()).toBe(true);
    await page.goto('/orcamento_compras/informar_precos/1000');
    await expect.poll(() => page.locator('.ant-alert').innerText(), { timeout: 30_000 }).toContain('Orçamento não encontrado: verifique o link recebido.');
    expect(await page.locator('tr[data-item]').count()).toBe(0);
    await expectAccessible(page, '1365 token inválido');
  });
});
