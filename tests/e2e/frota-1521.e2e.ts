import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// Km Rodados 02.78.1521 and its drawer 02.78.1522, real server + Chromium (diego: company 2).
const { page, rows } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });

const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();
const num = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
const card = (label: string) => page.locator(`[data-card="${label}"] .mirante-card-value`);

describe('Km Rodados (02.78.1521)', () => {
  it('Filtrar loads the cards (total = loaded + empty), the circle and the table by plate', async () => {
    await page.goto('/frota/km-rodados');
    await page.getByRole('heading', { name: '02.78.1521 Km Rodados' }).waitFor();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('placas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByText('KM Rodados por Placa', { exact: true }).first().waitFor();
    const total = num(await card('Total Km Rodados').innerText());
    const carga = num(await card('Km com carga').innerText());
    const vazio = num(await card('Km vazio').innerText());
    expect(carga).toBeGreaterThan(0);
    expect(vazio).toBeGreaterThan(0);
    expect(Math.abs(total - carga - vazio)).toBeLessThanOrEqual(1); // each card rounded to 0 decimals
    // km with 0 decimals, thousands separated by '.', and the unit (issue 28: units on km)
    expect(await card('Total Km Rodados').innerText()).toMatch(/^[\d.]+ km$/);
    expect(await card('Km com carga').evaluate((e) => e.className)).toContain('success');
    expect(await card('Km vazio').evaluate((e) => e.className)).toContain('danger');
    await page.locator('[data-panel="percentual"] .ant-progress').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isEnabled()).toBe(true);
    await page.mouse.move(5, 400);
    await expectAccessible(page, '1521 a 1400 px');
  });

  it("a plate row opens 02.78.1522 'Km Rodados por ordem de carregamento' with driver, plate and the plate's orders", async () => {
    const first = rows('placas').first();
    const placa = await first.locator('[col-id="placa"]').innerText();
    const motorista = await first.locator('[col-id="motorista"]').innerText();
    const totalPlaca = num(await first.locator('[col-id="total_km_rodado"]').innerText());
    await first.locator('[col-id="marca"]').click();
    await drawer().getByText('Km Rodados por ordem de carregamento').first().waitFor();
    await drawer().getByText('02.78.1522').first().waitFor();
    await drawer().getByText(`Motorista: ${motorista} — Placa: ${placa}`).waitFor();
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await drawer().locator('.ag-row:not(.ag-row-pinned) [col-id="Nro_ordem"]').first().innerText()).toMatch(/^\d+$/); // an order number, no thousands separator
    for (const h of ['Nº Ordem', 'Data Emissão', 'Nome Expedidor', 'Cidade Exp.', 'UF Exp.', 'Nome Recebedor', 'Cidade Rec.', 'UF Rec.', 'Tipo Ordem', 'KM Operação']) {
      await drawer().locator('.ag-header-cell-text', { hasText: new RegExp(`^${h.replace('.', '\\.')}$`) }).first().waitFor();
    }
    // the drawer's total row adds up to the plate's total
    const totalRow = drawer().locator('.ag-row-pinned [col-id="km_operacao"]').first();
    expect(Math.abs(num(await totalRow.innerText()) - totalPlaca)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it("a period without orders: the table is empty", async () => {
    await page.goto('/frota/km-rodados?periodo=2001-01-01..2001-01-31');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.locator('[data-panel="placas"]').getByText('Nenhum registro encontrado').first().waitFor({ timeout: 30_000 });
    // the table's empty text can show before the answer (no search yet): the card's number is what the answer draws
    await expect.poll(() => card('Total Km Rodados').innerText(), { timeout: 30_000 }).toBe('0 km');
  });

  it("start after end: 'Data Inicio maior que data fim.'", async () => {
    await page.goto('/frota/km-rodados?periodo=2026-11-20..2026-11-01');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Data Inicio maior que data fim.').first().waitFor();
    expect(await rows('placas').count()).toBe(0);
  });

  it('works at 390 px wide', async () => {
    await page.goto('/frota/km-rodados');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('placas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar' }).isEnabled()).toBe(true);
    await page.mouse.move(5, 400);
    await expectAccessible(page, '1521 a 390 px');
  });
});
