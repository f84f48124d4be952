import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useBrowser } from './support/screenPage.ts';
import { newPage, signIn } from './support/browser.ts';
import { expectAccessible } from './support/axe.ts';

// Issue 33 item 2: while AG Grid's chunk has not run, a table whose data has come shows its first page of rows as
// plain HTML (panels/table/LightRows.tsx); the grid then replaces it with the same text, and the first row does not
// move (a layout shift). AG Grid's script is held back by the test, as a slow phone network would.
const browser = useBrowser();

interface RowSeen { row: { x: number; y: number; height: number }; cells: Record<string, { text: string; x: number; width: number }> }

/** Holds every request for AG Grid's chunk until `release` is called. */
async function holdGrid(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/TableGrid-[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const r of held.splice(0)) void r.continue();
  };
}

/** The first body row's top, left and height, and each cell's text, left and width by column: the light row's, or the grid's (its parts: pinned left, centre, pinned right). */
async function firstRow(page: Page, panel: string, light: boolean): Promise<RowSeen> {
  return page.evaluate(
    ({ panel, light }) => {
      const root = document.querySelector(`[data-panel="${panel}"]`)!;
      const parts = light
        ? [root.querySelector('.mirante-light-body [role="row"]')!]
        : [...root.querySelectorAll('.ag-grid-scrolling-container .ag-row[row-index="0"]')];
      const boxes = parts.map((p) => p.getBoundingClientRect()).filter((r) => r.width > 0);
      const cells: RowSeen['cells'] = {};
      for (const p of parts) {
        for (const cell of p.querySelectorAll<HTMLElement>(light ? '[role="cell"][data-col]' : '.ag-cell[col-id]')) {
          const r = cell.getBoundingClientRect();
          cells[cell.getAttribute(light ? 'data-col' : 'col-id')!] = { text: (cell.textContent ?? '').trim(), x: r.left, width: r.width };
        }
      }
      return { row: { x: Math.min(...boxes.map((b) => b.left)), y: Math.min(...boxes.map((b) => b.top)), height: Math.max(...boxes.map((b) => b.height)) }, cells };
    },
    { panel, light },
  );
}

function near(label: string, before: number, after: number) {
  expect(Math.abs(before - after), `${label}: ${before} → ${after}`).toBeLessThanOrEqual(1);
}

const cases = [
  { code: '01.74.1370', route: '/aprovar-titulos-pagar', panel: 'titulos', width: 1366, height: 768, key: 'nome_fornecedor' },
  { code: '01.74.1370', route: '/aprovar-titulos-pagar', panel: 'titulos', width: 390, height: 844, key: 'nome_fornecedor' },
  { code: '01.77.1331', route: '/ordem_producao_comparativo', panel: undefined, width: 1280, height: 800, key: undefined },
];

describe('the first page of rows before AG Grid', () => {
  for (const c of cases) {
    it(`${c.code} at ${c.width} px: the rows come as plain HTML, then the grid replaces them, same text, no shift`, async () => {
      const page = await newPage(browser, { width: c.width, height: c.height });
      await signIn(page, 'ana@mirante.demo');
      const release = await holdGrid(page);
      await page.goto(c.route);
      const light = page.locator('.mirante-light-grid').first();
      await light.waitFor({ timeout: 60_000 });
      const panel = c.panel ?? (await page.locator('[data-panel]:has(.mirante-light-grid)').first().getAttribute('data-panel'))!;
      expect(await page.locator(`[data-panel="${panel}"] .ag-root`).count(), 'AG Grid ainda não rodou').toBe(0);
      expect(Number(await light.getAttribute('data-light-rows'))).toBeGreaterThan(0);
      await expectAccessible(page, `${c.code} linhas leves`);
      const before = await firstRow(page, panel, true);
      release();
      await page.locator(`[data-panel="${panel}"] .ag-grid-scrolling-container .ag-row[row-index="0"] .ag-cell`).first().waitFor({ timeout: 60_000 });
      await expect.poll(() => page.locator(`[data-panel="${panel}"] .mirante-light-grid`).count()).toBe(0);
      const after = await firstRow(page, panel, false);
      // the row does not move: its top, left and height, and every cell's place and width (pinned ones included)
      for (const k of ['x', 'y', 'height'] as const) near(`linha ${k}`, before.row[k], after.row[k]);
      const key = c.key ?? Object.keys(before.cells).find((col) => before.cells[col]!.text)!;
      expect(before.cells[key]?.text.length, 'a first cell with text').toBeGreaterThan(0);
      expect(Object.keys(after.cells).sort()).toEqual(Object.keys(before.cells).sort());
      for (const [col, seen] of Object.entries(before.cells)) {
        expect(after.cells[col]!.text, col).toBe(seen.text);
        near(`${col} x`, seen.x, after.cells[col]!.x);
        near(`${col} largura`, seen.width, after.cells[col]!.width);
      }
      await page.close();
    });
  }
});
