import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { screenPage } from './support/screenPage.ts';
import { lastDays } from './support/period.ts';
import { expectFitsWidth } from './support/layout.ts';
import { scrollThrough } from './support/scroll.ts';

// At 390 px (a phone): no table or pager overflows its panel, money values and totals are whole,
// the key column stays pinned and the action column of a modal can be scrolled to and used.
const { page } = screenPage({ user: 'ana@mirante.demo', width: 390, height: 844 });

/** Overflow problems of every table inside `scope`: pager or grid wider than the panel, cut money cells. */
async function tableProblems(scope: Locator): Promise<string[]> {
  return scope.locator('.mirante-table').evaluateAll((tables) => {
    const problems: string[] = [];
    for (const table of tables) {
      const panel = table.getBoundingClientRect();
      const pager = table.querySelector<HTMLElement>('.ag-paging-panel');
      if (pager && pager.getClientRects().length > 0 && pager.getBoundingClientRect().width > 0) {
        const r = pager.getBoundingClientRect();
        if (pager.scrollWidth > pager.clientWidth + 1) problems.push(`pager ${pager.scrollWidth}px em ${pager.clientWidth}px`);
        if (r.left < panel.left - 1 || r.right > panel.right + 1) problems.push(`pager fora do painel (${Math.round(r.left)}–${Math.round(r.right)} em ${Math.round(panel.left)}–${Math.round(panel.right)})`);
      }
      const root = table.querySelector<HTMLElement>('.ag-root-wrapper');
      if (root && root.getBoundingClientRect().right > panel.right + 1) problems.push('grade mais larga que o painel');
      for (const cell of table.querySelectorAll<HTMLElement>('.ag-cell')) {
        const text = cell.textContent ?? '';
        if (/R\$|\d,\d{2}\b/.test(text) && cell.scrollWidth > cell.clientWidth + 1) problems.push(`valor cortado: ${cell.getAttribute('col-id')} '${text}'`);
      }
    }
    return problems;
  });
}

/**
 * Tables in `scope` whose lowest row is covered at its lower edge (a cell not on top 3 px above the row's bottom),
 * each scrolled into view first: what a user reads as a cut last row.
 */
async function coveredLastRows(scope: Locator): Promise<string[]> {
  return scope.locator('.mirante-table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const rows = [...table.querySelectorAll<HTMLElement>('.ag-row')];
      if (rows.length === 0) return [];
      const last = rows.reduce((a, b) => (b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a));
      const cell = last.querySelector<HTMLElement>('.ag-cell');
      if (!cell) return [];
      cell.scrollIntoView({ block: 'center' });
      const r = cell.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + 4, r.bottom - 3);
      return top && last.contains(top) ? [] : [`${table.closest('[data-panel]')?.getAttribute('data-panel')}: '${cell.textContent}' coberta por ${top?.className}`];
    }),
  );
}

const dialog = () => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title') }).last();
const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();

/**
 * Issue 28 item 5: the first row of the table in `scope` shows what it is about (`title`) and its amount (`value`)
 * inside the screen, without scrolling sideways: both cells within the viewport and the grid, the amount whole,
 * and each really on top where it is drawn (not under a scroll bar or another column).
 */
async function rowInView(scope: Locator, title: string, value: string): Promise<string[]> {
  const row = scope.locator('.ag-row[row-index="0"]:not(.ag-row-pinned)');
  await row.locator(`[col-id="${value}"]`).first().waitFor();
  // scrolled down to (the pinned title never scrolls the grid sideways)
  await row.locator(`[col-id="${title}"]`).first().scrollIntoViewIfNeeded();
  return scope.locator('.mirante-table').first().evaluate(
    (table, [titleField, valueField]) => {
      const problems: string[] = [];
      const grid = table.querySelector('.ag-root-wrapper')!.getBoundingClientRect();
      for (const field of [titleField, valueField]) {
        const cell = table.querySelector<HTMLElement>(`.ag-row[row-index="0"]:not(.ag-row-pinned) [col-id="${field}"]`);
        if (!cell) {
          problems.push(`${field}: sem célula`);
          continue;
        }
        const r = cell.getBoundingClientRect();
        if (r.left < Math.max(0, grid.left) - 1 || r.right > Math.min(window.innerWidth, grid.right) + 1) problems.push(`${field} fora da tela (${Math.round(r.left)}–${Math.round(r.right)} de ${window.innerWidth})`);
        if (field === valueField && cell.scrollWidth > cell.clientWidth + 1) problems.push(`${field} cortado: '${cell.textContent}'`);
        for (const x of [r.left + 4, r.right - 4]) {
          const top = document.elementFromPoint(x, r.top + r.height / 2);
          if (!top || !cell.contains(top)) problems.push(`${field} encoberto em x=${Math.round(x)}`);
        }
        if (!(cell.textContent ?? '').trim()) problems.push(`${field} vazio`);
      }
      return problems;
    },
    [title, value],
  );
}

