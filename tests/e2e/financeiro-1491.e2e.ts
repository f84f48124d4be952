import { describe, expect, it } from 'vitest';
import { brNumber as brl, screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { animationsDone } from './support/settle.ts';

// Recebimentos VS Pagamentos 02.74.1491 and its drawer 02.74.1492, real server + Chromium (ana, company 1).
const { page, rows } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });

const ROUTE = '/financeiro/recebimentos-vs-pagamentos';
const card = (label: string) => page.locator(`[data-card="${label}"] .mirante-card-value`);
const total = (scope: string, col: string) => page.locator(`${scope} .ag-row-pinned [col-id="${col}"]`).first();
const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();

async function open() {
  await page.goto(ROUTE);
  await page.getByRole('heading', { name: '02.74.1491 Recebimentos vs Pagamentos' }).waitFor();
  await expect.poll(() => rows('recebimentos').count(), { timeout: 30_000 }).toBeGreaterThan(1);
  await expect.poll(() => rows('pagamentos').count(), { timeout: 30_000 }).toBeGreaterThan(1);
}

describe('Recebimentos VS Pagamentos (02.74.1491)', () => {
  it('loads on open: cards, chart and both lists, each list adding up to its card', async () => {
    await open();
    const recebimentos = brl(await card('Recebimentos').innerText());
    const pagamentos = brl(await card('Pagamentos').innerText());
    expect(recebimentos).toBeGreaterThan(0);
    expect(pagamentos).toBeGreaterThan(0);
    expect(brl(await card('Total').innerText())).toBeCloseTo(recebimentos - pagamentos, 2);
    expect(brl(await total('[data-panel="recebimentos"]', 'valor').innerText())).toBeCloseTo(recebimentos, 2);
    expect(brl(await total('[data-panel="pagamentos"]', 'valor').innerText())).toBeCloseTo(pagamentos, 2);
    await page.locator('[data-panel="grafico"] svg, [data-panel="grafico"] canvas').first().waitFor();
    // the picker cannot be cleared
    expect(await page.locator('[data-testid="filters"] .ant-picker-clear').count()).toBe(0);
    await expectAccessible(page, '1491');
  });

  it('a cost centre opens 02.74.1492 with its settlements, adding up to the centre', async () => {
    const first = rows('recebimentos').first();
    const valor = brl(await first.locator('[col-id="valor"]').innerText());
    await first.locator('[col-id="centro_custo"]').locator('button, a, [role="button"]').first().click();
    await expect.poll(() => drawer().locator('.ant-drawer-title').innerText()).toMatch(/^02\.74\.1492 Detalhes do Centro de Custo/);
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => brl(await drawer().locator('.ag-row-pinned [col-id="valor"]').first().innerText())).toBeCloseTo(valor, 2);
    await expectAccessible(page, '1492 (drawer)');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it('the row without a cost centre does not open', async () => {
    const semCentro = rows('pagamentos').filter({ hasText: 'Sem centro de custo' });
    await expect.poll(() => semCentro.count()).toBe(1);
    expect(await semCentro.locator('[col-id="centro_custo"]').locator('button, a, [role="button"]').count()).toBe(0);
    await semCentro.locator('[col-id="custo_desc"]').click();
    await animationsDone(page); // a drawer the click opened would be open by then
    expect(await page.locator('.ant-drawer-open').count()).toBe(0);
  });

  it("a period without settlements shows 'Sem dados'; works at 390 px", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ROUTE}?periodo=2001-01-01..2001-01-31`);
    await page.getByRole('heading', { name: '02.74.1491 Recebimentos vs Pagamentos' }).waitFor();
    await page.locator('[data-panel="resumo"]').getByText('Sem dados', { exact: true }).waitFor({ timeout: 30_000 });
    await page.locator('[data-panel="recebimentos"] .ag-overlay-no-rows-center').getByText('Sem dados', { exact: true }).waitFor();
    for (const panel of ['resumo', 'grafico', 'recebimentos', 'pagamentos']) {
      const box = (await page.locator(`[data-panel="${panel}"]`).first().boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(391);
    }
    await expectAccessible(page, '1491 (390 px, vazio)');
    // back to the current month through the picker's preset and Filtrar
    await page.getByLabel('Período').first().click();
    await page.locator('.ant-picker-presets').getByText('Este mês').click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('recebimentos').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    // Filtrar is disabled while either call loads (spec 2 §4) and comes back when both answered
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isEnabled(), { timeout: 30_000 }).toBe(true);
    await card('Recebimentos').waitFor();
    // the pointer leaves Filtrar (a hovered primary button is lighter: axe measures the resting colours)
    await page.mouse.move(0, 0);
    await expectAccessible(page, '1491 (390 px)');
  });
});
