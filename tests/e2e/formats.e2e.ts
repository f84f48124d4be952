import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn } from './support/browser.ts';
import { useBrowser } from './support/screenPage.ts';

// The format registry's new formats and options as a manager meets them (issue 28 items 4 and 9), real server +
// Chromium: bruno on Intercarg (company 2: branches 'Intercarg Transportes - …', fleet) and ana (company 1, 1370).
const browser = useBrowser();
let bruno: Page;
let ana: Page;
beforeAll(async () => {
  bruno = await newPage(browser, { width: 1400, height: 1000 });
  await signIn(bruno, 'bruno@mirante.demo');
  const dialog = bruno.getByRole('dialog', { name: 'Empresas' });
  await dialog.getByText('Intercarg Transportes').click();
  await dialog.waitFor({ state: 'hidden' });
  ana = await newPage(browser, { width: 1400, height: 1000 });
  await signIn(ana, 'ana@mirante.demo');
});

/** '33,34%' → 3334 (hundredths, so the sum is exact). */
const hundredths = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

describe('formats (issue 28 items 4 and 9)', () => {
  it("1405: the branch column shows what differs, the whole name in its tooltip; the shares sum to 100,00%", async () => {
    await bruno.goto('/faturamento/dashboard');
    await bruno.getByRole('heading', { name: '02.76.1405 Dashboard Faturamento' }).waitFor();
    const rows = bruno.locator('[data-panel="filiais"] .ag-row:not(.ag-row-pinned):has([col-id="valor_faturamento"])');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(1);
    const names = (await rows.locator('[col-id="nome_fantasia"]').allInnerTexts()).map((t) => t.trim());
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      expect(name).not.toMatch(/^Intercarg Transportes/);
      expect(name.length).toBeGreaterThan(0);
    }
    const titles = await rows.locator('[col-id="nome_fantasia"] [title]').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(titles).toEqual(names.map((n) => `Intercarg Transportes - ${n}`));
    const shares = await rows.locator('[col-id="perc_faturamento"]').allInnerTexts();
    expect(shares.reduce((sum, t) => sum + hundredths(t), 0)).toBe(10000);
    const total = bruno.locator('[data-panel="filiais"] .ag-row-pinned [col-id="perc_faturamento"]').first();
    await expect.poll(() => total.innerText()).toBe('100,00%');
  });

  it('1405: the tonnes card carries its unit', async () => {
    await expect.poll(() => bruno.locator('[data-card="Peso Tonelada"] .mirante-card-value').innerText()).toMatch(/^\d{1,3}(\.\d{3})*,\d{3} t$/);
  });

  it('1369: order numbers are written without a thousands separator', async () => {
    await bruno.goto('/consulta-posicao-veiculo');
    await bruno.getByRole('heading', { name: '02.78.1369 Consulta posição dos veículos' }).waitFor();
    const cells = bruno.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned) [col-id="nro_ordem"]');
    await expect.poll(() => cells.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const orders = (await cells.allInnerTexts()).map((t) => t.trim()).filter((t) => t && t !== '--');
    expect(orders.length).toBeGreaterThan(0);
    // the demo orders are numbered from 5001: grouped they would read '5.001'
    for (const order of orders) expect(order).toMatch(/^\d{4,}$/);
  });

  it('1370: the S/N columns read Sim/Não', async () => {
    await ana.goto('/aprovar-titulos-pagar');
    await ana.getByRole('heading', { name: '01.74.1370 Aprovar titulos a pagar' }).waitFor();
    const rows = ana.locator('[data-panel="titulos"] .ag-row:has([col-id="aprovado"])');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const aprovado = new Set((await rows.locator('[col-id="aprovado"]').allInnerTexts()).map((t) => t.trim()));
    const usa = new Set((await rows.locator('[col-id="usa_aprovacao"]').allInnerTexts()).map((t) => t.trim()));
    expect([...aprovado].every((t) => t === 'Sim' || t === 'Não')).toBe(true);
    expect(usa.size).toBeGreaterThan(0);
    expect([...usa].every((t) => t === 'Sim' || t === 'Não')).toBe(true);
  });
});
