import type { Browser, Page } from 'playwright-core';

export { CHROMIUM_PATH, openBrowser } from './chromium.ts';
import { DEMO_PASSWORD } from '../../../server/src/seed/identities.ts';
import { serverURL } from './ownServer.ts';

// Kept on the page itself (not in a WeakMap keyed by it) so that screenPage's stand-in for the page reads it too.
const ERRORS = Symbol('mirante.pageErrors');
type RecordedPage = Page & { [ERRORS]?: string[] };

/**
 * A new page in its own context (fresh session storage), pt-BR, motion reduced, with relative URLs resolved against the file's e2e
 * server (`page.goto('/home')`: the run's, or the file's own, support/ownServer.ts). Uncaught page errors and
 * console errors (CSP violations included) and HTTP answers >= 400 are recorded: read them with `pageErrors(page)`.
 */
export async function newPage(browser: Browser, size: { width?: number; height?: number; motion?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: serverURL(),
    viewport: { width: size.width ?? 1280, height: size.height ?? 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The system's 'reduce motion': dialogs, drawers and messages open and close without their antd motion
    // (app/layout/ReducedMotion.tsx). With two files at once, clicks sent while a dialog was still zooming in were
    // lost now and then (docs/performance.md, "Test command", ninth round); a test now acts on what is already there.
    // `motion: true`: antd's motion as a user without that setting sees it (a test of what moves while the page loads).
    reducedMotion: size.motion ? 'no-preference' : 'reduce',
  });
  if (process.env.MIRANTE_E2E_TRACE === '1') await context.tracing.start({ snapshots: true });
  const page = await context.newPage();
  // The machine running the suite may be busy (2 cores shared with builds): allow slow first loads.
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  (page as RecordedPage)[ERRORS] = errors;
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Failed loads are reported with their URL by the 'response' listener below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`http ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // net::ERR_ABORTED is the browser dropping a load it no longer needs (a navigation away from a page whose calls are
    // still out, a request the portal cancels): no answer failed. Anything else (refused, reset) is an error.
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') errors.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  return page;
}

/** Errors the page reported so far (uncaught exceptions and console.error, e.g. CSP refusals). */
export function pageErrors(page: Page): string[] {
  return [...((page as RecordedPage)[ERRORS] ?? [])];
}

/**
 * Opens the login page (/), signs in through the form (labels 'E-mail' and 'Senha', button 'Acessar') and waits
 * until the portal leaves the login page.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });
}
