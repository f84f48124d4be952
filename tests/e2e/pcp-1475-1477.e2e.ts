import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';
import { animationsDone } from './support/settle.ts';
import { lastDays, today } from './support/period.ts';
import { expectFitsWidth } from './support/layout.ts';

// Apontamentos por Produto Acabado 01.77.1477 (+ drawer 01.77.1478) and por Operador por Produto Acabado 01.77.1475
// (+ drawer 01.77.1476) against the real server and database (company 1 of ana@mirante.demo).
const detalhes: string[] = [];
const { page } = screenPage({
  user: 'ana@mirante.demo',
  width: 1400,
  height: 1000,
  setup: (page) => {
    page.on('request', (r) => {
      if (r.url().includes('/detalhes?')) detalhes.push(r.url());
    });
  },
});

const panel = (id: string) => page.locator(`[data-panel="${id}"]`);
const rows = (id: string) => panel(id).locator('.ag-row:not(.ag-row-pinned)');
const drawer = () => page.locator('.ant-drawer.ant-drawer-open').last();
const drawerRows = () => drawer().locator('.ag-row:not(.ag-row-pinned)');
const hms = (text: string) => text.split(':').map(Number).reduce((s, n) => s * 60 + n, 0);
const executed = async () => (await drawer().locator('.ag-row:not(.ag-row-pinned) [col-id="qtd_hr_executado"]').allInnerTexts()).map((t) => hms(t.trim()));
const YEAR = lastDays(365);
// 27 days: within the month 1475 and 1477 allow (at most a month) from any start date
const MONTH = lastDays(27);

