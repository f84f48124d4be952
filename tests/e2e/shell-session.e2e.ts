import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import type { Page } from 'playwright-core';
import { newPage, pageErrors, signIn } from './support/browser.ts';
import { focusInside } from './support/settle.ts';

// Sign-in, company selection, sign-out and the login page (spec 1 §2.2, §2.4, §4).
const browser = useBrowser();

const storageKeys = (page: Page) =>
  page.evaluate(() => ({
    session: Object.keys(window.sessionStorage).filter((k) => k.startsWith('mirante.')).sort(),
    local: Object.keys(window.localStorage).filter((k) => k.startsWith('mirante.') && !k.startsWith('mirante.pref.')).sort(),
  }));

describe('shell: session', () => {
  it('ana (one company) is signed in with her company selected, no picker', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByTestId('company-button').textContent()).toContain('Mirante Alimentos');
    expect(await page.getByTestId('user-name').textContent()).toBe('Ana Souza');
    expect(await page.getByRole('dialog', { name: 'Empresas' }).count()).toBe(0);
    await page.getByText('Mirante — estatísticas gerenciais da sua empresa').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('bruno (several companies) gets the picker and chooses a company', async () => {
    const page = await newPage(browser);
    await signIn(page, 'bruno@mirante.demo');
    const dialog = page.getByRole('dialog', { name: 'Empresas' });
    await dialog.waitFor();
    for (const name of ['Mirante Alimentos', 'Intercarg Transportes', 'Metalúrgica Vale Verde', 'Serra Azul Distribuidora']) {
      await dialog.getByText(name).waitFor();
    }
    await dialog.getByText('Metalúrgica Vale Verde').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('company-button').textContent()).toContain('Metalúrgica Vale Verde');
    expect(new URL(page.url()).pathname).toBe('/home');

    // The picker opens again from the top bar; Escape closes it without changing the company.
    await page.getByTestId('company-button').click();
    await dialog.waitFor();
    await focusInside(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('company-button').textContent()).toContain('Metalúrgica Vale Verde');

    // Keyboard: a focused card is chosen with Enter.
    await page.getByTestId('company-button').click();
    await dialog.waitFor();
    await dialog.getByTestId('empresa-1').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('company-button').textContent()).toContain('Mirante Alimentos');
    await page.context().close();
  });

  it('restores the session on reload and sign-out clears every session key', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    await page.waitForURL('**/home');
    // the company is also this tab's choice (sessionStorage): docs/ux.md, one session per browser
    expect(await storageKeys(page)).toEqual({ session: ['mirante.company', 'mirante.token'], local: ['mirante.company', 'mirante.empresas', 'mirante.user'] });
    await page.reload();
    await expect.poll(() => page.getByTestId('company-button').textContent()).toContain('Mirante Alimentos');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Acessar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storageKeys(page)).toEqual({ session: [], local: [] });
    await page.context().close();
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    expect(await page.title()).toContain('Mirante');
    await page.getByLabel('E-mail').fill('ana@mirante.demo');
    await page.getByLabel('Senha').fill('errada');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.getByRole('alert').getByText('E-mail ou senha inválidos.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('sends an unauthenticated visit of /home to the login page', async () => {
    const page = await newPage(browser);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Acessar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('sends a signed-in visit of / to /home', async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    await page.waitForURL('**/home');
    await page.goto('/');
    await page.waitForURL('**/home');
    await page.context().close();
  });
});
