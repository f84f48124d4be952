import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { newPage, pageErrors, signIn } from './support/browser.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';
import { todayMonth } from './support/period.ts';

// Dashboard Faturamento 01.76.1327 end to end against the real server and database (ana: company 1, module 1).
const dashboardCalls: string[] = [];

const { page, browser } = screenPage({
  user: 'ana@mirante.demo',
  width: 1366,
  height: 900,
  setup: (page) => {
    page.on('request', (r) => {
      if (r.url().includes('/faturamento/dashboard?')) dashboardCalls.push(new URL(r.url()).searchParams.get('dataPeriodo') ?? '');
    });
  },
});

const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
const now = todayMonth(); // the run's business month (support/period.ts)
const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
const card = (label: string) => page.locator(`[data-panel="cards"] [data-card="${label}"]`);
const faturamento = () => card('Faturamento').innerText();

async function choose(label: 'Mês' | 'Ano', option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}

describe('Dashboard Faturamento (01.76.1327)', () => {
  it('opens on the current month and year, with cards, the goal gauge and the 24-month chart', async () => {
    await page.goto('/dashboard-faturamento');
    await page.getByText('01.76.1327').first().waitFor();
    await expect.poll(() => dashboardCalls.at(-1)).toBe(ym(now.year, now.month));
    await page.locator('.ant-select', { has: page.getByLabel('Mês', { exact: true }) }).filter({ hasText: MESES[now.month - 1] }).waitFor();
    await page.locator('.ant-select', { has: page.getByLabel('Ano', { exact: true }) }).filter({ hasText: String(now.year) }).waitFor();
    for (const label of ['Faturamento', 'Ticket médio vendas', 'Ticket médio clientes']) await card(label).waitFor();
    await expect.poll(faturamento).toMatch(/R\$\s?[1-9]/);
    await expect.poll(() => card('Ticket médio vendas').innerText()).toMatch(/Vendas/);
    const gauge = page.locator('[data-panel="meta"] .ant-progress');
    await gauge.waitFor();
    await page.locator('[data-panel="meta"]').getByText('Valor Meta').waitFor();
    expect(await page.locator('[data-panel="meta"]').innerText()).toMatch(/\d+,\d{2}\s?%/);
    await page.getByText('Faturamento mensal últimos 24 meses').waitFor();
    await expect.poll(() => page.locator('[data-panel="meses"] svg, [data-panel="meses"] canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectAccessible(page, '1327 a 1366 px');
  });

  it('changing the month and then the year reloads with dataPeriodo = YYYY-MM-01 and the cards change', async () => {
    const before = await faturamento();
    const prev = now.month === 1 ? 12 : now.month - 1;
    const prevYear = now.month === 1 ? now.year - 1 : now.year;
    await choose('Mês', MESES[prev - 1]!);
    await expect.poll(() => dashboardCalls.at(-1)).toBe(ym(now.year, prev)); // the year select is unchanged
    await expect.poll(faturamento).not.toBe(before);
    const monthValue = await faturamento();
    await choose('Ano', String(prevYear - 1));
    await expect.poll(() => dashboardCalls.at(-1)).toBe(ym(prevYear - 1, prev));
    await expect.poll(faturamento).not.toBe(monthValue);
    // Atualizar asks again for the same month
    const count = dashboardCalls.length;
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => dashboardCalls.length).toBe(count + 1);
    expect(dashboardCalls.at(-1)).toBe(ym(prevYear - 1, prev));
  });

  it("'Metas por representantes' and 'Faturamento Diário' switch between Gráfico and Lista", async () => {
    for (const [title, headers] of [
      ['Metas por representantes', ['#ID', 'Nome', 'Valor Vendas', 'Valor Meta', '% Realizado']],
      ['Faturamento Diário', ['Data', 'Dia da Semana', 'Valor Vendas Dia', 'Valor Meta Dia', '% Realizado Dia', 'Valor Vendas Acumulado', 'Valor Meta Acumulado', '% Meta Acumulado']],
    ] as const) {
      const frame = page.locator(`section[aria-label="${title}"]`);
      await frame.waitFor();
      await expect.poll(() => frame.locator('svg, canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await frame.locator('.ag-root').count()).toBe(0);
      await frame.locator('.ant-segmented-item', { hasText: 'Lista' }).click();
      await expect.poll(() => frame.locator('.ag-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      for (const h of headers) await frame.locator('.ag-header-cell-text', { hasText: new RegExp(`^${h.replace('%', '\\%').replace('#', '\\#')}$`) }).first().waitFor();
      expect(await frame.locator('.mirante-chart').count()).toBe(0);
      if (title === 'Metas por representantes') {
        const percs = await frame.locator('.ag-row:not(.ag-row-pinned) .ag-cell[col-id="perc_meta"]').allInnerTexts();
        const values = percs.map((p) => Number(p.replace(/[^\d,-]/g, '').replace(',', '.')));
        expect(values.length).toBeGreaterThan(1);
        expect(values).toEqual([...values].sort((a, b) => b - a));
      }
      await frame.locator('.ant-segmented-item', { hasText: 'Gráfico' }).click();
      await expect.poll(() => frame.locator('svg, canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    }
    await expectAccessible(page, '1327 com listas');
    // no exception nor console error (aborted loads of a navigation are not the screen's)
    expect(pageErrors(page).filter((e) => e.startsWith('pageerror') || e.startsWith('console'))).toEqual([]);
  });

  it('works at 390 px: no sideways scrolling of the page, accessible', async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone, 'ana@mirante.demo');
    await phone.goto('/dashboard-faturamento');
    await phone.locator('[data-panel="meta"] .ant-progress').waitFor();
    await phone.getByText('Ticket médio clientes').first().waitFor();
    await expect.poll(() => phone.locator('[data-panel="meses"] svg, [data-panel="meses"] canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectFitsWidth(phone, 1);
    await expectAccessible(phone, '1327 a 390 px');
    await phone.context().close();
  });
});
