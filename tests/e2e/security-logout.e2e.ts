import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import { newPage, pageErrors, signIn } from './support/browser.ts';

// 'Sair' ends the session on the server too: the token it held is refused afterwards (issue 9).
const browser = useBrowser();

describe('sign-out revokes the token', () => {
  it("'Sair' calls POST /api/logout and the old token answers 401", async () => {
    const page = await newPage(browser);
    await signIn(page, 'ana@mirante.demo');
    await page.waitForURL('**/home');
    const stored = await page.evaluate(() => window.sessionStorage.getItem('mirante.token'));
    const token = stored?.startsWith('"') ? (JSON.parse(stored) as string) : stored;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const headers = { authorization: `Bearer ${token}` };
    const before = await fetch(`${inject('baseURL')}/api/empresas`, { headers });
    expect(before.status).toBe(200);

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sair' }).click();
    expect((await logout).status()).toBe(204);
    await page.getByRole('button', { name: 'Acessar' }).waitFor();

    const after = await fetch(`${inject('baseURL')}/api/empresas`, { headers });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ errors: [{ message: 'Sessão inválida ou expirada. Entre novamente.' }] });
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
