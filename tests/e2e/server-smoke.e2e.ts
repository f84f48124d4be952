import { describe, expect, inject, it } from 'vitest';
import { newPage, pageErrors } from './support/browser.ts';
import { useBrowser } from './support/screenPage.ts';

describe('real server', () => {
  const baseURL = inject('baseURL');

  it('serves the portal page with its title and a strict CSP', async () => {
    const res = await fetch(`${baseURL}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<title>[^<]*Mirante[^<]*<\/title>/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses the API without a session', async () => {
    const res = await fetch(`${baseURL}/api/empresas`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: [{ message: 'Sessão inválida ou expirada. Entre novamente.' }] });
  });

  it('signs in a demo user over HTTP', async () => {
    const res = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toEqual({ nome: 'Ana Souza' });
  });
});

describe('portal in Chromium', () => {
  const browser = useBrowser();

  it('loads the login page under the CSP without page errors', async () => {
    const page = await newPage(browser);
    try {
      await page.goto('/');
      expect(await page.title()).toContain('Mirante');
      // the runtime settings, with the server's business date (the one the engine then uses)
      expect(await page.evaluate(() => (window as unknown as { __MIRANTE__?: { apiBaseUrl: string } }).__MIRANTE__))
        .toEqual({ apiBaseUrl: '/api', today: inject('today') });
      await page.getByRole('button', { name: 'Acessar' }).waitFor();
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
