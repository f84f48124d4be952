import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';
import { brDate, lastDays, today } from './support/period.ts';

// Curva ABC Representantes 01.76.1328 end to end against the real server and database.
const { page, rows: panelRows } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });

const rows = () => panelRows('representantes');

describe('Curva ABC Representantes (01.76.1328)', () => {
  it('defaults the period to today, loads after Filtrar and lists the sellers ranked with classes', async () => {
    await page.goto('/curva-abc-representantes');
    await page.getByText('01.76.1328').first().waitFor();
    const shown = brDate(today());
    expect(await page.getByPlaceholder('Data início').inputValue()).toBe(shown);
    expect(await page.getByPlaceholder('Data fim').inputValue()).toBe(shown);
    await page.getByText("Informe os filtros e clique em 'Filtrar' para ver os dados.").first().waitFor();
    await page.goto(`/curva-abc-representantes?periodo=${lastDays(365)}`);
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(2);
    for (const header of ['ID Representante', 'Nome Representante', 'Valor Total Vendas', '% Vendas', '% Acumulado', 'Classe', 'Ordem']) {
      await page.locator('[data-panel="representantes"] .ag-header-cell-text', { hasText: new RegExp(`^${header.replace('%', '\\%')}$`) }).first().waitFor();
    }
    const first = page.locator('[data-panel="representantes"] .ag-row[row-index="0"]');
    expect((await first.locator('[col-id="ordem"]').innerText()).trim()).toBe('1');
    const tag = first.locator('[col-id="classe"] .ant-tag');
    expect((await tag.innerText()).trim()).toBe('A');
    expect(await tag.getAttribute('class')).toContain('ant-tag-green');
    await expectAccessible(page, '1328 a 1400 px');
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await expectFitsWidth(page);
    await expectAccessible(page, '1328 a 390 px');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });
});
