import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// Dashboard Faturamento module 2 (02.76.1405) and the branch drawer 02.76.1482, real server + Chromium
// (bruno's Intercarg, company 2). The page's clock is Playwright's (installed before sign-in) so the auto-refresh
// minute passes at once; the refetch is a real request to the real server.
const requests: string[] = [];
const { page } = screenPage({
  user: 'bruno@mirante.demo',
  width: 1400,
  height: 1000,
  company: 'Intercarg Transportes',
  setup: async (page) => {
    await page.clock.install();
    page.on('request', (r) => requests.push(r.url()));
  },
});

const brl = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
const card = (label: string) => page.locator(`[data-card="${label}"] .mirante-card-value`);
const branchRows = () => page.locator('[data-panel="filiais"] .ag-row:not(.ag-row-pinned):has([col-id="valor_faturamento"])');
/** The second branch table (spec 2 §2), with the 'Meta Diária' action. */
const metaRows = () => page.locator('[data-panel="metasFiliais"] .ag-row:not(.ag-row-pinned):has([col-id="valor_faturamento"])');
const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();
const dashboardCalls = () => requests.filter((u) => u.includes('/intercarg/faturamento/dashboard?')).length;
const drawerCalls = () => requests.filter((u) => u.includes('/faturamento-diario-empresa/')).length;

describe('Dashboard Faturamento module 2 (02.76.1405)', () => {
  it("the module-2 company's menu leads to 1405: cards, gauge, branches by value, pie, charts", async () => {
    const menu = page.getByRole('menu', { name: 'Menu principal' });
    await menu.getByRole('menuitem', { name: 'Faturamento', exact: true }).click();
    await menu.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { name: '02.76.1405 Dashboard Faturamento' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/faturamento/dashboard');
    await expect.poll(() => branchRows().count(), { timeout: 30_000 }).toBeGreaterThan(1);
    const faturamento = brl(await card('Faturamento').innerText());
    expect(faturamento).toBeGreaterThan(0);
    const frota = brl(await card('Faturamento Frota').innerText());
    const terceiros = brl(await card('Faturamento Terceiros').innerText());
    expect(frota + terceiros).toBeCloseTo(faturamento, 1);
    expect(await page.locator('[data-panel="meta"] .ant-progress').count()).toBe(1);
    // branches: value descending, the total = the Faturamento card
    const values = await Promise.all((await branchRows().locator('[col-id="valor_faturamento"]').all()).map(async (c) => brl(await c.innerText())));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(brl(await page.locator('[data-panel="filiais"] .ag-row-pinned [col-id="valor_faturamento"]').first().innerText())).toBeCloseTo(faturamento, 1);
    for (const chart of ['pizza', 'diario', 'meses']) await page.locator(`[data-panel="${chart}"] svg`).first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, '1405');
  });

  it('auto-refresh with 1 minute refetches the dashboard', async () => {
    const minutes = page.getByLabel('Minutos', { exact: true });
    await minutes.fill('1');
    await page.getByText('Atualizar automaticamente (minutos)').click();
    const before = dashboardCalls();
    await page.clock.fastForward(61_000);
    await expect.poll(dashboardCalls, { timeout: 20_000 }).toBeGreaterThan(before);
    await page.getByText('Atualizar automaticamente (minutos)').click(); // off again
  });

  it("two branch tables (spec 2 §2): the first by value descending without actions, the second with 'Meta Diária'", async () => {
    expect(await page.locator('[data-panel="filiais"]').getByRole('button', { name: 'Meta Diária' }).count()).toBe(0);
    await expect.poll(() => metaRows().count(), { timeout: 30_000 }).toBe(await branchRows().count());
    const panels = await page.locator('[data-panel]').evaluateAll((els) => els.map((e) => e.getAttribute('data-panel')));
    const order = ['filiais', 'diario', 'metasFiliais', 'pizza', 'meses'].map((id) => panels.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(await page.locator('[data-panel="metasFiliais"] .ag-row').getByRole('button', { name: 'Meta Diária' }).count()).toBeGreaterThan(0);
  });

  it("'Meta Diária' opens 02.76.1482 with chart and table, fetching once", async () => {
    // the cell shows what differs ('Matriz'); its title, and the drawer's heading, the whole name
    const name = await metaRows().first().locator('[col-id="nome_fantasia"] [title]').getAttribute('title');
    const before = drawerCalls();
    await metaRows().first().getByRole('button', { name: 'Meta Diária' }).click();
    await expect.poll(() => drawer().locator('.ant-drawer-title').innerText()).toBe('02.76.1482 Faturamento Diário da Filial');
    await drawer().getByText(name!, { exact: true }).first().waitFor();
    await drawer().getByText('Gráfico - Faturamento diário').waitFor();
    await drawer().getByText('Clique para expandir ou diminuir os dados').waitFor();
    await drawer().locator('svg').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await drawer().getByText('Meta mensal').count()).toBe(1);
    expect(drawerCalls()).toBe(before + 1);
    await expectAccessible(page, '1482 (drawer)');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    await metaRows().first().getByRole('button', { name: 'Meta Diária' }).click();
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(drawerCalls()).toBe(before + 1);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it('a month before the history shows empty branches; works at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faturamento/dashboard?mes=01&ano=2015');
    await page.getByRole('heading', { name: '02.76.1405 Dashboard Faturamento' }).waitFor();
    await page.getByText('Nenhum faturamento no mês').first().waitFor({ timeout: 30_000 });
    expect(brl(await card('Faturamento').innerText())).toBe(0);
    for (const panel of ['cards', 'meta', 'filiais']) {
      const box = (await page.locator(`[data-panel="${panel}"]`).first().boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(391);
    }
    await expectAccessible(page, '1405 (390 px)');
  });
});
