import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';

// Relação de Quantidade Ficha x Requisitado 01.77.1331 end to end: Filtrar with the defaults, a row's raw
// materials, 01.77.1342 and the processes modal — real server, database and Chromium.
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });

const panel = () => page.locator('[data-panel="relacao"]');
const rows = () => panel().locator('.ag-row').filter({ has: page.locator('.ag-cell[col-id="numero_ordem_producao"]') });
const button = async (index: string | null, name: string) =>
  panel().locator(`.ag-row[row-index="${index}"]`).getByRole('button', { name, exact: true });

describe('Relação de Quantidade Ficha x Requisitado (01.77.1331)', () => {
  it('defaults OP 1 to 999999999; Filtrar lists the orders of the month with requisitions', async () => {
    await page.goto('/ordem_producao_comparativo');
    await page.getByText('01.77.1331').first().waitFor();
    expect(await page.getByLabel('OP Inicial').inputValue()).toBe('1');
    expect(await page.getByLabel('OP Final').inputValue()).toBe('999999999');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const flags = await rows().locator('.ag-cell[col-id="usou_quantidade_prevista"]').allInnerTexts();
    for (const f of flags) expect(['Sim', 'Não']).toContain(f.trim());
    await page.mouse.move(0, 0);
    await expectAccessible(page, '1331 a 1400 px');
  });

  it('a row expands into its raw materials: sheet, requisitioned and percentual', async () => {
    const first = rows().first();
    const index = await first.getAttribute('row-index');
    await (await button(index, 'Expandir linha')).click();
    const nested = panel().locator('table, .ag-root-wrapper').filter({ hasText: 'Qtde. Ficha Técnica' }).last();
    await nested.waitFor({ timeout: 30_000 });
    await nested.getByText('Qtde. Requisitada').first().waitFor();
    expect(await nested.getByText('%').count()).toBeGreaterThan(0);
    await (await button(index, 'Recolher linha')).click();
  });

  it("'Apontamentos' opens 01.77.1342 with the order and its appointments", async () => {
    const first = rows().first();
    const numero = (await first.locator('.ag-cell[col-id="numero_ordem_producao"]').innerText()).trim();
    await (await button(await first.getAttribute('row-index'), 'Apontamentos')).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('01.77.1342 Apontamento da ordem de produção');
    await modal.getByText(numero, { exact: true }).first().waitFor({ timeout: 30_000 });
    await modal.getByText('Apontamentos').first().waitFor();
    await expectAccessible(page, '1342 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it("'Processos' opens the processes of the order with Sim/Não", async () => {
    const first = rows().first();
    const numero = (await first.locator('.ag-cell[col-id="numero_ordem_producao"]').innerText()).trim();
    await (await button(await first.getAttribute('row-index'), 'Processos')).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe(`Processos da ordem de produção ${numero}`);
    const cells = modal.locator('.ag-cell[col-id="finalizado"]');
    await expect.poll(() => cells.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const c of await cells.allInnerTexts()) expect(['Sim', 'Não']).toContain(c.trim());
    await expectAccessible(page, 'processos abertos a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectFitsWidth(page);
    await expectAccessible(page, '1331 a 390 px');
  });
});
