import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// Média de Combustíveis 02.78.1418 and its drawer 02.78.1419, real server + Chromium (diego: company 2).
const { page, rows } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });

const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();
const num = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('Média de Combustíveis (02.78.1418)', () => {
  it('Filtrar loads both averages for the month so far; % reached coloured by 100', async () => {
    await page.goto('/frota/media-combustiveis');
    await page.getByRole('heading', { name: '02.78.1418 Média de Combustíveis' }).waitFor();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('veiculos').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => rows('motoristas').count()).toBeGreaterThan(0);
    for (const title of ['Médias por Veículos/Motoristas', 'Médias por Motoristas/Placas']) await page.getByText(title, { exact: true }).first().waitFor();
    // fuel numbers with 3 decimals
    expect(await rows('veiculos').first().locator('[col-id="media_diesel"]').innerText()).toMatch(/^\d+,\d{3}$/);
    const cells = page.locator('[data-panel="veiculos"] .ag-row [col-id="perc_media_diesel_alcancado"]');
    const n = await cells.count();
    for (let i = 0; i < n; i++) {
      const cell = cells.nth(i);
      const colour = await cell.evaluate((e) => getComputedStyle(e.querySelector('span') ?? e).color);
      expect(colour).toBe(num(await cell.innerText()) < 100 ? 'rgb(207, 19, 34)' : 'rgb(35, 120, 4)');
    }
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isEnabled()).toBe(true);
    await page.mouse.move(5, 400); // off the button: antd's hover blue is lighter than its AA-contrast rest colour
    await expectAccessible(page, '1418 a 1400 px');
  });

  it("a vehicle row opens 02.78.1419 'Detalhes Média de Combustíveis' at 90 % with its sheets", async () => {
    const placa = await rows('veiculos').first().locator('[col-id="placa"]').innerText();
    await rows('veiculos').first().locator('[col-id="marca"]').click();
    await drawer().getByText('Detalhes Média de Combustíveis').first().waitFor();
    await drawer().getByText('02.78.1419').first().waitFor();
    await drawer().getByText(`Placa: ${placa}`).waitFor();
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const h of ['Frete', 'Emissão', 'Km Inicial', 'Km Final', 'Total Km', 'Litros Diesel', 'Média Diesel', 'Litros Arla', 'Média Arla']) {
      await drawer().locator('.ag-header-cell-text', { hasText: new RegExp(`^${h}$`) }).first().waitFor();
    }
    const width = await page.locator('.ant-drawer-content-wrapper').last().evaluate((e) => e.getBoundingClientRect().width / window.innerWidth);
    expect(width).toBeGreaterThan(0.85);
    expect(width).toBeLessThan(0.95);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it('a driver row opens the drawer for that driver', async () => {
    const nome = await rows('motoristas').first().locator('[col-id="nome_motorista"]').innerText();
    await rows('motoristas').first().locator('[col-id="placa"]').click();
    await drawer().getByText(new RegExp(`^Motorista: \\d+ - ${nome}$`)).waitFor();
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it("start after end: 'Data Inicio maior que data fim.'", async () => {
    await page.goto('/frota/media-combustiveis?periodo=2026-11-20..2026-11-01');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Data Inicio maior que data fim.').first().waitFor();
    expect(await rows('veiculos').count()).toBe(0);
  });

  it('works at 390 px wide', async () => {
    await page.goto('/frota/media-combustiveis');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('veiculos').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isEnabled()).toBe(true);
    await page.mouse.move(5, 400); // off the button: antd's hover blue is lighter than its AA-contrast rest colour
    await expectAccessible(page, '1418 a 390 px');
  });
});
