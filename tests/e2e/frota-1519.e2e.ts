import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// Preço de combustíveis 02.78.1519, real server + Chromium (diego: company 2).
const { page, rows } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });


describe('Preço de combustíveis (02.78.1519)', () => {
  it('Filtrar loads both panels for the month so far; litres and unit prices with 3 decimals', async () => {
    await page.goto('/frota/preco-combustiveis');
    await page.getByRole('heading', { name: '02.78.1519 Preço de combustíveis' }).waitFor();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('valores').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => rows('litros').count()).toBeGreaterThan(0);
    for (const title of ['Preço do diesel por estado e cidade', 'Total de litros por postos']) await page.getByText(title, { exact: true }).first().waitFor();
    expect(await rows('valores').first().locator('[col-id="qtdade"]').innerText()).toMatch(/^[\d.]+,\d{3}$/);
    expect(await rows('valores').first().locator('[col-id="vlr_unitario"]').innerText()).toMatch(/^R\$\s[\d.]+,\d{3}$/);
    expect(await rows('litros').first().locator('[col-id="qtdade"]').innerText()).toMatch(/^[\d.]+,\d{3}$/);
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isEnabled()).toBe(true);
    await page.mouse.move(5, 400); // off the button: antd's hover blue is lighter than its AA-contrast rest colour
    await expectAccessible(page, '1519 a 1400 px');
  });

  it('a period before the demo history shows the empty placeholder in both panels', async () => {
    await page.goto('/frota/preco-combustiveis?periodo=2020-01-01..2020-01-31');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => page.locator('[data-panel="litros"]').getByText('Nenhum registro encontrado').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await rows('valores').count()).toBe(0);
    expect(await rows('litros').count()).toBe(0);
  });

  it("start after end: 'Data Inicio maior que data fim.'", async () => {
    await page.goto('/frota/preco-combustiveis?periodo=2026-11-20..2026-11-01');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Data Inicio maior que data fim.').first().waitFor();
    expect(await rows('valores').count()).toBe(0);
  });

  it('works at 390 px wide', async () => {
    await page.goto('/frota/preco-combustiveis');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('litros').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isEnabled()).toBe(true);
    await page.mouse.move(5, 400);
    await expectAccessible(page, '1519 a 390 px');
  });
});
