import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import type { Page } from 'playwright-core';
import { newPage, signIn } from './support/browser.ts';
import { exclusive } from './support/exclusive.ts';
import { animationsDone } from './support/settle.ts';

// Errors that help (issue 28): a company whose database is down (company 4, Serra Azul) says so once with a retry;
// a session that ended says so on the login page; an empty login names the field; 1332/1338 show their required
// markers before the first Filtrar; a change of company keeps the screen when the new company allows it.
// company 4 must be down here: shell-home opens its data source's port for a while (same lock)
exclusive('company-4-source');
const browser = useBrowser();

const DATABASE_DOWN = 'Não foi possível se conectar com a base de dados do cliente.';

/** Chooses a company by its trade name: in the picker that opens after sign-in (`first`), else from the top bar. */
async function chooseCompany(page: Page, name: string, first = false) {
  const dialog = page.getByRole('dialog', { name: 'Empresas' });
  if (!first) await page.getByTestId('company-button').click();
  await dialog.waitFor();
  await dialog.getByText(name).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('company-button').textContent()).toContain(name);
}

describe('errors that help', () => {
  it("a change of company keeps the screen the new company allows; the database-down company shows the server's 503 text once with 'Tentar novamente'", async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, 'bruno@mirante.demo');
    await chooseCompany(page, 'Mirante Alimentos', true);
    await page.goto('/aprovar-titulos-pagar');
    await page.getByRole('heading', { name: '01.74.1370 Aprovar titulos a pagar' }).waitFor();
    // company 3 releases 1370: same screen, its data. The picker decides (same screen or Home) once the new
    // company's permissions have arrived: that answer, then the frames after it, instead of a fixed sleep
    const permissions = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/empresas/3/permissoes-acesso');
    await chooseCompany(page, 'Metalúrgica Vale Verde');
    await permissions;
    await animationsDone(page);
    expect(new URL(page.url()).pathname).toBe('/aprovar-titulos-pagar');
    await page.getByRole('heading', { name: '01.74.1370 Aprovar titulos a pagar' }).waitFor();
    // company 4 releases only 1325: Home
    await chooseCompany(page, 'Serra Azul Distribuidora');
    await page.waitForURL('**/home');

    // 1325 on company 4: every call answers 503; one banner with the server's text, no 'Erro 500'
    await page.goto('/dashboard_financeiro');
    await page.getByRole('heading', { name: '01.74.1325 Dashboard Financeiro' }).waitFor();
    const banner = page.getByTestId('error-banner');
    await expect.poll(() => banner.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => banner.innerText()).toContain(DATABASE_DOWN);
    // every call of the screen has answered and nothing more was asked for 500 ms, and what they drew is on screen
    await page.waitForLoadState('networkidle');
    await animationsDone(page);
    const main = page.locator('main');
    expect((await main.innerText()).split(DATABASE_DOWN).length - 1).toBe(1);
    expect(await main.innerText()).not.toContain('Erro 500');
    // no warning block per panel: one muted line each
    expect(await page.locator('[data-testid="panel-error"] .anticon, [data-testid="panel-error"] svg').count()).toBe(0);
    // 'Tentar novamente' asks every failed call again
    const retried: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/.*\/4(\/|\?|$)/.test(r.url())) retried.push(r.url());
    });
    await banner.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.poll(() => retried.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('error-banner').count(), { timeout: 20_000 }).toBe(1);
    await page.context().close();
  });

  it('a session that ended (token revoked) says so on the login page', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, 'ana@mirante.demo');
    await page.goto('/aprovar-titulos-pagar');
    await page.getByRole('heading', { name: '01.74.1370 Aprovar titulos a pagar' }).waitFor();
    // the server ends this token (as an expiry would): the next call answers 401
    const status = await page.evaluate(async () => {
      const token = sessionStorage.getItem('mirante.token');
      const res = await fetch('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      return res.status;
    });
    expect(status).toBeLessThan(300);
    // The portal learns it from its next call: the user's Filtrar, or one of the screen's own calls still out on a
    // loaded machine, which may already have taken it to the login page (so no reload: it would drop the notice).
    await page.getByRole('button', { name: 'Filtrar' }).click({ timeout: 10_000 }).catch(() => undefined);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('login-notice').innerText(), { timeout: 30_000 }).toBe('Sessão inválida ou expirada. Entre novamente.');
    // signing in again clears it
    await page.getByLabel('E-mail').fill('ana@mirante.demo');
    await page.getByLabel('Senha').fill('mirante123');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    await page.context().close();
  });

  it('the login with empty fields says which field; Sair shows no session notice', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Acessar' }).click();
    const errors = page.locator('.login-errors');
    await expect.poll(() => errors.innerText(), { timeout: 20_000 }).toBe('Informe o e-mail.\nInforme a senha.');
    await page.getByLabel('E-mail').fill('ana@mirante.demo');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await expect.poll(() => errors.innerText(), { timeout: 20_000 }).toBe('Informe a senha.');
    expect(await page.getByTestId('login-notice').count()).toBe(0);
    await page.context().close();
  });

  it('1332 and 1338 show the required marker on their required filters before the first Filtrar', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, 'ana@mirante.demo');
    const requiredLabels = () =>
      page.locator('[data-testid="filters"] label.ant-form-item-required').evaluateAll((ls) => ls.map((l) => (l.textContent ?? '').trim()));
    await page.goto('/ordem_producao_situacao');
    await page.getByRole('heading', { name: /01\.77\.1332/ }).waitFor();
    await expect.poll(requiredLabels, { timeout: 30_000 }).toEqual(expect.arrayContaining(['Período (Abertura)', 'Cliente']));
    // an order number alone is enough: customer and period are no longer required
    await page.getByLabel('Número OP').fill('123');
    await expect.poll(requiredLabels).not.toContain('Cliente');
    await page.goto('/apontamentos');
    await page.getByRole('heading', { name: /01\.77\.1338/ }).waitFor();
    await expect.poll(requiredLabels, { timeout: 30_000 }).toEqual(['Período', 'Operador', 'Recurso', 'Processo', 'Produto']);
    await page.context().close();
  });
});
