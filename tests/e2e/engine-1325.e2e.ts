import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { screenPage } from './support/screenPage.ts';
import { pageErrors } from './support/browser.ts';
import { expectFitsWidth } from './support/layout.ts';

// Dashboard Financeiro 01.74.1325 end to end: real server, real database, real Chromium (no mocks;
// the one interception simulates a server failure for the error banner).
// The full Chromium: the NF-e test checks the PDF shows in its window (the tests' headless shell has no PDF viewer).
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1440, height: 1000, pdfViewer: true });

const group = (title: string) => page.locator(`[data-group="${title}"]`);
const dialog = () => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title') }).last();
const countText = (scope: Locator) => scope.getByText(/^Total de itens: \d+$/).first();
async function count(scope: Locator): Promise<number> {
  return Number((await countText(scope).innerText()).replace(/\D/g, ''));
}
async function waitForCount(scope: Locator, check: (n: number) => boolean) {
  await expect.poll(async () => check(await count(scope)), { timeout: 30_000 }).toBe(true);
}
async function closeDialog() {
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'hidden' });
}

describe('Dashboard Financeiro (01.74.1325)', () => {
  it('shows the three groups of four cards with amounts', async () => {
    await page.goto('/dashboard_financeiro');
    await page.getByText('01.74.1325').first().waitFor();
    for (const [title, labels] of [
      ['Titulos a receber', ['Vencidos', 'Vence Hoje', 'Vence em Sete Dias', 'Vence em Trinta Dias']],
      ['Cheques a receber', ['Cheque Vencidos', 'Cheque Vence Hoje', 'Cheque Vence em Sete Dias', 'Cheque Vence em Trinta Dias']],
      ['Titulos a pagar', ['Vencidos', 'Vence Hoje', 'Vence em Sete Dias', 'Vence em Trinta Dias']],
    ] as const) {
      await group(title).getByText(title).waitFor();
      for (const label of labels) {
        const card = group(title).locator(`[data-card="${label}"]`);
        await expect.poll(() => card.innerText()).toMatch(/R\$ [\d.]+,\d{2}/);
        // the seed has no zero card: every card with an amount > 0 is clickable (the zero rule is a dom test)
        expect(await card.getAttribute('data-clickable')).toBe('true');
      }
    }
  });

  it('a positive card opens its detail: search, CSV byte by byte, totals, Escape closes', async () => {
    await group('Titulos a receber').locator('[data-card="Vencidos"][data-clickable="true"]').click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('01.74.1333 Titulos a receber');
    const modal = dialog();
    await waitForCount(modal, (n) => n > 1);
    const total = await count(modal);
    // totals row pinned at the bottom
    await expect.poll(() => modal.locator('.ag-row-pinned').first().innerText()).toMatch(/Total[\s\S]*R\$/);
    // every amount of the totals row is shown whole at 1440 px (no 'R$ 10.508.4…')
    const cutTotals = await modal.locator('.ag-row-pinned .ag-cell').evaluateAll((cells) =>
      cells.filter((c) => c.textContent && c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
    );
    expect(cutTotals).toEqual([]);

    const titulo = (await modal.locator('.ag-row:not(.ag-row-pinned)[row-index="0"] [col-id="nroTitulo"]').innerText()).trim();
    await modal.getByPlaceholder('Pesquisar...').fill(titulo);
    await waitForCount(modal, (n) => n >= 1 && n < total);
    const titulos = await modal.locator('.ag-row:not(.ag-row-pinned) [col-id="nroTitulo"]').allInnerTexts();
    expect(titulos.some((t) => t.trim() === titulo)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: 'Baixar CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('arquivo.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toContain('Data Emissão');
    expect(lines[0].split(';').length).toBeGreaterThan(5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(titulo))).toBe(true);
    await closeDialog();
  });

  it('cash flow: 30 days gives 30 rows, a free number 45 gives 45 and survives a reload; the chart draws', async () => {
    const fluxo = page.locator('[data-panel="fluxo"]');
    await waitForCount(fluxo, (n) => n === 10);
    await page.getByText('30 dias', { exact: true }).click();
    await waitForCount(fluxo, (n) => n === 30);
    expect(new URL(page.url()).searchParams.get('dias')).toBe('30');

    const free = page.getByLabel('Outro número de dias');
    await free.fill('4a5'); // digits only
    await expect.poll(() => free.inputValue()).toBe('45');
    await waitForCount(fluxo, (n) => n === 45);
    expect(new URL(page.url()).searchParams.get('dias')).toBe('45');

    await page.reload();
    await waitForCount(page.locator('[data-panel="fluxo"]'), (n) => n === 45);
    const chart = page.locator('[data-panel="grafico-fluxo"]');
    await chart.scrollIntoViewIfNeeded(); // drawn when near the viewport (WhenNear)
    await chart.locator('svg').first().waitFor();
    expect(await chart.locator('svg path').count()).toBeGreaterThan(2);
    await chart.getByText('Saldo Acumulado').waitFor();
    // the x axis speaks pt-BR (dd/mm, not 'Nov 21, 2026')
    const xLabels = chart.locator('.role-axis').filter({ has: page.locator('.role-axis-title', { hasText: 'Data' }) }).locator('.role-axis-label text');
    await expect.poll(() => xLabels.count()).toBeGreaterThan(0);
    for (const label of await xLabels.allTextContents()) expect(label).toMatch(/^\d{2}\/\d{2}$/);
    // the chart fits its panel at 1440 px and 390 px, and follows window resizes
    const fits = async () => {
      const [svg, panel] = await Promise.all([chart.locator('svg').first().boundingBox(), chart.boundingBox()]);
      return svg !== null && panel !== null && svg.width > 100 && svg.x + svg.width <= panel.x + panel.width + 0.5;
    };
    await expect.poll(fits).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(fits).toBe(true);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await expect.poll(fits).toBe(true);
    await expectFitsWidth(page);
    // drawn under the portal's strict CSP: no eval refused (Vega runs its expression interpreter)
    expect(pageErrors(page).filter((e) => /Content Security Policy|unsafe-eval|EvalError/i.test(e))).toEqual([]);
  });

  it("a day's amount opens that day's detail; a zero amount is not a link", async () => {
    const fluxo = page.locator('[data-panel="fluxo"]');
    const firstRow = fluxo.locator('.ag-row:not(.ag-row-pinned)[row-index="0"]');
    const day = (await firstRow.locator('[col-id="data_vencimento"]').innerText()).trim();
    await firstRow.locator('[col-id="valor_tit_pag"] button').click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('01.74.1335 Titulos pagar');
    await waitForCount(dialog(), (n) => n >= 1);
    const dates = await dialog().locator('.ag-row:not(.ag-row-pinned) [col-id="data_vencimento"]').allInnerTexts();
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d.trim() === day)).toBe(true);
    await closeDialog();

    await page.getByText('120 dias', { exact: true }).click();
    await waitForCount(fluxo, (n) => n === 120);
    // walk the pages until a day with a zero amount shows up: its cell is plain text, not a link
    const zero = fluxo.locator('.ag-row:not(.ag-row-pinned) [col-id^="valor_"]').filter({ hasText: /^R\$ 0,00$/ });
    for (let p = 0; p < 6 && (await zero.count()) === 0; p++) await fluxo.locator('.ag-paging-button').nth(2).click();
    expect(await zero.count()).toBeGreaterThan(0);
    expect(await zero.first().locator('button').count()).toBe(0);
    expect(await fluxo.locator('.ag-row:not(.ag-row-pinned) [col-id^="valor_"] button').count()).toBeGreaterThan(0);
  });

  it('the NF-e button opens the DANFE PDF in a new window; without a note it says so', async () => {
    await group('Titulos a pagar').locator('[data-card="Vencidos"][data-clickable="true"]').click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('01.74.1335 Titulos pagar');
    await waitForCount(dialog(), (n) => n > 2);
    // the seed's first overdue payable has an NF-e, the second has none
    const [pdfPage] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog().locator('.ag-row[row-index="0"]:not(.ag-row-pinned)').getByRole('button', { name: 'NF-e' }).click(),
    ]);
    await expect.poll(() => pdfPage.url(), { timeout: 30_000 }).toMatch(/^blob:/);
    await expect.poll(() => pdfPage.evaluate(() => document.contentType).catch(() => ''), { timeout: 30_000 }).toBe('application/pdf');
    await pdfPage.close();

    await dialog().locator('.ag-row[row-index="1"]:not(.ag-row-pinned)').getByRole('button', { name: 'NF-e' }).click();
    await page.getByText('Não foi possível gerar o DANFE, Nota inexistente ou não gerada.').waitFor();
    await closeDialog();
  });

  it('a 5xx answer shows the error banner, closable with Fechar', async () => {
    // The one allowed interception: simulate a server failure.
    await page.route('**/api/saldo-disponibilidade/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) }),
    );
    await page.reload();
    const banner = page.getByRole('alert').filter({ hasText: 'Erro 500, servidor não respondendo contate o suporte!' });
    await banner.waitFor();
    await banner.getByText('Fechar').click();
    await banner.waitFor({ state: 'detached' });
    await page.unroute('**/api/saldo-disponibilidade/**');
  });
});
