import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// The empty state of the ABC screens 1328, 1329 and 1417 on their demo case (docs/abc-classes.md, 'Empty state'):
// January 2020 lies before the demo history (the last 24 months), so every demo company has no sale in it.
const EMPTY_PERIOD = 'periodo=2020-01-01..2020-01-31';
const { page: ana } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });
const { page: diego } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });

async function expectEmpty(page: Page, route: string, panel: string, label: string, extra = '') {
  await page.goto(`${route}?${EMPTY_PERIOD}${extra}`);
  const empty = page.locator(`[data-panel="${panel}"] .ag-overlay-no-rows-center`);
  await expect.poll(() => empty.innerText(), { timeout: 30_000 }).toBe('Nenhum registro encontrado');
  expect(await page.locator(`[data-panel="${panel}"] .ag-row:not(.ag-row-pinned)`).count()).toBe(0);
  // the period is shown as searched, and no error banner replaces the empty state
  expect(await page.getByPlaceholder('Data início').inputValue()).toBe('01/01/2020');
  expect(await page.getByText('Erro 500').count()).toBe(0);
  await expectAccessible(page, `${label} vazio a 1400 px`);
}

describe('ABC screens: the empty-state demo case (January 2020)', () => {
  it('1328 Curva ABC Representantes', async () => {
    await expectEmpty(ana, '/curva-abc-representantes', 'representantes', '1328');
  });
  it('1329 Curva ABC Produtos, valor and quantidade', async () => {
    await expectEmpty(ana, '/curva-abc-produtos', 'produtos', '1329');
    await expectEmpty(ana, '/curva-abc-produtos', 'produtos', '1329 quantidade', '&tipo=quantidade');
    expect(await ana.getByRole('radio', { name: 'Quantidade' }).isChecked()).toBe(true);
  });
  it('1417 Curva ABC Clientes (module 2)', async () => {
    await expectEmpty(diego, '/intercarg/faturamento/curva-abc-clientes', 'clientes', '1417');
  });
});
