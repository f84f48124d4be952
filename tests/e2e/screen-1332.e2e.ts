import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';

// Ordem de Produção Situação 01.77.1332 end to end: validation, the customer lookup and picker (01.82.1336),
// the search, the detail modal and the order number alone — real server, database and Chromium.
// Demo data: the first customer (code 1) of company 1 has three orders opened today (seed/pcpOrdensHoje.ts).
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });

const panel = () => page.locator('[data-panel="ordens"]');
/** The grid's rows (the centre part, where the data columns are). */
const rows = () => panel().locator('.ag-row').filter({ has: page.locator('.ag-cell[col-id="numero_op"]') });
/** The 'Detalhes' button of a row (the pinned 'Ação' part of the same row index). */
const detalhes = async (row: ReturnType<typeof rows>) =>
  panel().locator(`.ag-row[row-index="${await row.getAttribute('row-index')}"]`).getByRole('button', { name: 'Detalhes' });
const cliente = () => page.getByLabel('Cliente', { exact: true });
const filtrar = () => page.getByRole('button', { name: 'Filtrar' }).click();

describe('Ordem de Produção Situação (01.77.1332)', () => {
  it("the customer code has the focus; Filtrar without a customer says '* Campo obrigatório'", async () => {
    await page.goto('/ordem_producao_situacao');
    await page.getByText('01.77.1332').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id)).toMatch(/cliente/i);
    await filtrar();
    await page.getByText('* Campo obrigatório').first().waitFor();
    expect(await rows().count()).toBe(0);
  });

  it("an unknown code: 'Cliente não encontrado.'", async () => {
    await cliente().fill('999999');
    await expect.poll(() => page.getByLabel('Nome Cliente').inputValue(), { timeout: 30_000 }).toBe('Cliente não encontrado.');
    await cliente().fill('');
  });

  it('the picker warns on Selecionar with nothing chosen, then a chosen customer fills the lookup', async () => {
    await page.getByRole('button', { name: 'Pesquisar Cliente' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: 'Filtrar Clientes' });
    await modal.getByText('01.82.1336 Filtrar Clientes').waitFor();
    await expect.poll(() => modal.locator('tbody tr').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await expectAccessible(page, '1336 aberto a 1400 px');
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await page.getByText('Operação inválida. Nenhum cliente selecionado.').waitFor();
    await modal.getByLabel('Código').fill('1');
    await expect.poll(() => modal.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1);
    const nome = (await modal.locator('tbody tr td').nth(2).innerText()).trim();
    await modal.locator('tbody tr').first().getByRole('radio').check();
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(await cliente().inputValue()).toBe('1');
    await expect.poll(() => page.getByLabel('Nome Cliente').inputValue(), { timeout: 30_000 }).toBe(nome);
  });

  it("Filtrar lists the customer's orders of today not finished; a not-programmed order has its detail disabled", async () => {
    await filtrar();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(3);
    const situacoes = await rows().locator('[col-id="situacao"]').allInnerTexts();
    expect(situacoes.sort()).toEqual(['Aberta', 'Aberta', 'Reservada']);
    const programadas = await rows().locator('[col-id="programada"]').allInnerTexts();
    expect(programadas.sort()).toEqual(['Não', 'Sim', 'Sim']);
    const naoProgramada = rows().filter({ has: page.locator('[col-id="programada"]', { hasText: 'Não' }) });
    expect(await naoProgramada.count()).toBe(1);
    expect(await (await detalhes(naoProgramada)).isDisabled()).toBe(true);
    expect(new URL(page.url()).searchParams.get('situacao')).toBe('NaoFinalizada');
    await page.mouse.move(0, 0); // off Filtrar: its hover colour is not the one being checked
    await expectAccessible(page, '1332 a 1400 px');
  });

  it('Detalhes opens the order with its processes', async () => {
    const programada = rows().filter({ has: page.locator('[col-id="programada"]', { hasText: 'Sim' }) }).first();
    const numero = (await programada.locator('[col-id="numero_op"]').innerText()).trim();
    await (await detalhes(programada)).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe(`01.77.1339 Detalhes ordem produção ${numero}`);
    await expect.poll(() => modal.locator('.ag-cell[col-id="finalizado"]').count(), { timeout: 30_000 }).toBe(2);
    expect(await modal.locator('.ag-cell[col-id="finalizado"]').allInnerTexts()).toEqual(['Não', 'Não']);
    await expectAccessible(page, '1339 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('an order number alone searches that order, whatever the customer', async () => {
    const numero = (await rows().first().locator('[col-id="numero_op"]').innerText()).trim().replace(/\D/g, '');
    await cliente().fill('');
    await page.getByLabel('Número OP').fill(`${numero}x`);
    expect(await page.getByLabel('Número OP').inputValue()).toBe(numero);
    await filtrar();
    await expect.poll(async () => (await rows().locator('[col-id="numero_op"]').allInnerTexts()).map((t) => t.replace(/\D/g, '')), { timeout: 30_000 }).toEqual([numero]);
    expect(await page.getByText('* Campo obrigatório').count()).toBe(0);
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(1);
    await expectFitsWidth(page);
    await expectAccessible(page, '1332 a 390 px');
  });
});
