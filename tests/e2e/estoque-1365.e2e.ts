import { describe, expect, it } from 'vitest';
import { demoQuotationLinks } from '../../server/src/seed/quotationLinks.ts';
import { expectAccessible } from './support/axe.ts';
import { screenPage } from './support/screenPage.ts';

// Digitação de preços de orçamento de compra 01.75.1365: the public page by token, no sign-in (real server, Chromium).
const { page } = screenPage({ width: 1366, height: 900 });
const links = demoQuotationLinks();

const field = (item: string, name: string) => page.locator(`tr[data-item="${item}"] input[data-field="${name}"]`);
const cell = (item: string, name: string) => page.locator(`tr[data-item="${item}"] [data-total="${name}"]`);
const footer = (name: string) => page.locator(`tr[data-footer="totais"] [data-total="${name}"]`);
const brl = (v: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v).replace(/\u00a0/g, ' ');
const text = async (l: ReturnType<typeof cell>) => (await l.innerText()).replace(/\u00a0/g, ' ').trim();
const items = async () => (await page.locator('tbody tr[data-item]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item')!)));
const saveState = () => page.locator('[data-save-state]').getAttribute('data-save-state');
/** What the server has stored, read through the public API of the same token. */
const stored = async () => {
  const token = links.aberto.split('/').pop();
  const r = await page.request.get(`/api/estoque/orcamento-compra/informar-precos/${token}`);
  return (await r.json()).response as { cond_pagto: string | null; itens: { nro_item: number; vlr_unit: number; perc_ipi: number }[] };
};
const storedItens = async () => (await stored()).itens;

