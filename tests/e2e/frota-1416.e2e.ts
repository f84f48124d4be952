import { describe, expect, it } from 'vitest';
import { brNumber as brl, screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectWithinWidth } from './support/layout.ts';
import { todayMonth } from './support/period.ts';

// Dashboard Frota 02.78.1416, real server + Chromium (diego: company 2 only).
const { page, rows } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });

const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const now = todayMonth(); // the run's business month (support/period.ts)
const card = (label: string) => page.locator(`[data-panel="cards"] [data-card="${label}"]`);
const faturamento = () => card('Faturamento').innerText();

async function choose(label: 'Mês' | 'Ano', option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}

describe('Dashboard Frota (02.78.1416)', () => {
  it('opens on the current month with the four cards, the managers and both panels open', async () => {
    await page.goto('/frota/dashboard');
    await page.getByRole('heading', { name: '02.78.1416 Dashboard Frota' }).waitFor();
    await page.locator('.ant-select', { has: page.getByLabel('Mês', { exact: true }) }).filter({ hasText: MESES[now.month - 1] }).waitFor();
    for (const label of ['Faturamento', 'Peso Bruto', 'Capacidade', 'Percentual Capacidade']) await card(label).waitFor();
    await expect.poll(async () => brl(await faturamento())).toBeGreaterThan(0);
    expect(await card('Percentual Capacidade').innerText()).toMatch(/\d+,\d{2}\s?%/);
    await expect.poll(() => rows('gestores').count()).toBeGreaterThan(1);
    for (const title of ['Faturamento por Gestor', 'Frete por Placa', 'Frete por Motorista']) await page.getByText(title, { exact: true }).first().waitFor();
    await expect.poll(() => rows('placas').count()).toBeGreaterThan(0);
    await expect.poll(() => rows('motoristas').count()).toBeGreaterThan(0);
    // the managers' total row equals the Faturamento card
    const total = page.locator('[data-panel="gestores"] .ag-row-pinned [col-id="valor_total_geral"]').first();
    await expect.poll(async () => brl(await total.innerText())).toBe(brl(await faturamento()));
    await expectAccessible(page, '1416 a 1400 px');
  });

  it("the managers' grid takes over its light rows without moving the panels below it", async () => {
    // Every frame of a fresh load: where 'Frete por Placa' starts, and whether the managers' table is on the page. The
    // managers' grid is created after AG Grid's chunk has come (the plates' table asked for it), and AG Grid draws in
    // steps; the table's body keeps the light rows' height until the grid's rows are drawn (TablePanel.tsx).
    await page.addInitScript(() => {
      const frames: { table: boolean; top: number | null }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const start = performance.now();
      const tick = () => {
        const below = document.querySelector('[data-panel="placas"]');
        frames.push({ table: !!document.querySelector('[data-panel="gestores"] .mirante-table'), top: below ? below.getBoundingClientRect().top + window.scrollY : null });
        if (performance.now() - start < 15_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/frota/dashboard');
    await expect.poll(() => rows('gestores').count()).toBeGreaterThan(1);
    await page.locator('[data-panel="gestores"] .ag-row-pinned').first().waitFor();
    await page.waitForTimeout(300); // frames after the grid's last step
    const frames = await page.evaluate(() => (window as unknown as { __frames: { table: boolean; top: number | null }[] }).__frames);
    const tops = frames.filter((f) => f.table && f.top !== null).map((f) => f.top!);
    expect(tops.length).toBeGreaterThan(3);
    // one place from the table's first frame on (1 px: the light rows' borders are drawn on whole pixels)
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });

  it("a manager row expands into its orders (Nro. Ordem, Placa, Nome Motorista, Marca, Tipo Rodado)", async () => {
    await rows('gestores').first().getByRole('button', { name: /linha/ }).click();
    const nested = page.locator('[data-panel="gestores"] .mirante-nested-table').first();
    await nested.waitFor();
    for (const h of ['Nro. Ordem', 'Placa', 'Nome Motorista', 'Marca', 'Tipo Rodado']) await nested.getByRole('columnheader', { name: h, exact: true }).waitFor();
    expect(await nested.getByRole('row').count()).toBeGreaterThan(1);
  });

  it('a collapsible panel closes and opens', async () => {
    const header = page.locator('[data-panel="placas"] .ant-collapse-header').first();
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    await header.click();
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => rows('placas').first().isVisible()).toBe(false);
    await header.click();
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => rows('placas').first().isVisible()).toBe(true);
  });

  it('changing the month reloads the cards; a month without freights shows the empty message', async () => {
    const before = await faturamento();
    const prev = now.month === 1 ? 12 : now.month - 1;
    await choose('Mês', MESES[prev - 1]!);
    await expect.poll(faturamento).not.toBe(before);
    await expect.poll(async () => brl(await faturamento())).toBeGreaterThan(0);
    // the demo history starts 24 months back (November two years ago): that year's January has no freight
    const first = now.year - 2;
    // filters live in the URL: January of that year
    await page.goto(`/frota/dashboard?mes=01&ano=${first}`);
    await page.locator('.ant-select', { has: page.getByLabel('Mês', { exact: true }) }).filter({ hasText: 'Janeiro' }).waitFor();
    await expect.poll(async () => brl(await faturamento())).toBe(0);
    await page.getByText('Não foram encontrados registros para o período selecionado.').first().waitFor();
  });

  it('works at 390 px wide', async () => {
    await page.goto('/frota/dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows('gestores').count()).toBeGreaterThan(0);
    await expectWithinWidth(page.locator('[data-panel="cards"]'));
    await expectAccessible(page, '1416 a 390 px');
  });
});
