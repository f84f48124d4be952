import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brNumber, pickCompany, screenPage } from './support/screenPage.ts';
import { newPage, signIn } from './support/browser.ts';
import { expectAccessible } from './support/axe.ts';
import { expectFitsWidth } from './support/layout.ts';
import { todayMonth } from './support/period.ts';

// Comparison with the earlier period (issue 35) against the real server, database and Chromium: 1327 (ana, company
// 1) and 1414 (bruno, Intercarg). The earlier call is observed on the wire, and the cards' texts are checked against
// the two answers the server gave.

/** Every dashboard answer of the page, by its period parameter. */
function recordAnswers(page: Page, path: string, param: string) {
  const asked: string[] = [];
  const answers = new Map<string, unknown>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith(path)) return;
    const period = url.searchParams.get(param) ?? '';
    asked.push(period);
    if (response.ok()) answers.set(period, await response.json().catch(() => undefined));
  });
  return { asked, answers };
}

const faturamento = { asked: [] as string[], answers: new Map<string, unknown>() };
const { page, browser } = screenPage({
  user: 'ana@mirante.demo',
  width: 1366,
  height: 900,
  setup: (p) => {
    const recorded = recordAnswers(p, '/faturamento/dashboard', 'dataPeriodo');
    faturamento.asked = recorded.asked;
    faturamento.answers = recorded.answers;
  },
});