describe('Digitação de preços de orçamento de compra (01.75.1365)', () => {
  it('shows the header and items of an open quotation, without signing in', async () => {
    await page.goto(links.aberto);
    await page.getByRole('heading', { name: '01.75.1365 Digitação de preços de orçamento de compra' }).waitFor({ timeout: 30_000 });
    await page.locator('tr[data-item]').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.ant-descriptions').innerText()).toMatch(/Mirante Alimentos Ltda[\s\S]*1000[\s\S]*Aberto/);
    await expectAccessible(page, '1365 aberto');
  });

  it('typing prices recomputes the item and the footer with the spec\'s formulas; a pt-BR comma is the decimal, letters are dropped', async () => {
    const item = (await page.locator('tr[data-item]').first().getAttribute('data-item'))!;
    const qtd = Number((await page.locator(`tr[data-item="${item}"] td`).nth(3).innerText()).replace(/\./g, '').replace(',', '.'));
    await field(item, 'vlr_unit').fill('');
    await field(item, 'vlr_unit').pressSequentially('12a,5');
    expect(await field(item, 'vlr_unit').inputValue()).toBe('12,5');
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
    // leaving a field shows its number as pt-BR
    await expect.poll(() => field(item, 'vlr_unit').inputValue()).toBe('12,50');
    // the discount's blur saves at once, and every save shows the spec's success dialog (non-modal: typing goes on)
    await field(item, 'vlr_desconto').blur();
    await expect.poll(saveState, { timeout: 20_000 }).toBe('saved');
    await expect.poll(() => page.locator('[data-save-dialog="success"]').innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*Itens salvos com sucesso\.[\s\S]*Salvo às/);
    expect((await storedItens()).find((i) => String(i.nro_item) === item)?.vlr_unit).toBe(12.5); // not 125, not 1250
    await page.getByRole('textbox', { name: /Condição de Pagamento/ }).or(page.locator('.orcamento-compra__cond textarea')).first().fill('30/60 dias');
    await expect.poll(() => page.locator('[data-save-state]').getAttribute('data-save-state'), { timeout: 20_000 }).toBe('saved');
  });

  it('the automatic saves persisted: a reload shows the typed values', async () => {
    // the payment condition's autosave (800 ms after typing) has reached the server
    await expect.poll(async () => (await stored()).cond_pagto, { timeout: 20_000 }).toBe('30/60 dias');
    await page.reload();
    const item = (await page.locator('tr[data-item]').first().getAttribute('data-item'))!;
    await expect.poll(() => field(item, 'vlr_unit').inputValue(), { timeout: 30_000 }).toBe('12,50');
    expect(await field(item, 'perc_ipi').inputValue()).toBe('10,00');
    expect(await page.locator('.orcamento-compra__cond textarea').inputValue()).toBe('30/60 dias');
  });

  it('one field that is not a number holds back its own item only, and the page says which', async () => {
    const [, second, third] = await items();
    await field(second, 'vlr_unit').fill('1.234'); // 1234 in pt-BR, 1.234 by the spec's rule: refused, not guessed
    await field(third, 'vlr_unit').fill('7,25');
    await expect.poll(() => page.locator('[data-problems]').innerText(), { timeout: 20_000 }).toContain(`Item ${second}, Valor Unitário: Valor ambíguo`);
    await expect.poll(async () => (await storedItens()).find((i) => String(i.nro_item) === third)?.vlr_unit, { timeout: 20_000 }).toBe(7.25);
    await field(second, 'vlr_unit').fill('1.234,00');
    await expect.poll(async () => (await storedItens()).find((i) => String(i.nro_item) === second)?.vlr_unit, { timeout: 20_000 }).toBe(1234);
    expect(await page.locator('[data-problems]').count()).toBe(0);
  });

  it("every failed save shows 'Error' / 'Erro ao Salvar.', the second one too; the typed value is saved once the server answers", async () => {
    const [, , third] = await items();
    const failures = '**/api/estoque/orcamento-compra/informar-precos/**';
    await page.route(failures, (route) => (route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Serviço indisponível.' }] }) })
      : route.continue()));
    const error = page.locator('[data-save-dialog="error"]');
    for (const price of ['8,10', '8,20']) {
      await field(third, 'vlr_unit').fill(price);
      await expect.poll(() => error.innerText(), { timeout: 20_000 }).toMatch(/Error[\s\S]*Erro ao Salvar\./);
      await expect.poll(saveState).toBe('failed');
      await error.getByRole('button', { name: 'Fechar' }).click();
      expect(await error.count()).toBe(0);
    }
    await page.unroute(failures);
    await field(third, 'vlr_unit').fill('8,30');
    await expect.poll(async () => (await storedItens()).find((i) => String(i.nro_item) === third)?.vlr_unit, { timeout: 20_000 }).toBe(8.3);
  });

  it('at 390 px the items are cards: every price input is on screen without scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'Itens do orçamento' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const item of await items()) {
      for (const name of ['vlr_unit', 'vlr_frete', 'vlr_st', 'perc_ipi', 'vlr_desconto']) {
        const box = (await field(item, name).boundingBox())!;
        expect(box.x, `${item} ${name}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${item} ${name}`).toBeLessThanOrEqual(390);
        expect(box.width).toBeGreaterThan(80);
      }
    }
    await expectAccessible(page, '1365 390 px');
  });

  it('Finalizar is refused naming the item without a unit price, then asks with the total before finishing', async () => {
    const [, , third] = await items();
    await field(third, 'vlr_unit').fill('');
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    const refused = page.getByRole('dialog').filter({ hasText: 'Não é possível finalizar' });
    await expect.poll(() => refused.innerText()).toContain(`Informe o Valor Unitário antes de finalizar: item ${third} (`);
    await refused.getByRole('button').last().click();
    await field(third, 'vlr_unit').fill('8,30');
    await expect.poll(saveState, { timeout: 20_000 }).toBe('saved');
    const total = await text(footer('vlr_total'));
    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Finalizar orçamento?' });
    await expect.poll(() => confirm.innerText().then((t) => t.replace(/\u00a0/g, ' '))).toContain(`Total do orçamento: ${total}.`);
    expect(await storedItens().then((i) => i.length)).toBeGreaterThan(0);
  });

  it('Finalizar → Sucesso / Itens salvos com sucesso. naming what happened, then every field and Finalizar are disabled', async () => {
    const confirm = page.getByRole('dialog').filter({ hasText: 'Finalizar orçamento?' });
    await confirm.getByRole('button', { name: 'Finalizar', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Orçamento finalizado' });
    await expect.poll(() => dialog.innerText(), { timeout: 20_000 }).toMatch(/Sucesso[\s\S]*Itens salvos com sucesso\.[\s\S]*Orçamento finalizado: os preços foram enviados ao comprador/);
    await dialog.getByRole('button').last().click();
    await expect.poll(() => page.getByRole('button', { name: 'Finalizar' }).isDisabled()).toBe(true);
    expect(await page.locator('tr[data-item] input:not([disabled])').count()).toBe(0);
    expect(await page.locator('.orcamento-compra__cond textarea').isDisabled()).toBe(true);
    await page.reload();
    await page.locator('tr[data-item]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.ant-descriptions').innerText()).toContain('Respondido');
    expect(await page.getByRole('button', { name: 'Finalizar' }).isDisabled()).toBe(true);
    // read-only says why and whom to ask, instead of silently disabled fields
    expect(await page.locator('[data-read-only]').innerText()).toContain('Orçamento Respondido: os preços não podem mais ser alterados por este link. Para corrigir um preço, fale com o comprador.');
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
