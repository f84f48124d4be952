/**
 * A signed-in session for the benchmarks that drive a browser (lighthouse, long-tasks, main-thread): obtained from
 * the API as the login page does, and written into storage before the page's first script, as
 * src/session/storage.ts keeps it.
 */
import type { Page } from 'puppeteer-core';

export interface Session {
  token: string;
  user: unknown;
  company: unknown;
  companies: unknown[];
}

/** Signs in through the API and takes the user's first company. */
export async function signIn(baseURL: string, email: string): Promise<Session> {
  const login = (await (await fetch(`${baseURL}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, senha: 'mirante123' }) })).json()) as {
    token?: string;
    user?: unknown;
    response?: { token?: string; user?: unknown };
  };
  const token = login.token ?? login.response?.token;
  const user = login.user ?? login.response?.user;
  if (!token) throw new Error('login sem token');
  const body = (await (await fetch(`${baseURL}/api/empresas`, { headers: { authorization: `Bearer ${token}` } })).json()) as unknown;
  const list = (Array.isArray(body) ? body : (body as { response?: unknown[] }).response ?? []) as unknown[];
  return { token, user, company: list[0], companies: list };
}

/** Puts the session into the page's storage before any of its scripts runs, on every navigation. */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.evaluateOnNewDocument((s: Session) => {
    sessionStorage.setItem('mirante.token', s.token);
    sessionStorage.setItem('mirante.company', JSON.stringify(s.company));
    localStorage.setItem('mirante.user', JSON.stringify(s.user));
    localStorage.setItem('mirante.company', JSON.stringify(s.company));
    localStorage.setItem('mirante.empresas', JSON.stringify(s.companies));
  }, session);
}
