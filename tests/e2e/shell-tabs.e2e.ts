import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import { newPage, pageErrors, signIn } from './support/browser.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/identities.ts';

// One browser session across tabs (issue 10): a new tab of a signed-in browser opens signed in on the
// page asked for, the login page never wipes another tab's session, sign-out signs out every tab, and a
// deep link opened signed out returns to its page after sign-in.
const browser = useBrowser();

describe('shell: session across tabs', () => {
  it('a second tab opens signed in on the asked page; the token never travels in the URL or a readable cookie', async () => {
    const first = await newPage(browser);
    await signIn(first, 'ana@mirante.demo');
    await first.waitForURL('**/home');
    const second = await first.context().newPage();
    await second.goto('/curva-abc-clientes?periodo=2026-01-01..2026-01-31');
    await second.getByText('01.76.1326 Curva ABC Clientes').waitFor();
    expect(new URL(second.url()).pathname).toBe('/curva-abc-clientes');
    // the shared link ran its search: rows, and the panel does not ask for Filtrar
    await second.locator('[data-panel="clientes"]').getByTestId('panel-idle').or(second.locator('[data-panel="clientes"] .ag-root-wrapper')).first().waitFor();
    expect(await second.getByTestId('panel-idle').count()).toBe(0);
    expect(second.url()).not.toMatch(/token/i);
    expect(await second.evaluate(() => document.cookie)).toBe('');
    expect(await second.evaluate(() => sessionStorage.getItem('mirante.token'))).toBe(await first.evaluate(() => sessionStorage.getItem('mirante.token')));

    // reloading the first tab keeps it signed in
    await first.reload();
    await first.getByTestId('user-name').waitFor();
    expect(new URL(first.url()).pathname).toBe('/home');
    expect(pageErrors(second)).toEqual([]);

    // 'Sair' in one tab signs out every tab
    await second.getByRole('button', { name: 'Sair' }).click();
    await second.waitForURL((u) => u.pathname === '/');
    await first.waitForURL((u) => u.pathname === '/');
    await first.getByLabel('E-mail').waitFor();
    await first.context().close();
  });

  it('the login page of a tab without a session does not wipe the browser session', async () => {
    const first = await newPage(browser);
    await signIn(first, 'ana@mirante.demo');
    await first.waitForURL('**/home');
    const context = first.context();
    const stored = () => context.pages()[0].evaluate(() => [localStorage.getItem('mirante.user'), localStorage.getItem('mirante.company')]);
    // with a signed-in tab open, '/' in a new tab is signed in already: it goes to Home
    const other = await context.newPage();
    await other.goto('/');
    await other.waitForURL('**/home');
    await other.close();
    // with no signed-in tab left, the login page shows; loading it and a wrong password wipe nothing
    await first.close();
    const lonely = await context.newPage();
    await lonely.goto('/');
    await lonely.getByLabel('E-mail').fill('ana@mirante.demo');
    await lonely.getByLabel('Senha').fill('errada');
    await lonely.getByRole('button', { name: 'Acessar' }).click();
    await lonely.locator('.login-errors').waitFor();
    const [user, company] = await stored();
    expect(JSON.parse(user!).nome).toBe('Ana Souza');
    expect(JSON.parse(company!).nome_fantasia).toBe('Mirante Alimentos');
    await context.close();
  });

  it('a deep link opened signed out returns to its page (filters and open detail kept) after sign-in', async () => {
    const page = await newPage(browser);
    const asked = '/curva-abc-clientes?periodo=2026-01-01..2026-02-28';
    await page.goto(asked);
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByLabel('E-mail').fill('ana@mirante.demo');
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL((u) => u.pathname === '/curva-abc-clientes');
    expect(new URL(page.url()).searchParams.get('periodo')).toBe('2026-01-01..2026-02-28');
    await page.getByText('01.76.1326 Curva ABC Clientes').waitFor();
    await page.context().close();
  });
});
