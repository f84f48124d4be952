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

/**
 * The script that puts the session into a page's storage, as src/session/storage.ts keeps it: run before any of the
 * page's scripts (puppeteer's evaluateOnNewDocument, Playwright's addInitScript). A string, not a function: tsx
 * names the functions it compiles (`__name`), which the page does not have.
 */
export function sessionScript(s: Session): string {
  const json = (v: unknown) => JSON.stringify(JSON.stringify(v));
  return [
    `sessionStorage.setItem('mirante.token', ${JSON.stringify(s.token)});`,
    `sessionStorage.setItem('mirante.company', ${json(s.company)});`,
    `localStorage.setItem('mirante.user', ${json(s.user)});`,
    `localStorage.setItem('mirante.company', ${json(s.company)});`,
    `localStorage.setItem('mirante.empresas', ${json(s.companies)});`,
  ].join('\n');
}

/** Puts the session into the page's storage before any of its scripts runs, on every navigation. */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.evaluateOnNewDocument(sessionScript(session));
}
