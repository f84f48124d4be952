import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// The empty state of the ABC screens 1328, 1329 and 1417 on their demo case (docs/abc-classes.md, 'Empty state'):
// January 2020 lies before the demo history (the last 24 months), so every demo company has no sale in it.
const EMPTY_PERIOD = 'periodo=2020-01-01..2020-01-31';
const { page: ana } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });
const { page: diego } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });

async function expectEmpty(page: Page, route: string, panel: string, label: string, extra = '') {
  await page.goto(`${route}?${EMPTY_PERIOD}${extra}`);
  const empty = page.locator(`[data-panel="${panel}"] .ag-overlay-no-rows-center`);
  await expect.poll(() => empty.innerText(), { timeout: 30_000 }).toBe('Nenhum registro encontrado');
  expect(await page.locator(`[data-panel="${panel}"] .ag-row:not(.ag-row-pinned)`).count()).toBe(0);
  // the period is shown as searched, and no error banner replaces the empty state
  expect(await page.getByPlaceholder('Data início').inputValue()).toBe('01/01/2020');
  expect(await page.getByText('Erro 500').count()).toBe(0);
  // the grid keeps room for the message (TableGrid.tsx: 120 px without rows)
  expect((await bodyAndRows(page, panel)).body).toBeGreaterThanOrEqual(120);
  await expectAccessible(page, `${label} vazio a 1400 px`);
}

/** Height of an auto-height grid's body, and of the rows in it (the bottom of the last one). */
function bodyAndRows(page: Page, panel: string): Promise<{ body: number; rows: number; count: number }> {
  return page.evaluate((panel) => {
    const body = document.querySelector(`[data-panel="${panel}"] .ag-layout-auto-height .ag-grid-scrolling-rows`)!.getBoundingClientRect();
    const rows = [...document.querySelectorAll(`[data-panel="${panel}"] .ag-grid-scrolling-rows .ag-grid-scrolling-container .ag-row`)].map((r) => r.getBoundingClientRect());
    return { body: body.height, rows: rows.length ? Math.max(...rows.map((r) => r.bottom)) - body.top : 0, count: rows.length };
  }, panel);
}

describe('ABC screens: the empty-state demo case (January 2020)', () => {
  it('1328 Curva ABC Representantes', async () => {
    await expectEmpty(ana, '/curva-abc-representantes', 'representantes', '1328');
  });
  it('1329 Curva ABC Produtos, valor and quantidade', async () => {
    await expectEmpty(ana, '/curva-abc-produtos', 'produtos', '1329');
    await expectEmpty(ana, '/curva-abc-produtos', 'produtos', '1329 quantidade', '&tipo=quantidade');
    expect(await ana.getByRole('radio', { name: 'Quantidade' }).isChecked()).toBe(true);
  });
  it('1328 with sales: the grid is as tall as its rows, no blank band above the totals', async () => {
    const month = inject('today').slice(0, 7); // this month of the run's business date: the demo has sales in it
    await ana.goto(`/curva-abc-representantes?periodo=${month}-01..${inject('today')}`);
    await ana.locator('[data-panel="representantes"] .ag-row:not(.ag-row-pinned)').first().waitFor({ timeout: 30_000 });
    // one row left by the search: fewer rows than the room kept for the empty message
    // the first row's longest text: its representative's name
    const texts = await ana.locator('[data-panel="representantes"] .ag-row[row-index="0"] .ag-cell').allInnerTexts();
    const name = texts.map((t) => t.trim()).sort((a, b) => b.length - a.length)[0]!;
    await ana.locator('[data-panel="representantes"] input[placeholder="Pesquisar..."]').fill(name);
    await expect.poll(async () => (await bodyAndRows(ana, 'representantes')).count, { timeout: 30_000 }).toBe(1);
    const { body, rows } = await bodyAndRows(ana, 'representantes');
    expect(Math.abs(body - rows), `corpo ${body} px, linhas ${rows} px`).toBeLessThanOrEqual(1);
    expect(body).toBeLessThan(120);
  });
  it('1417 Curva ABC Clientes (module 2)', async () => {
    await expectEmpty(diego, '/intercarg/faturamento/curva-abc-clientes', 'clientes', '1417');
  });
});
