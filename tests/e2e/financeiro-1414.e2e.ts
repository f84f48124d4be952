import { describe, expect, it } from 'vitest';
import { brNumber as brl, screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// DRE Resumido 02.74.1414 and its drawer 02.74.1415, real server + Chromium (company 2, module 2).
const { page } = screenPage({ user: 'bruno@mirante.demo', width: 1400, height: 1000, company: 'Intercarg Transportes' });

const card = (label: string) => page.locator(`[data-card="${label}"]`);
const branchRows = () => page.locator('[data-panel="filiais"] .ag-row:not(.ag-row-pinned)');
const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();

describe('DRE Resumido (02.74.1414)', () => {
  it('shows the month cards, Resultado coloured by sign, and the branches summing to the cards', async () => {
    await page.goto('/financeiro/dre');
    await page.getByRole('heading', { name: '02.74.1414 DRE Resumido' }).waitFor();
    await expect.poll(() => branchRows().count(), { timeout: 30_000 }).toBeGreaterThan(1);
    const receitas = brl(await card('Receitas').locator('.mirante-card-value').innerText());
    const custos = brl(await card('Custos').locator('.mirante-card-value').innerText());
    const despesas = brl(await card('Despesas').locator('.mirante-card-value').innerText());
    const resultado = card('Resultado').locator('.mirante-card-value');
    expect(receitas).toBeGreaterThan(0);
    expect(brl(await resultado.innerText())).toBeCloseTo(receitas - custos - despesas, 2);
    expect(await resultado.getAttribute('class')).toContain(receitas - custos - despesas < 0 ? 'tone-sign-negative' : 'tone-sign-positive');
    const totalRow = page.locator('[data-panel="filiais"] .ag-row-pinned [col-id="vlr_receitas"]').first();
    expect(brl(await totalRow.innerText())).toBeCloseTo(receitas, 2);
    await expectAccessible(page, '1414');
  });

  it("a card opens '(02.74.1415) Detalhes do Grupo DRE' with that group's accounts for all branches", async () => {
    const custos = brl(await card('Custos').locator('.mirante-card-value').innerText());
    await card('Custos').click();
    await expect.poll(() => drawer().locator('.ant-drawer-title').innerText()).toBe('(02.74.1415) Detalhes do Grupo DRE');
    await expect.poll(() => drawer().locator('.ag-row:not(.ag-row-pinned)').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => brl(await drawer().locator('.ag-row-pinned [col-id="valor"]').first().innerText())).toBeCloseTo(custos, 2);
    // accounts of the Custos group only (chart of accounts 2.x)
    const codes = await drawer().locator('.ag-row:not(.ag-row-pinned) [col-id="codigo_conta"]').allInnerTexts();
    for (const c of codes) expect(c.trim()).toMatch(/^2\./);
    await expectAccessible(page, '1415 (drawer)');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it("a branch's Receitas cell opens the drawer for that branch", async () => {
    const first = branchRows().first();
    const cell = first.locator('[col-id="vlr_receitas"]');
    const value = brl(await cell.innerText());
    await cell.locator('button, a, [role="button"]').first().click();
    await expect.poll(async () => brl(await drawer().locator('.ag-row-pinned [col-id="valor"]').first().innerText()), { timeout: 20_000 }).toBeCloseTo(value, 2);
    const codes = await drawer().locator('.ag-row:not(.ag-row-pinned) [col-id="codigo_conta"]').allInnerTexts();
    for (const c of codes) expect(c.trim()).toMatch(/^1\./);
    await page.keyboard.press('Escape');
  });

  it('a month without postings shows the empty table and zero cards; works at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/financeiro/dre');
    await page.getByRole('heading', { name: '02.74.1414 DRE Resumido' }).waitFor();
    await expect.poll(() => branchRows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // the screen's panels fit the phone (the grid scrolls sideways inside its frame); the shell's header
    // ('Sair') is the shell's own concern (issue 10)
    for (const panel of ['totais', 'filiais']) {
      const box = (await page.locator(`[data-panel="${panel}"]`).first().boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(391);
    }
    await page.getByLabel('Ano').click();
    const years = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await years.last().click();
    // the same month ten years back: before the demo data begins
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await page.getByText('Nenhum lançamento no período').first().waitFor({ timeout: 20_000 });
    expect(await card('Receitas').locator('.mirante-card-value').innerText()).toMatch(/R\$\s*0,00/);
  });
});
