import { describe, expect, it } from 'vitest';
import { brNumber as brl, screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { todayMonth } from './support/period.ts';

// DRE por Veículos 02.74.1429 and its drawer 02.74.1430, real server + Chromium (bruno, company 2, module 2).
const { page } = screenPage({ user: 'bruno@mirante.demo', width: 1400, height: 1000, company: 'Intercarg Transportes' });

const ROUTE = '/financeiro/dre/veiculos';
// With Placa pinned each row is drawn in two parts (pinned and centre): a row here is its centre part.
const rows = () => page.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned):has([col-id="modelo"])');
const pinnedTotal = (col: string) => page.locator(`[data-panel="veiculos"] .ag-row-pinned [col-id="${col}"]`).first();
const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();
const RED = 'rgb(207, 19, 34)';
const GREEN = 'rgb(35, 120, 4)';

async function open() {
  await page.goto(ROUTE);
  await page.getByRole('heading', { name: '02.74.1429 DRE por Veículos' }).waitFor();
  // spec 2 §4: the report loads on Filtrar (tests/e2e/spec-fidelity.e2e.ts checks no call is made before it)
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(1);
}

describe('DRE por Veículos (02.74.1429)', () => {
  it('loads the month per vehicle: result coloured by sign, totals adding up', async () => {
    await open();
    const resultados = await page.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned) [col-id="resultado"]').all();
    let soma = 0;
    for (const cell of resultados) {
      const value = brl(await cell.innerText());
      soma += value;
      const color = await cell.evaluate((el) => getComputedStyle(el).color);
      if (value < 0) expect(color).toBe(RED);
      if (value > 0) expect(color).toBe(GREEN);
    }
    expect(brl(await pinnedTotal('resultado').innerText())).toBeCloseTo(soma, 1);
    // Placa is pinned on the left
    expect(await page.locator('[data-panel="veiculos"] .ag-header-cell.ag-header-cell-last-left-pinned').innerText()).toContain('Placa');
    // the manager select: 'Todos' (0) plus the company's managers
    await page.getByLabel('Gestor').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await options.first().innerText()).toBe('Todos');
    await page.keyboard.press('Escape');
    await expectAccessible(page, '1429');
  });

  it("a row opens 02.74.1430 with the vehicle's costs by account, adding up to its Custos", async () => {
    const index = await rows().first().getAttribute('row-index');
    const placa = (await page.locator(`[data-panel="veiculos"] .ag-row[row-index="${index}"]:not(.ag-row-pinned) [col-id="placa"]`).innerText()).trim();
    const custos = brl(await rows().first().locator('[col-id="despesas_custos"]').innerText());
    await rows().first().locator('[col-id="modelo"]').click();
    await expect.poll(() => drawer().locator('.ant-drawer-title').innerText()).toBe('02.74.1430 Detalhes do Veículo');
    await drawer().getByText(`Placa: ${placa}`).waitFor();
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => brl(await drawer().locator('.ag-row-pinned [col-id="valor"]').first().innerText())).toBeCloseTo(custos, 2);
    expect(brl(await drawer().locator('[data-card="Total Custos"] .mirante-card-value').innerText())).toBeCloseTo(custos, 2);
    await expectAccessible(page, '1430 (drawer)');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it("an end month before the start shows 'Início Período menor que data início.'", async () => {
    const now = todayMonth();
    const before = new Date(now.year, now.month - 2, 1);
    const fim = page.getByLabel('Final Período');
    await fim.click();
    await fim.fill(`${String(before.getMonth() + 1).padStart(2, '0')}/${before.getFullYear()}`);
    await fim.press('Enter');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Início Período menor que data início.').waitFor({ timeout: 10_000 });
  });

  it('a month without postings shows the empty table; works at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ROUTE}?inicio=2001-01-01&fim=2001-01-01&gestor=0`);
    await page.getByRole('heading', { name: '02.74.1429 DRE por Veículos' }).waitFor();
    await page.getByText('Nenhum lançamento de veículo no período').first().waitFor({ timeout: 30_000 });
    const box = (await page.locator('[data-panel="veiculos"]').first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(391);
    await page.mouse.move(0, 0);
    await expectAccessible(page, '1429 (390 px)');
  });
});
