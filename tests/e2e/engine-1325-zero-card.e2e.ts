import { beforeAll, describe, expect, it } from 'vitest';
import { screenPage } from './support/screenPage.ts';
import { pageErrors } from './support/browser.ts';

// Dashboard Financeiro 01.74.1325: a card opens its detail only when its amount is > 0 (spec). The seed gives
// company 3 (Metalúrgica Vale Verde) no cheque good for today at every scale (docs/data-model.md "Demo scenarios"),
// so its 'Cheque Vence Hoje' card is R$ 0,00 while its other cards are positive. Real server, database and Chromium.
const { page } = screenPage({ user: 'bruno@mirante.demo', width: 1400, height: 1000 });
beforeAll(async () => {
  const picker = page.getByRole('dialog', { name: 'Empresas' });
  await picker.getByText('Metalúrgica Vale Verde').click();
  await picker.waitFor({ state: 'hidden' });
  await page.getByTestId('company-button').filter({ hasText: 'Metalúrgica Vale Verde' }).waitFor();
});

const cheques = () => page.locator('[data-group="Cheques a receber"]');
const card = (label: string) => cheques().locator(`[data-card="${label}"]`);
const chequeDialogs = () => page.locator('.ant-modal').filter({ hasText: '01.74.1334' });

describe('Dashboard Financeiro (01.74.1325): zero card of Metalúrgica Vale Verde', () => {
  it("shows 'Cheque Vence Hoje' as R$ 0,00, not presented as clickable", async () => {
    await page.goto('/dashboard_financeiro');
    await page.getByText('01.74.1325').first().waitFor();
    const zero = card('Cheque Vence Hoje');
    await expect.poll(() => zero.innerText(), { timeout: 30_000 }).toMatch(/R\$\s0,00/);
    expect(await zero.getAttribute('data-clickable')).toBe('false');
    expect(await zero.getAttribute('role')).toBeNull();
    expect(await zero.getAttribute('tabindex')).toBeNull();
    expect(await zero.getAttribute('aria-disabled')).toBe('true');
    // it cannot take keyboard focus, so no key can open it
    expect(await zero.evaluate((el) => { (el as HTMLElement).focus(); return document.activeElement === el; })).toBe(false);
    // no button among the cheque cards carries its name; the positive ones are buttons
    expect(await cheques().getByRole('button', { name: /Cheque Vence Hoje/ }).count()).toBe(0);
    for (const label of ['Cheque Vencidos', 'Cheque Vence em Sete Dias', 'Cheque Vence em Trinta Dias']) {
      await expect.poll(() => card(label).innerText()).toMatch(/R\$\s[\d.]+,\d{2}/);
      expect(await card(label).innerText()).not.toMatch(/R\$\s0,00/);
      expect(await card(label).getAttribute('role')).toBe('button');
      expect(await card(label).getAttribute('data-clickable')).toBe('true');
    }
  });

  it('clicking the zero card opens nothing; clicking a positive card of the same company opens its detail', async () => {
    await card('Cheque Vence Hoje').click();
    // had the zero card opened a modal, its mask would cover the page: the next click could not reach the positive
    // card and two 1334 dialogs would exist. Exactly one, the seven-day list, must open.
    await card('Cheque Vence em Sete Dias').click();
    const modal = chequeDialogs().last();
    await expect.poll(() => modal.locator('.ant-modal-title').innerText(), { timeout: 30_000 }).toBe('01.74.1334 Titulos a receber cheque');
    await expect.poll(() => modal.getByText(/^Total de itens: \d+$/).first().innerText(), { timeout: 30_000 }).toMatch(/[1-9]\d*$/);
    expect(await chequeDialogs().count()).toBe(1);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    expect(pageErrors(page)).toEqual([]);
  });
});
