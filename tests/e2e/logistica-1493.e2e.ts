import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import type { Page, Request } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { newPage, signIn } from './support/browser.ts';
import { expectFitsWidth } from './support/layout.ts';

// Monitoramento de cargas 02.79.1493 with drawers 02.79.1494 and 02.79.1495, real server + Chromium (company 2).
const trips: URL[] = [];

const NFE_TIP = 'Limpe o campo NF-e para poder preencher este campo';
const CTE_TIP = 'Limpe o campo CT-e para poder preencher este campo';
const PERIOD_TIP = "Para usar o período, o status da viagem precisa ser 'Finalizadas'";

async function openCompany(p: Page) {
  await signIn(p, 'bruno@mirante.demo');
  const dialog = p.getByRole('dialog', { name: 'Empresas' });
  await dialog.getByText('Intercarg Transportes').click();
  await dialog.waitFor({ state: 'hidden' });
}

const { page, browser } = screenPage({
  width: 1400,
  height: 1000,
  setup: async (page) => {
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/monitoramento-de-cargas/2/monit')) trips.push(url);
    });
    await openCompany(page);
  },
});

const rows = () => page.locator('[data-panel="viagens"] .ag-row:not(.ag-row-pinned)');
const cell = (field: string) => page.locator(`[data-panel="viagens"] .ag-cell[col-id="${field}"]`).first();
const mapa = () => page.locator('[data-panel="mapa"]');
const field = (label: string) => page.getByLabel(label, { exact: true });
const radio = (label: string) => page.getByRole('radio', { name: label });
const disabledReason = (tip: string) => page.locator(`[data-disabled-reason="${tip}"]`);
const lastTrips = () => trips.at(-1)!.searchParams;
const drawerOf = (p: Page, code: string) => p.locator('.ant-drawer-section').filter({ has: p.locator('.ant-drawer-header-title', { hasText: code }) });
const drawer = (code: string) => drawerOf(page, code);
const filtrar = () => page.getByRole('button', { name: 'Filtrar' }).click();

async function tooltipOf(tip: string) {
  await disabledReason(tip).first().hover();
  await page.getByRole('tooltip').filter({ hasText: tip }).waitFor();
  await page.mouse.move(0, 0);
}

