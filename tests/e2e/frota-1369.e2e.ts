import { beforeAll, describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { newPage, signIn } from './support/browser.ts';
import { expectWithinWidth } from './support/layout.ts';

// Consulta posição dos veículos 02.78.1369 and its drawer 02.78.1523, real server + Chromium (company 2). Every
// request outside the portal's own server is refused and recorded: the map must work without any map service.
const outside: string[] = [];

async function guardNetwork(p: Page) {
  const origin = new URL(await p.evaluate(() => window.location.origin)).origin;
  await p.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
}

const { page, browser } = screenPage({ user: 'bruno@mirante.demo', width: 1400, height: 1000 });
beforeAll(async () => {
  await guardNetwork(page);
  const dialog = page.getByRole('dialog', { name: 'Empresas' });
  await dialog.getByText('Intercarg Transportes').click();
  await dialog.waitFor({ state: 'hidden' });
});

const SITUACOES = ['Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado', 'Andando sem Operação', 'Ocioso'];
const mapa = () => page.locator('[data-panel="mapa"]');
const markers = (situacao?: string) => mapa().locator(`.leaflet-marker-icon${situacao ? `[data-category="${situacao}"]` : ''}`);
const rows = () => page.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned)');
const legend = (situacao: string) => mapa().getByRole('checkbox', { name: new RegExp(`^${situacao} \\(`) });
const legendCount = async (situacao: string) => Number((await mapa().locator(`label:has([data-category="${situacao}"]), [data-category="${situacao}"]`).first().innerText()).match(/\((\d+)\)/)?.[1]);
const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();

describe('Consulta posição dos veículos (02.78.1369)', () => {
  let total = 0;

  it('draws every located vehicle on the offline map, coloured by situation, with a legend of counts', async () => {
    await page.goto('/consulta-posicao-veiculo');
    await page.getByRole('heading', { name: '02.78.1369 Consulta posição dos veículos' }).waitFor();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(4);
    total = Number((await page.locator('[data-panel="veiculos"]').getByText(/^Total de itens: \d+$/).innerText()).match(/\d+/)![0]);
    // the basemap is drawn from the shipped shapes
    await expect.poll(() => mapa().locator('.leaflet-basemap-pane path').count()).toBeGreaterThan(0);
    await expect.poll(() => markers().count()).toBeGreaterThan(3);
    const located = await markers().count();
    let sum = 0;
    for (const s of SITUACOES) {
      await legend(s).waitFor();
      expect(await legend(s).isChecked()).toBe(true);
      sum += await legendCount(s);
      expect(await legendCount(s)).toBeGreaterThan(0);
    }
    // the legend counts every vehicle of the table; the map draws those with coordinates (one has none in the demo)
    expect(sum).toBe(total);
    expect(located).toBeLessThan(sum);
    const red = await markers('Atrasado').first().getAttribute('src');
    const blue = await markers('Ocioso').first().getAttribute('src');
    expect(red).not.toBe(blue);
    const box = await markers().first().boundingBox();
    expect(Math.round(box!.width)).toBe(40);
    expect(Math.round(box!.height)).toBe(40);
    expect(outside).toEqual([]);
    await expectAccessible(page, '1369 a 1400 px');
  });

  it('a legend toggle hides and shows the markers of its situation', async () => {
    const before = await markers('Ocioso').count();
    expect(before).toBeGreaterThan(0);
    await legend('Ocioso').click();
    await expect.poll(() => markers('Ocioso').count()).toBe(0);
    expect(await markers('Atrasado').count()).toBeGreaterThan(0);
    await legend('Ocioso').click();
    await expect.poll(() => markers('Ocioso').count()).toBe(before);
  });

  it("'Ver no mapa' on a hidden situation shows it again and zooms to the vehicle; without coordinates it is disabled", async () => {
    await legend('Atrasado').click();
    await expect.poll(() => markers('Atrasado').count()).toBe(0);
    const row = page.locator('[data-panel="veiculos"] .ag-row').filter({ hasText: 'Atrasado' }).first();
    await row.getByRole('button', { name: 'Ver no mapa' }).first().click();
    await expect.poll(() => markers('Atrasado').count()).toBeGreaterThan(0);
    expect(await legend('Atrasado').isChecked()).toBe(true);
    // zoom 13 on the vehicle: its popup is open
    await expect.poll(() => mapa().locator('.leaflet-popup-content').count()).toBe(1);
    // a vehicle without position (sorted first by 'Dt Hr Loc. Atual'): its button is disabled
    await page.locator('[data-panel="veiculos"] .ag-header-cell[col-id="dt_localizacao_atual"] .ag-header-cell-label').click();
    const first = page.locator('[data-panel="veiculos"] .ag-row[row-index="0"]');
    await expect.poll(() => first.locator('[col-id="dt_localizacao_atual"]').first().innerText()).toMatch(/^[-–]*$/);
    expect(await first.getByRole('button', { name: 'Ver no mapa' }).isDisabled()).toBe(true);
    await page.locator('[data-panel="veiculos"] .ag-header-cell[col-id="dt_localizacao_atual"] .ag-header-cell-label').click();
  });

  it("a row opens 02.78.1523 'Rota e localização' with order, plate, driver and the planned route", async () => {
    const row = page.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned)').filter({ hasText: 'Dentro do Prazo' }).first();
    await row.locator('[col-id="nro_ordem"]').click();
    await drawer().getByText('02.78.1523').waitFor();
    await drawer().getByText('Rota e localização').first().waitFor();
    for (const label of ['Nro Ordem', 'Placa', 'Motorista']) await drawer().getByText(label, { exact: true }).first().waitFor();
    await expect.poll(() => drawer().locator('path.mirante-route').count(), { timeout: 30_000 }).toBe(1);
    await drawer().getByText(/^Origem: /).first().waitFor();
    await drawer().getByText(/^Destino: /).first().waitFor();
    expect(outside).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it('an idle vehicle (no order) opens the drawer with its position and no route', async () => {
    const row = page.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned)').filter({ hasText: 'Ocioso' }).filter({ hasText: 'Próximo a' }).first();
    await row.locator('[col-id="placa"], [col-id="gestor"]').first().click();
    await drawer().getByText('Rota e localização').first().waitFor();
    await expect.poll(() => drawer().locator('.leaflet-marker-icon').count(), { timeout: 30_000 }).toBe(1);
    expect(await drawer().locator('path.mirante-route').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => markers().count()).toBeGreaterThan(3);
    await expectWithinWidth(mapa());
    await expectAccessible(page, '1369 a 390 px');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });
});

describe('1369 for a fleet manager (diego)', () => {
  it('locks the manager select to diego and shows only his vehicles', async () => {
    const p = await newPage(browser, { width: 1400, height: 1000 });
    await signIn(p, 'diego@mirante.demo');
    await p.goto('/consulta-posicao-veiculo');
    await p.getByRole('heading', { name: '02.78.1369 Consulta posição dos veículos' }).waitFor();
    const select = p.locator('[data-testid="filters"] .ant-select').first();
    await expect.poll(() => select.getAttribute('class')).toContain('ant-select-disabled');
    await expect.poll(() => select.innerText()).toContain('4 - Diego Rocha');
    await expect.poll(() => p.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned)').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const gestores = await p.locator('[data-panel="veiculos"] .ag-row [col-id="gestor"]').allInnerTexts();
    expect(new Set(gestores)).toEqual(new Set(['Diego Rocha']));
    await p.context().close();
  });
});