describe('phone (390 px)', () => {
  it("the top bar gives the company's trade name room; 'Sair' shows its icon and keeps its name", async () => {
    await page.goto('/home');
    const name = page.getByTestId('company-button').locator('> span', { hasText: 'Mirante Alimentos' });
    await name.waitFor();
    // 'Sair''s label and the desktop's gaps left the name one letter and an ellipsis ('M..', 16 px)
    expect(await name.evaluate((el) => el.clientWidth)).toBeGreaterThanOrEqual(80);
    const sair = await page.getByRole('button', { name: 'Sair' }).boundingBox();
    expect(sair!.x + sair!.width).toBeLessThanOrEqual(390);
    await expectFitsWidth(page);
  });

  it('Dashboard Financeiro: tables and pagers fit, amounts whole, page does not scroll sideways', async () => {
    await page.goto('/dashboard_financeiro');
    // its tables and chart are two screens below the cards: drawn as the user scrolls to them
    await page.locator('[data-card]').first().waitFor();
    await scrollThrough(page);
    await page.locator('[data-panel="fluxo"] .ag-row').first().waitFor();
    await page.locator('[data-panel="saldos"] .ag-row').first().waitFor();
    expect(await tableProblems(page.locator('.mirante-screen'))).toEqual([]);
    // AG Grid's horizontal scroll band (16 px, where scroll bars take no room: Android, headless) lay over the last row
    expect(await coveredLastRows(page.locator('.mirante-screen'))).toEqual([]);
    await expectFitsWidth(page);
  });

  it('a detail modal: the key column is pinned, the NF-e column can be reached and used', async () => {
    await page.locator('[data-group="Titulos a pagar"] [data-card="Vencidos"][data-clickable="true"]').click();
    const modal = dialog();
    await modal.locator('.ag-row:not(.ag-row-pinned)').first().waitFor();
    expect(await tableProblems(modal)).toEqual([]);
    // the first column stays in the pinned-left area
    expect(await modal.locator('.ag-header-cell.ag-header-cell-last-left-pinned').count()).toBe(1);
    expect(await modal.locator('.ag-row[row-index="0"]:not(.ag-row-pinned) .ag-cell-last-left-pinned').count()).toBe(1);
    const button = modal.locator('.ag-row[row-index="0"]:not(.ag-row-pinned)').getByRole('button', { name: 'NF-e' });
    await button.scrollIntoViewIfNeeded();
    const [box, frame] = await Promise.all([button.boundingBox(), modal.locator('.ant-modal-body').boundingBox()]);
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('Curva ABC Clientes and its detail fit', async () => {
    await page.goto(`/curva-abc-clientes?periodo=${lastDays(90)}`);
    await page.locator('[data-panel="clientes"] .ag-row').first().waitFor();
    expect(await tableProblems(page.locator('.mirante-screen'))).toEqual([]);
    await page.locator('[data-panel="clientes"] .ag-row[row-index="0"]').getByRole('button', { name: 'Produtos' }).click();
    await dialog().locator('.ag-row:not(.ag-row-pinned)').first().waitFor();
    expect(await tableProblems(dialog())).toEqual([]);
  });

  describe('every row says what it is about and its amount (issue 28)', () => {
    it('01.74.1370 Aprovar titulos a pagar: the supplier and the amount', async () => {
      await page.goto('/aprovar-titulos-pagar');
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const panel = page.locator('[data-panel="titulos"]');
      await panel.scrollIntoViewIfNeeded();
      expect(await rowInView(panel, 'nome_fornecedor', 'valor')).toEqual([]);
    });

    it('01.76.1326 Curva ABC Clientes: the customer and the sales', async () => {
      await page.goto(`/curva-abc-clientes?periodo=${lastDays(90)}`);
      const panel = page.locator('[data-panel="clientes"]');
      await panel.locator('.ag-row').first().waitFor();
      await panel.scrollIntoViewIfNeeded();
      expect(await rowInView(panel, 'nome_cliente', 'vlr_total_liquido')).toEqual([]);
    });

    it('01.74.1333 Titulos a receber (modal): the customer and the amount', async () => {
      await page.goto('/dashboard_financeiro');
      await page.locator('[data-group="Titulos a receber"] [data-card="Vencidos"][data-clickable="true"]').click();
      const modal = dialog();
      await modal.locator('.ag-row:not(.ag-row-pinned)').first().waitFor();
      expect(await rowInView(modal, 'nomeCliente', 'valor')).toEqual([]);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
    });

    it('02.74.1492 Detalhes do Centro de Custo (drawer): the customer or supplier and the amount', async () => {
      await page.goto('/financeiro/recebimentos-vs-pagamentos');
      const first = page.locator('[data-panel="recebimentos"] .ag-row[row-index="0"]:not(.ag-row-pinned)');
      // the cost centre is what the row is about: pinned, in view
      expect(await rowInView(page.locator('[data-panel="recebimentos"]'), 'custo_desc', 'valor')).toEqual([]);
      const link = first.locator('[col-id="centro_custo"]').locator('button, a, [role="button"]').first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      const panel = drawer();
      await panel.locator('.ag-row:not(.ag-row-pinned)').first().waitFor({ timeout: 30_000 });
      expect(await rowInView(panel, 'cliente_fornecedor', 'valor')).toEqual([]);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
    });
  });
});
