import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';
import { lastDays } from './support/period.ts';

// Curva ABC Produtos 01.76.1329 and its modal 01.76.1341 end to end against the real server and database.
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });

const panel = () => page.locator('[data-panel="produtos"]');
const rows = () => panel().locator('.ag-row:not(.ag-row-pinned)');
const headers = async (scope = panel()) => (await scope.locator('.ag-header-cell-text').allInnerTexts()).map((h) => h.trim());

describe('Curva ABC Produtos (01.76.1329)', () => {
  it('Tipo valor (default) shows the value columns ranked by value', async () => {
    await page.goto('/curva-abc-produtos');
    await page.getByText('01.76.1329').first().waitFor();
    expect(await page.getByRole('radio', { name: 'Valor' }).isChecked()).toBe(true);
    await page.goto(`/curva-abc-produtos?periodo=${lastDays(365)}`);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(3);
    const shown = await headers();
    expect(shown).toEqual(expect.arrayContaining(['ID Produto', 'Descrição Produto', 'UND', 'Valor Total Vendas', '% Vendas', '% Acumulado', 'Classe', 'Ordem']));
    expect(shown).not.toContain('Quantidade Total Vendas');
    await expectAccessible(page, '1329 a 1400 px');
  });

  it('switching to Quantidade changes the columns and the ranking', async () => {
    const firstByValue = (await panel().locator('.ag-row[row-index="0"] [col-id="id_produto"]').innerText()).trim();
    await page.locator('label.ant-radio-button-wrapper', { hasText: 'Quantidade' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(async () => (await headers()).includes('Quantidade Total Vendas'), { timeout: 30_000 }).toBe(true);
    const shown = await headers();
    expect(shown).toEqual(expect.arrayContaining(['% Quantidade', '% Acumulado Quantidade', 'Classe', 'Ordem']));
    expect(shown).not.toContain('Valor Total Vendas');
    expect(new URL(page.url()).searchParams.get('tipo')).toBe('quantidade');
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(3);
    const firstByQty = (await panel().locator('.ag-row[row-index="0"] [col-id="id_produto"]').innerText()).trim();
    expect(firstByQty).not.toBe(firstByValue);
  });

  it("opens 'Relação de clientes por produtos' with the quantity columns", async () => {
    const first = panel().locator('.ag-row[row-index="0"]');
    const id = (await first.locator('[col-id="id_produto"]').innerText()).trim();
    const name = (await first.locator('[col-id="desc_produto"]').innerText()).trim();
    await first.getByRole('button', { name: 'Clientes' }).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('01.76.1341 Relação de clientes por produtos');
    await modal.getByText(`Produto: ${id} - ${name}`).waitFor();
    await expect.poll(() => modal.locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const shown = await headers(modal);
    expect(shown).toEqual(expect.arrayContaining(['ID', 'Nome Cliente', 'Quantidade Total Vendas', '% Quantidade', '% Acumulado Quantidade', 'Classe', 'Ordem']));
    expect(shown).not.toContain('Valor Total Vendas');
    await expectAccessible(page, '1341 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await expectFitsWidth(page);
    await expectAccessible(page, '1329 a 390 px');
  });
});
