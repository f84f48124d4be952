import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { brDate, lastDays, today } from './support/period.ts';

// Curva ABC Clientes 01.76.1326 end to end against the real server and database.
const { page, rows: panelRows } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });

const rows = () => panelRows('clientes');

describe('Curva ABC Clientes (01.76.1326)', () => {
  it('defaults the period to today and loads only after Filtrar; the filtered period is a shareable link', async () => {
    await page.goto('/curva-abc-clientes');
    await page.getByText('01.76.1326').first().waitFor();
    const shown = brDate(today());
    expect(await page.getByPlaceholder('Data início').inputValue()).toBe(shown);
    expect(await page.getByPlaceholder('Data fim').inputValue()).toBe(shown);
    expect(new URL(page.url()).search).toBe('');
    // before any search the panel says what to do, not that nothing was found
    await page.getByText("Informe os filtros e clique em 'Filtrar' para ver os dados.").first().waitFor();
    expect(await page.getByText('Nenhum registro encontrado').count()).toBe(0);
    expect(await rows().count()).toBe(0);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('periodo')).toBe(`${today()}..${today()}`);

    // a 60-day period through a shared link loads on open
    await page.goto(`/curva-abc-clientes?periodo=${lastDays(60)}`);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    expect(new URL(page.url()).searchParams.get('periodo')).toBe(lastDays(60));
  });

  it('colours the classes A green, B yellow, C red', async () => {
    const classTag = (c: string) => page.locator('[data-panel="clientes"] [col-id="classe"] .ant-tag').filter({ hasText: new RegExp(`^${c}$`) }).first();
    const colours: Record<string, string> = { A: 'green', B: 'yellow', C: 'red' };
    for (const c of ['A', 'B', 'C']) {
      await classTag(c).waitFor();
      expect(await classTag(c).getAttribute('class')).toContain(`ant-tag-${colours[c]}`);
    }
    const green = await classTag('A').evaluate((e) => getComputedStyle(e).color);
    const red = await classTag('C').evaluate((e) => getComputedStyle(e).color);
    expect(green).not.toBe(red);
  });

  it("opens 'Relação de produtos por clientes' for a customer", async () => {
    const first = rows().first();
    const id = (await first.locator('[col-id="id_cliente"]').innerText()).trim();
    const name = (await first.locator('[col-id="nome_cliente"]').innerText()).trim();
    await page.locator('[data-panel="clientes"] .ag-row[row-index="0"]').getByRole('button', { name: 'Produtos' }).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('01.76.1340 Relação de produtos por clientes');
    await modal.getByText(`Cliente: ${id} - ${name}`).waitFor();
    await expect.poll(() => modal.locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const header of ['ID', 'Nome Produto', 'UND', 'Quantidade Total Vendas', 'Valor Total Vendas', '% Vendas', '% Acumulado', 'Classe', 'Ordem']) {
      await modal.locator('.ag-header-cell-text', { hasText: new RegExp(`^${header.replace('%', '\\%')}$`) }).first().waitFor();
    }
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });
});