const now = todayMonth();
const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
const current = ym(now.year, now.month);
const previous = now.month === 1 ? ym(now.year - 1, 12) : ym(now.year, now.month - 1);
const card = (p: Page, label: string) => p.locator(`[data-card="${label}"]`);
/** The change as the card must show it, from the two answers: '▲ alta de 12,34%'. */
function expectedChange(cur: number, before: number): string {
  const percent = ((cur - before) / Math.abs(before)) * 100;
  const text = Math.abs(percent).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${percent > 0 ? '▲ alta de' : '▼ queda de'} ${text}%`;
}
async function compareWith(p: Page, option: string) {
  await p.getByLabel('Comparar com:').click();
  await p.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
}
const valorLiquido = (answer: unknown) => Number((answer as { response: { valorLiquido: number } }).response.valorLiquido);

describe('Comparar com: Dashboard Faturamento (01.76.1327)', () => {
  it('off by default: one call for the month, no earlier values, the selector reads "nada"', async () => {
    await page.goto('/dashboard-faturamento');
    await page.getByText('01.76.1327').first().waitFor();
    await expect.poll(() => faturamento.answers.has(current), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => card(page, 'Faturamento').locator('.mirante-card-value').innerText()).toMatch(/R\$\s?[1-9]/);
    expect(faturamento.asked).toEqual([current]);
    expect(await page.getByTestId('compare').innerText()).toContain('nada');
    expect(await page.locator('[data-delta]').count()).toBe(0);
  });

  it('período anterior: one more call with the month before; the card shows its value and the change from the two answers', async () => {
    await compareWith(page, 'período anterior');
    await expect.poll(() => faturamento.answers.has(previous), { timeout: 30_000 }).toBe(true);
    expect(faturamento.asked.filter((p) => p === current)).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('comparar')).toBe('periodo-anterior');
    const cur = valorLiquido(faturamento.answers.get(current));
    const before = valorLiquido(faturamento.answers.get(previous));
    const delta = card(page, 'Faturamento').locator('[data-delta]');
    await expect.poll(() => delta.locator('[data-previous]').innerText(), { timeout: 20_000 }).not.toBe('');
    expect(brNumber(await delta.locator('[data-previous]').innerText())).toBeCloseTo(before, 2);
    expect(await delta.innerText()).toContain('Período anterior:');
    expect((await delta.locator('[data-change]').innerText()).replace(/\s+/g, ' ')).toBe(expectedChange(cur, before));
    // the screen reader's words, hidden from the eye
    expect(await delta.locator('[data-change] .mirante-visually-hidden').textContent()).toBe(cur > before ? 'alta de ' : 'queda de ');
    // revenue up is good
    expect(await delta.locator('[data-change]').getAttribute('class')).toContain(cur > before ? 'tone-delta-positive' : 'tone-delta-negative');
  });

  it('the daily chart gains the earlier month as a second series with its legend entry', async () => {
    const chart = page.locator('[data-panel="diario-grafico"]');
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.locator('svg').first().textContent(), { timeout: 30_000 }).toContain('Valor Vendas Dia (período anterior)');
    expect(await chart.locator('svg').first().textContent()).toContain('Valor Meta Dia');
    await expectAccessible(page, '1327 comparing');
  });

  it('the URL keeps the choice: a reload compares again', async () => {
    await page.reload();
    await page.getByText('01.76.1327').first().waitFor();
    await expect.poll(() => page.getByTestId('compare').innerText()).toContain('período anterior');
    await card(page, 'Faturamento').locator('[data-delta] [data-previous]').waitFor({ timeout: 30_000 });
  });

  it('nada again removes the earlier values, the series and the URL parameter', async () => {
    await compareWith(page, 'nada');
    await expect.poll(() => page.locator('[data-delta]').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('comparar')).toBeNull();
    const chart = page.locator('[data-panel="diario-grafico"]');
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.locator('svg').first().textContent(), { timeout: 30_000 }).not.toContain('período anterior');
  });

  it('the same month a year before; a month before the first sale reads "sem dados" and is not asked', async () => {
    await page.goto('/dashboard-faturamento?comparar=ano-anterior');
    await expect.poll(() => faturamento.answers.has(ym(now.year - 1, now.month)), { timeout: 30_000 }).toBe(true);
    await card(page, 'Faturamento').locator('[data-delta] [data-previous]').waitFor({ timeout: 30_000 });
    expect(await card(page, 'Faturamento').locator('[data-delta]').innerText()).toContain('Ano anterior:');
    // the year select starts at the first sale's year: January of it has no month before with data
    await page.getByLabel('Ano', { exact: true }).click();
    const first = await page.locator('.ant-select-dropdown:visible .ant-select-item-option').last().innerText();
    await page.keyboard.press('Escape');
    const before = faturamento.asked.length;
    await page.goto(`/dashboard-faturamento?mes=01&ano=${first.trim()}&comparar=periodo-anterior`);
    await expect.poll(() => card(page, 'Faturamento').locator('[data-delta]').innerText(), { timeout: 30_000 }).toBe('Período anterior: sem dados');
    expect(faturamento.asked.slice(before)).not.toContain(ym(Number(first) - 1, 12));
  });

  it('390 px: the selector and the cards with their change fit the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard-faturamento?comparar=periodo-anterior');
    await card(page, 'Faturamento').locator('[data-delta] [data-previous]').waitFor({ timeout: 30_000 });
    await expectFitsWidth(page);
    await expectAccessible(page, '1327 comparing at 390 px');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('Comparar com: DRE Resumido (02.74.1414)', () => {
  it('mesmo período do ano anterior: the month a year back is asked; cards and branch delta columns follow the answers', async () => {
    const dre = await newPage(browser, { width: 1400, height: 1000 });
    const recorded = recordAnswers(dre, '/intercarg/financeiro/dre', 'dataPeriodo');
    await signIn(dre, 'bruno@mirante.demo');
    await pickCompany(dre, 'Intercarg Transportes');
    await dre.goto('/financeiro/dre');
    await dre.getByRole('heading', { name: '02.74.1414 DRE Resumido' }).waitFor();
    await expect.poll(() => recorded.answers.has(current), { timeout: 30_000 }).toBe(true);
    expect(await dre.locator('[data-delta]').count()).toBe(0);

    await compareWith(dre, 'mesmo período do ano anterior');
    const yearBack = ym(now.year - 1, now.month);
    await expect.poll(() => recorded.answers.has(yearBack), { timeout: 30_000 }).toBe(true);
    expect(new URL(dre.url()).searchParams.get('comparar')).toBe('ano-anterior');
    type Dre = { response: { totaisGeral: Record<string, number> } };
    const cur = (recorded.answers.get(current) as Dre).response.totaisGeral;
    const before = (recorded.answers.get(yearBack) as Dre).response.totaisGeral;
    const custos = card(dre, 'Custos').locator('[data-delta]');
    await custos.locator('[data-previous]').waitFor({ timeout: 30_000 });
    expect(await custos.innerText()).toContain('Ano anterior:');
    expect(brNumber(await custos.locator('[data-previous]').innerText())).toBeCloseTo(Number(before.vlr_custos), 2);
    if (Number(before.vlr_custos) !== 0 && Number(cur.vlr_custos) !== Number(before.vlr_custos)) {
      const up = Number(cur.vlr_custos) > Number(before.vlr_custos);
      expect((await custos.locator('[data-change]').innerText()).replace(/\s+/g, ' ')).toBe(expectedChange(Number(cur.vlr_custos), Number(before.vlr_custos)));
      // costs up is bad
      expect(await custos.locator('[data-change]').getAttribute('class')).toContain(up ? 'tone-delta-negative' : 'tone-delta-positive');
    }
    // the branch table gains 'Δ Receitas' and 'Δ Resultado'
    const header = (text: string) => dre.locator('[data-panel="filiais"] .ag-header-cell-text', { hasText: text }).first();
    await header('Δ Receitas').waitFor({ timeout: 20_000 });
    await header('Δ Resultado').waitFor();
    // each branch's change is over its own earlier row (same id_empresa), '--' without one or from zero
    type Branch = { id_empresa: number; vlr_receitas: number };
    const branches = (answer: unknown) => (answer as { response: { totaisPorEmpresa: Branch[] } }).response.totaisPorEmpresa;
    const row = dre.locator('[data-panel="filiais"] .ag-row:not(.ag-row-pinned)').first();
    const id = Number(await row.locator('[col-id="id_empresa"]').innerText());
    const mine = branches(recorded.answers.get(current)).find((b) => b.id_empresa === id)!;
    const then = branches(recorded.answers.get(yearBack)).find((b) => b.id_empresa === id);
    const change = then && Number(then.vlr_receitas) !== 0 ? ((Number(mine.vlr_receitas) - Number(then.vlr_receitas)) / Math.abs(Number(then.vlr_receitas))) * 100 : null;
    const shown = await row.locator('[col-id="__delta_vlr_receitas"]').innerText();
    if (change === null) expect(shown.trim()).toBe('--');
    else expect(brNumber(shown)).toBeCloseTo(change, 2);
    await expectAccessible(dre, '1414 comparing');

    await compareWith(dre, 'nada');
    await expect.poll(() => dre.locator('[data-delta]').count()).toBe(0);
    await expect.poll(() => dre.locator('[data-panel="filiais"] .ag-header-cell-text', { hasText: 'Δ Receitas' }).count()).toBe(0);

    await dre.setViewportSize({ width: 390, height: 844 });
    await dre.goto('/financeiro/dre?comparar=periodo-anterior');
    await card(dre, 'Receitas').locator('[data-delta] [data-previous]').waitFor({ timeout: 30_000 });
    await expectFitsWidth(dre);
    await dre.close();
  });
});
