import { describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { lastDays } from './support/period.ts';
import { newPage, signIn } from './support/browser.ts';
import { animationsDone } from './support/settle.ts';

// Keyboard and focus on the built screens: Enter and Space open exactly once, focus returns to the
// opener when a detail closes, lands on the page heading after navigation, skip link first.
const { page, browser } = screenPage({ user: 'ana@mirante.demo', width: 1366, height: 900 });

const openModals = () => page.locator('.ant-modal-wrap').filter({ has: page.locator('.ant-modal-title') }).evaluateAll((ws) => ws.filter((w) => getComputedStyle(w).display !== 'none').length);
const focused = () => page.evaluate(() => {
  const e = document.activeElement as HTMLElement | null;
  return { tag: e?.tagName ?? '', card: e?.getAttribute('data-card') ?? null, col: e?.getAttribute('col-id') ?? null, text: e?.textContent?.trim().slice(0, 60) ?? '' };
});

describe('keyboard and focus', () => {
  it.each(['Enter', ' '])('%j on a focused dashboard card opens its detail once; closing returns focus to the card', async (key) => {
    await page.goto('/dashboard_financeiro');
    const card = page.locator('[data-group="Titulos a receber"] [data-card="Vencidos"]');
    await expect.poll(() => card.getAttribute('data-clickable'), { timeout: 30_000 }).toBe('true');
    await card.focus();
    await page.keyboard.press(key);
    await page.locator('.ant-modal .ag-row').first().waitFor();
    // the same key press did not also close it (it stays open, exactly one modal): a close it started has ended
    await animationsDone(page);
    expect(await openModals()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(openModals).toBe(0);
    await expect.poll(async () => (await focused()).card).toBe('Vencidos');
  });

  it('a cash-flow amount opens its detail from the keyboard (Enter and Space), focus back on the cell', async () => {
    const cell = page.locator('[data-panel] .ag-row:not(.ag-row-pinned) .ag-cell').filter({ has: page.locator('.mirante-table-cell-action') }).first();
    await cell.waitFor();
    const col = await cell.getAttribute('col-id');
    for (const key of ['Enter', ' ']) {
      await cell.focus();
      await page.keyboard.press(key);
      await page.locator('.ant-modal .ag-row').first().waitFor();
      await animationsDone(page);
      expect(await openModals()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(openModals).toBe(0);
      await expect.poll(async () => (await focused()).col).toBe(col);
    }
  });

  it('a row button with Enter on its cell: the Produtos detail of Curva ABC', async () => {
    await page.goto(`/curva-abc-clientes?periodo=${lastDays(90)}`);
    const actions = page.locator('[data-panel="clientes"] .ag-row[row-index="0"] .ag-cell').filter({ has: page.getByRole('button', { name: 'Produtos' }) });
    await actions.waitFor();
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal .ant-modal-title', { hasText: 'Relação de produtos por clientes' }).waitFor();
    await animationsDone(page);
    expect(await openModals()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(openModals).toBe(0);
  });

  it('the skip link comes first and moves focus to the page heading; navigation focuses the new heading', async () => {
    await page.goto('/dashboard_financeiro');
    // the heading alone is the boot shell's (drawn before the layout); the layout is there when 'Sair' is
    await page.getByText('01.74.1325 Dashboard Financeiro').waitFor();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Pular para o conteúdo');
    await page.keyboard.press('Enter');
    expect(await focused()).toMatchObject({ tag: 'H1', text: '01.74.1325 Dashboard Financeiro' });
    // a menu link: focus goes to the new page's h1, not the body
    await page.getByRole('menuitem', { name: /Faturamento/ }).first().click();
    await page.locator('a[href="/curva-abc-clientes"]').click();
    await expect.poll(focused).toMatchObject({ tag: 'H1', text: '01.76.1326 Curva ABC Clientes' });
  });

  it('choosing a company with the keyboard puts focus on the page heading', async () => {
    const other = await newPage(browser, { width: 1366, height: 900 });
    await signIn(other, 'bruno@mirante.demo');
    const dialog = other.getByRole('dialog', { name: 'Empresas' });
    await dialog.getByTestId('empresa-3').focus();
    await other.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => other.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe('H1 Mirante');
    await other.context().close();
  });

  it('the menu resize handle shows a visible focus ring', async () => {
    const handle = page.getByRole('separator', { name: 'Redimensionar menu' });
    const before = await handle.evaluate((e) => getComputedStyle(e).outlineStyle);
    await handle.focus();
    // :focus-visible applies to keyboard focus; focus() from script after a key press counts as keyboard
    await page.keyboard.press('ArrowRight');
    const after = await handle.evaluate((e) => ({ outline: getComputedStyle(e).outlineStyle, bg: getComputedStyle(e).backgroundColor }));
    expect(before).toBe('none');
    expect(after.outline).toBe('solid');
    expect(after.bg).not.toBe('rgba(0, 0, 0, 0)');
  });
});
