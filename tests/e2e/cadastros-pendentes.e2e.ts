import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { expectAccessible } from './support/axe.ts';

// Cadastros Pendentes de … (spec 1 §2.10), real server + Chromium: the 'Cadastros pendentes' strip of Dashboard Frota
// (02.78.1416) links to the list; the list pages 20 with 'Baixar CSV'; an unknown category shows the server's message;
// 390 px. diego: company 2 (module 2) only.
const { page } = screenPage({ user: 'diego@mirante.demo', width: 1400, height: 1000 });

const tile = (title: string) => page.locator(`[data-panel="pendentes"] [data-tile="${title}"]`);
const rows = () => page.locator('[data-panel="pendentes"] .ag-row .ag-cell[col-id="codigo_registro"]');

describe('Cadastros Pendentes de … (spec 1 §2.10)', () => {
  it("Dashboard Frota's strip shows a count per category and its tile opens the list", async () => {
    await page.goto('/frota/dashboard');
    await page.getByText('Cadastros pendentes', { exact: true }).first().waitFor();
    for (const t of ['Motorista', 'Outros veículos', 'Veículos de tração', 'Operação vazio', 'Operações normais']) await tile(t).waitFor({ timeout: 30_000 });
    const count = Number((await tile('Motorista').innerText()).match(/(\d+)\s*pendentes/)![1]);
    expect(count).toBeGreaterThan(0);
    await tile('Motorista').click();
    await page.waitForURL(/\/detalhesCadastro\/motorista$/);
    await page.getByRole('heading', { name: 'Cadastros Pendentes de Motorista', exact: true }).waitFor();
    await expect.poll(() => rows().count(), { timeout: 30_000 }).toBe(count);
    for (const header of ['Código', 'Descrição', 'Pendência', 'Data Cadastro']) {
      await page.locator('[data-panel="pendentes"] .ag-header-cell-text', { hasText: new RegExp(`^${header}$`) }).first().waitFor({ state: 'attached' });
    }
    await expectAccessible(page, 'cadastros pendentes 1400 px');
  });

  it("'Baixar CSV' downloads the rows shown", async () => {
    const shown = (await rows().allInnerTexts()).map((s) => s.trim());
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar CSV' }).click()]);
    const text = (await import('node:fs')).readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Pendência');
    expect(lines.length - 1).toBe(shown.length);
    for (const code of shown) expect(text).toContain(code);
  });

  it('an unknown category shows a clear message, not a blank page; at 390 px the list still reads', async () => {
    await page.goto('/detalhesCadastro/caminhao');
    await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).toMatch(/categoria[\s\S]*motorista/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/detalhesCadastro/operacoes_normais');
    await page.getByRole('heading', { name: 'Cadastros Pendentes de Operações normais', exact: true }).waitFor();
    await expect.poll(() => page.locator('[data-panel="pendentes"]').innerText(), { timeout: 30_000 }).toMatch(/Ordem \d+/);
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'cadastros pendentes 390 px');
  });
});