describe('Apontamentos por Produto Acabado (01.77.1477)', () => {
  it('opens with this month in the period (first of the month to today) and Filtrar shows the products', async () => {
    await page.goto('/apontamentos-produto-acabado');
    await page.getByText('01.77.1477').first().waitFor();
    const [y, m, d] = today().split('-');
    expect(await page.locator('.ant-picker-range input').first().inputValue()).toBe(`01/${m}/${y}`);
    expect(await page.locator('.ant-picker-range input').last().inputValue()).toBe(`${d}/${m}/${y}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => rows('produtos').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const headers = (await panel('produtos').locator('.ag-header-cell-text').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining(['Código', 'Produto Acabado', 'Horas Apontadas', 'Horas Cobradas OS', 'Diferença (Cobradas - Apontadas)', 'Valor Total']));
    await page.mouse.move(0, 0); // the pressed button's wave animation is not its resting colour
    await animationsDone(page);
    await expectAccessible(page, '1477 a 1400 px');
  });

  it('over 27 days, a row expands to its detail lines (spec 2 §2), the same lines its drawer lists', async () => {
    await page.goto(`/apontamentos-produto-acabado?periodo=${MONTH}`);
    await expect.poll(() => rows('produtos').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await panel('produtos').getByRole('button', { name: 'Expandir linha' }).first().click();
    const nested = panel('produtos').locator('.mirante-table-detail');
    await nested.first().waitFor();
    const text = await nested.first().innerText();
    // detail lines: order and service order, start/end, executed hours, product, operator, process, machine, type, flags, quantities
    expect(text).toMatch(/OP[\s\S]*OS[\s\S]*Início[\s\S]*Fim[\s\S]*Horas Executadas[\s\S]*Operador[\s\S]*Máquina[\s\S]*Tipo Apontamento[\s\S]*Cancelado[\s\S]*Qtd. Produzida/);
    expect(text).not.toMatch(/Horas Apontadas/);
    expect(text).toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  it("'Detalhes' opens drawer 01.77.1478 (95vw) and a second opening fetches again", async () => {
    const before = detalhes.length;
    const id = (await panel('produtos').locator('.ag-row[row-index="0"] [col-id="id_produto_acabado"]').innerText()).trim();
    const openDetails = async () => {
      await panel('produtos').locator('.ag-row[row-index="0"]').getByRole('button', { name: 'Detalhes' }).first().click();
      await expect.poll(() => drawer().locator('.ant-drawer-title').innerText()).toBe('01.77.1478 Apontamentos do Produto Acabado');
      await drawer().getByText(`Produto: ${id} - `).waitFor();
      await expect.poll(() => drawerRows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    };
    await openDetails();
    expect(detalhes.length).toBe(before + 1);
    const width = await page.locator('.ant-drawer-content-wrapper').last().evaluate((e) => e.getBoundingClientRect().width);
    expect(Math.abs(width - 1400 * 0.95)).toBeLessThan(20);
    const headers = (await drawer().locator('.ag-header-cell-text').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining(['OP', 'OS', 'Início', 'Fim', 'Horas Executadas', 'Produto', 'Operador', 'Processo', 'Máquina', 'Tipo Apontamento', 'Cancelado', 'Finalizou Processo', 'Qtd. Produzida', 'Qtd. Perdida']));
    await expectAccessible(page, '1478 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    await openDetails();
    expect(detalhes.length).toBe(before + 2);
  });

  it('sorting Horas Executadas follows the seconds, both ways', async () => {
    const header = drawer().locator('.ag-header-cell[col-id="qtd_hr_executado"] .ag-header-cell-label');
    await header.click();
    await expect.poll(async () => {
      const s = await executed();
      return s.length > 0 && s.every((v, i) => i === 0 || s[i - 1]! <= v);
    }).toBe(true);
    await header.click();
    await expect.poll(async () => {
      const s = await executed();
      return s.every((v, i) => i === 0 || s[i - 1]! >= v);
    }).toBe(true);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it("a period without appointments shows 'Nenhum resultado encontrado'", async () => {
    await page.goto('/apontamentos-produto-acabado?periodo=2000-01-01..2000-01-31');
    await page.getByText('Nenhum resultado encontrado').waitFor({ timeout: 30_000 });
    await page.getByText('Nenhum registro encontrado no período informado').waitFor();
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/apontamentos-produto-acabado?periodo=${MONTH}`);
    await expect.poll(() => rows('produtos').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectFitsWidth(page);
    await expectAccessible(page, '1477 a 390 px');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });
});

describe('Apontamentos por Operador por Produto Acabado (01.77.1475)', () => {
  it('refuses a period longer than a month, saying so', async () => {
    await page.goto(`/apontamentos-operador-produto-acabado?periodo=${YEAR}`);
    await page.getByText('01.77.1475').first().waitFor();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Erro!' }).last();
    await expect.poll(() => notice.innerText(), { timeout: 30_000 }).toContain('Período longo demais');
    expect(await notice.innerText()).toContain('este relatório aceita no máximo 1 mês');
    expect(await rows('operadores').count()).toBe(0);
  });

  it('a click on a row opens drawer 01.77.1476 with that operator and product', async () => {
    await page.goto(`/apontamentos-operador-produto-acabado?periodo=${MONTH}`);
    await page.getByText('01.77.1475').first().waitFor();
    await expect.poll(() => rows('operadores').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    const first = panel('operadores').locator('.ag-row[row-index="0"]');
    const operador = (await first.locator('[col-id="nome_operador"]').innerText()).trim();
    await first.locator('[col-id="desc_produto_acabado"]').click();
    await expect.poll(() => drawer().locator('.ant-drawer-title').innerText()).toBe('01.77.1476 Apontamentos do Operador por Produto Acabado');
    await expect.poll(() => drawerRows().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const operadores = await drawer().locator('.ag-row:not(.ag-row-pinned) [col-id="desc_operador"]').allInnerTexts();
    expect(new Set(operadores.map((o) => o.trim()))).toEqual(new Set([operador]));
    await expectAccessible(page, '1476 aberto a 1400 px');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });

  it('works at 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => rows('operadores').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectFitsWidth(page);
    await expectAccessible(page, '1475 a 390 px');
  });
});
