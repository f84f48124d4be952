import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';

// Dashboard Locação 01.76.1396 → Equipamentos por situação 01.76.1397 → Detalhes Equipamento 01.76.1398,
// end to end against the real server and database (company 1 of ana@mirante.demo).
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });

const tile = (title: string) => page.locator(`[data-panel="situacoes"] [data-tile="${title}"]`);
const groups = () => page.locator('[data-panel="grupos"] [role="option"]');
const tableRows = () => page.locator('[data-panel="equipamentos"] .ag-row:not(.ag-row-pinned)');
const count = async (text: string) => Number(text.replace(/\D/g, ''));

describe('Locação (01.76.1396 → 01.76.1397 → 01.76.1398)', () => {
  let locados = 0;

  it('the dashboard shows a card per situation whose counts add up to the total', async () => {
    await page.goto('/faturamento/locacao_equipamentos/dashboard');
    await page.getByRole('heading', { name: '01.76.1396 Dashboard Locação' }).waitFor();
    await tile('Total').waitFor({ timeout: 30_000 });
    const value = async (t: string) => count(await tile(t).locator('.mirante-tile-value').innerText());
    const total = await value('Total');
    locados = await value('Locado');
    expect(total).toBeGreaterThan(0);
    expect(locados + (await value('Estoque')) + (await value('Manutenção'))).toBe(total);
    expect(await tile('Total').innerText()).toContain('100,00%');
    await expectAccessible(page, '1396 a 1400 px');
  });

  it("the 'Locado' card opens 1397 with the title and the groups of rented equipment", async () => {
    await tile('Locado').click();
    await page.waitForURL(/equipamentos_situacao\?id_situacao=l$/);
    await page.getByRole('heading', { name: '01.76.1397 Equipamentos Locados' }).waitFor();
    await expect.poll(() => groups().count(), { timeout: 30_000 }).toBeGreaterThan(1);
    // the groups' counts are the rented equipment, their percentages add up to 100
    const counts = await page.locator('[data-panel="grupos"] [data-count]').allInnerTexts();
    expect(counts.reduce((s, c) => s + Number(c), 0)).toBe(locados);
    const percents = (await page.locator('[data-panel="grupos"] [data-percent]').allInnerTexts()).map((p) => Number(p.replace('%', '').replace(',', '.')));
    expect(percents.reduce((s, p) => s + p, 0)).toBeCloseTo(100, 1);
    await page.locator('[data-panel="equipamentos"]').getByText('Selecione um grupo...', { exact: true }).waitFor();
    await expectAccessible(page, '1397 a 1400 px');
  });

  it('the group search filters the list; choosing a group fills the table with its equipment', async () => {
    const first = (await groups().first().getAttribute('data-item'))!;
    const firstCount = Number(await groups().first().locator('[data-count]').innerText());
    const search = page.getByPlaceholder('Pesquisar por grupo...');
    await search.fill(first.slice(0, 6).toLowerCase());
    await expect.poll(async () => (await groups().evaluateAll((els) => els.map((e) => e.getAttribute('data-item')))).every((t) => t!.toLowerCase().includes(first.slice(0, 6).toLowerCase()))).toBe(true);
    await search.fill('grupo que não existe');
    await page.locator('[data-panel="grupos"]').getByText('Nenhum registro encontrado').waitFor();
    await search.fill('');
    await groups().filter({ hasText: first }).first().click();
    await expect.poll(() => tableRows().count(), { timeout: 30_000 }).toBe(Math.min(firstCount, 20));
    for (const header of ['ID', 'Descrição', 'Lacre', 'Situação']) {
      await page.locator('[data-panel="equipamentos"] .ag-header-cell-text', { hasText: new RegExp(`^${header}$`) }).first().waitFor();
    }
    const situations = await page.locator('[data-panel="equipamentos"] .ag-row [col-id="desc_situacao"]').allInnerTexts();
    expect(new Set(situations.map((s) => s.trim()))).toEqual(new Set(['Locado']));
    expect(await page.locator('[data-panel="equipamentos"]').getByText('Selecione um grupo...', { exact: true }).count()).toBe(0);
  });

  it("the detail modal shows the equipment, its contract and the movements, the last one 'Locado'", async () => {
    const row = tableRows().first();
    const desc = (await row.locator('[col-id="desc_equipamento"]').innerText()).trim();
    await row.getByRole('button', { name: 'Detalhes' }).click();
    const modal = page.locator('.ant-modal').last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('01.76.1398 Detalhes Equipamento');
    await modal.getByText(desc).first().waitFor({ timeout: 30_000 });
    for (const label of ['Lacre', 'Situação', 'Contrato', 'Remessa', 'Cliente', 'Obra']) await modal.locator('.ant-descriptions-item-label', { hasText: label }).first().waitFor();
    await modal.getByText('Movimentações').waitFor();
    const events = modal.locator('[data-panel="movimentos"] .mirante-timeline-event');
    await expect.poll(() => events.count()).toBeGreaterThan(1);
    // newest first: the movement that put it on its contract heads the timeline; the purchase is the oldest
    expect(await events.first().innerText()).toContain('Locado');
    expect(await events.first().innerText()).toContain('Contrato');
    expect(await events.last().innerText()).toContain('Entrada no estoque (aquisição)');
    expect(await events.first().locator('[data-event-when]').innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expectAccessible(page, '1398 a 1400 px');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it("'Voltar' goes back to the dashboard; without id_situacao the title is 'Equipamentos' (all)", async () => {
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.getByRole('heading', { name: '01.76.1396 Dashboard Locação' }).waitFor();
    await page.goto('/faturamento/locacao_equipamentos/equipamentos_situacao');
    await page.getByRole('heading', { name: '01.76.1397 Equipamentos' }).waitFor();
    await expect.poll(() => groups().count(), { timeout: 30_000 }).toBeGreaterThan(1);
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faturamento/locacao_equipamentos/dashboard');
    await tile('Manutenção').waitFor({ timeout: 30_000 });
    await expectFitsWidth(page);
    await expectAccessible(page, '1396 a 390 px');
    await tile('Manutenção').click();
    await page.getByRole('heading', { name: '01.76.1397 Equipamentos Manutenção' }).waitFor();
    await expect.poll(() => groups().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await groups().first().click();
    await expect.poll(() => tableRows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectFitsWidth(page);
    await expectAccessible(page, '1397 a 390 px');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });
});