describe('Monitoramento de cargas (02.79.1493)', () => {
  it("opens with 'Em andamento': the trips on the map and in the table, the period disabled with its tooltip", async () => {
    await page.goto('/monitoramento-de-cargas');
    await page.getByRole('heading', { name: '02.79.1493 Monitoramento de cargas' }).waitFor();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await radio('Em andamento').isChecked()).toBe(true);
    // status only: no period for 'Em andamento', no numbers
    expect(lastTrips().get('status')).toBe('IN_PROGRESS');
    expect([...lastTrips().keys()].sort()).toEqual(['status']);
    const total = Number((await page.getByText(/^Total de itens: \d+$/).innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThan(0);
    await expect.poll(() => mapa().locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await tooltipOf(PERIOD_TIP);
    // percent delivered and weight with 2 decimals
    expect(await cell('perc_entregue').innerText()).toMatch(/^\d{1,3},\d{2}%$/);
    expect(await cell('peso_bruto').innerText()).toMatch(/^[\d.]+,\d{2}$/);
    await expectAccessible(page, '1493 a 1400 px');
  });

  it('a CT-e number disables NF-e, status and period (tooltips); clearing it restores the defaults; an unknown number shows the empty state', async () => {
    await field('Número CT-e').fill('999999999');
    await expect.poll(() => field('Número NF-e').isDisabled()).toBe(true);
    expect(await radio('Em andamento').isDisabled()).toBe(true);
    expect(await radio('Finalizadas').isDisabled()).toBe(true);
    await tooltipOf(CTE_TIP);
    await tooltipOf(PERIOD_TIP);
    await filtrar();
    await page.getByText('Nenhum registro encontrado').first().waitFor();
    expect([...lastTrips().entries()]).toEqual([['cteNumber', '999999999']]);

    await field('Número CT-e').fill('');
    await expect.poll(() => field('Número NF-e').isDisabled()).toBe(false);
    expect(await radio('Em andamento').isDisabled()).toBe(false);
    expect(await radio('Em andamento').isChecked()).toBe(true);
    await field('Número NF-e').fill('123');
    await expect.poll(() => field('Número CT-e').isDisabled()).toBe(true);
    await tooltipOf(NFE_TIP);
    await field('Número NF-e').fill('');
    await expect.poll(() => field('Número CT-e').isDisabled()).toBe(false);
  });

  it("'Finalizadas' enables the period and sends it; 'Ver no mapa' opens the trip's popup", async () => {
    await page.locator('label').filter({ has: radio('Finalizadas') }).click();
    await expect.poll(() => disabledReason(PERIOD_TIP).count()).toBe(0);
    await filtrar();
    await expect.poll(() => lastTrips().get('status')).toBe('FINISHED');
    expect(lastTrips().get('periodStart')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(lastTrips().get('periodEnd')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.locator('[data-panel="viagens"]').getByRole('button', { name: 'Ver no mapa' }).first().click();
    await expect.poll(() => mapa().locator('.leaflet-popup-content').count()).toBe(1);
    // the last position's time as the row shows it (pt-BR), not the answer's ISO text
    const shown = (await page.locator('[data-panel="viagens"] .ag-row:not(.ag-row-pinned)').first().locator('[col-id="data_ultima_localizacao"]').innerText()).trim();
    expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await mapa().locator('.leaflet-popup-content').innerText()).toContain(`Última localização: ${shown}`);
  });

  it("'Ver detalhes' opens 1494 with the route and the deliveries; a delivery opens to its documents; 'Comprovantes' opens 1495 over it and a photo enlarges", async () => {
    await page.locator('[data-panel="viagens"]').getByRole('button', { name: 'Ver detalhes' }).first().click();
    const viagem = drawer('02.79.1494');
    await viagem.getByText('Detalhes da Viagem').waitFor();
    await expect.poll(() => viagem.locator('path.mirante-route').count(), { timeout: 30_000 }).toBe(1);
    const items = viagem.locator('.ant-collapse-item');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const tag of await viagem.locator('.ant-collapse-header .ant-tag').allInnerTexts()) {
      expect(['Comprovado', 'Nenhum documento comprovado', 'Comprovação parcial']).toContain(tag);
    }
    // open every delivery; a CT-e row expands to its NF-es
    const count = await items.count();
    for (let i = 0; i < count; i++) await items.nth(i).locator('.ant-collapse-header').click();
    await expect.poll(() => viagem.getByRole('button', { name: 'Comprovantes' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const expandCte = viagem.locator('[data-section="results.ctes"] .ant-table-row-expand-icon').first();
    if (await expandCte.count()) {
      await expandCte.click();
      await viagem.locator('.mirante-nested-table').first().waitFor();
    }
    await expectAccessible(page, '1494 a 1400 px');

    await viagem.locator('button:not([disabled])').filter({ hasText: 'Comprovantes' }).first().click();
    const comprovantes = drawer('02.79.1495');
    await comprovantes.getByText('Comprovantes do documento').waitFor();
    // 1494 stays open underneath
    expect(await page.locator('.ant-drawer-open').count()).toBe(2);
    const photo = comprovantes.locator('[data-panel-kind="gallery"] img').first();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page, '1495 a 1400 px');
    await photo.click();
    const large = page.locator('.ant-image-preview img');
    await large.waitFor();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await large.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await comprovantes.waitFor({ state: 'hidden' });
    // back on 1494, its deliveries still open and usable: the same button opens 1495 again
    await viagem.locator('button:not([disabled])').filter({ hasText: 'Comprovantes' }).first().click();
    await comprovantes.getByText('Comprovantes do documento').waitFor();
    await page.keyboard.press('Escape');
    await comprovantes.waitFor({ state: 'hidden' });
    expect(await page.locator('.ant-drawer-open').count()).toBe(1);
    await page.keyboard.press('Escape');
    await viagem.waitFor({ state: 'hidden' });
  });

  it('works at 390 px: trips as cards, drawers within the screen', async () => {
    const phone = await newPage(browser, { width: 390, height: 844 });
    await openCompany(phone);
    await phone.goto('/monitoramento-de-cargas?status=FINISHED');
    await phone.getByRole('heading', { name: /Monitoramento de cargas/ }).waitFor();
    const cards = phone.locator('.mirante-table-card');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectFitsWidth(phone);
    await cards.first().getByRole('button', { name: 'Ver detalhes' }).click();
    const viagem = drawerOf(phone, '02.79.1494');
    await viagem.locator('.ant-collapse-item').first().waitFor({ timeout: 30_000 });
    const width = await phone.locator('.ant-drawer-content-wrapper').last().evaluate((e) => e.getBoundingClientRect().width);
    expect(Math.round(width)).toBeLessThanOrEqual(Math.round(390 * 0.95) + 1);
    await expectFitsWidth(phone);
    await expectAccessible(phone, '1494 a 390 px');
    await phone.context().close();
  });
});
