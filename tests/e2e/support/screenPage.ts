import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { openBrowser, type BrowserKind } from './chromium.ts';
import { newPage, signIn } from './browser.ts';
import { basename, resolve } from 'node:path';

/**
 * What every screen test needs, in one place: a signed-in page in the shared Chromium, opening a screen, the
 * rows of a panel, a drawer, a card's number. A test file declares it once at the top:
 *
 *   const { page, rows } = screenPage({ user: 'ana@mirante.demo', width: 1400, height: 1000 });
 *
 * and its tests read `page` as a plain Playwright page.
 */

const shared = new Map<BrowserKind, Promise<Browser>>();

/**
 * One Chromium of each kind per e2e worker (the headless shell; the full browser for a file that checks a PDF),
 * reused by every file it runs (the e2e project runs with `isolate: false`, so this module is loaded once per
 * worker): launching it per file cost a second or more each on a busy machine.
 * Each file gets its own contexts (fresh cookies and storage) and closes them in its afterAll (`useBrowser`).
 * Playwright closes the browser when the worker exits.
 */
export function sharedBrowser(kind: BrowserKind = 'shell'): Promise<Browser> {
  let browser = shared.get(kind);
  if (!browser) {
    browser = openBrowser(kind).then((opened) => {
      // a crashed or closed Chromium is relaunched by the next file rather than failing every file after it
      opened.on('disconnected', () => shared.delete(kind));
      return opened;
    });
    shared.set(kind, browser);
  }
  return browser;
}

/**
 * The shared browser for a file that opens its own pages (several users, sizes): registers a beforeAll that gets it
 * and an afterAll that closes every context the file opened, so the next file starts clean.
 */
export function useBrowser(kind: BrowserKind = 'shell'): Browser {
  let browser: Browser | undefined;
  let file = 'e2e';
  beforeAll(async ({}, suite) => {
    file = basename(suite.file?.name ?? suite.name).replace(/\.e2e\.ts$/, '');
    browser = await sharedBrowser(kind);
  });
  afterAll(async () => {
    const contexts = browser?.contexts() ?? [];
    if (process.env.MIRANTE_E2E_TRACE === '1') await keepTraces(contexts, file);
    await Promise.all(contexts.map((context) => context.close()));
  });
  return lateBound(() => browser, 'the browser');
}

/**
 * MIRANTE_E2E_TRACE=1 (browser.ts starts tracing every context): each context still open when its file ends leaves
 * its Playwright trace in test-results/traces/<file>-<n>.zip (`npx playwright show-trace` opens it; the zip's
 * *.trace files are JSON lines). For a failure that happens only in a full run: the DOM before and after each action.
 */
async function keepTraces(contexts: BrowserContext[], file: string): Promise<void> {
  const dir = resolve(import.meta.dirname, '..', '..', '..', 'test-results', 'traces');
  await Promise.all(contexts.map((context, n) => context.tracing.stop({ path: `${dir}/${file}-${n}.zip` }).catch(() => undefined)));
}

export interface ScreenPageOptions {
  /** Who signs in (demo password); none leaves the page on about:blank, signed out. */
  user?: string;
  /** Viewport; 1280 × 800 unless given. */
  width?: number;
  height?: number;
  /** After signing in, the company picked in the 'Empresas' dialog (a user of several companies sees it first). */
  company?: string;
  /** Runs on the new page before signing in, e.g. to record its requests. */
  setup?: (page: Page) => void | Promise<void>;
  /** The file runs in the full Chromium, which shows a PDF opened in a window (the headless shell downloads it). */
  pdfViewer?: boolean;
}

export interface ScreenPage {
  /** The file's page; usable inside tests and hooks (it exists once the file's beforeAll ran). */
  page: Page;
  /** The shared browser, for a test that opens another page (`newPage(browser, ...)`: closed with the file). */
  browser: Browser;
  /** Goes to a screen's route and waits for its heading, e.g. open('/curva-abc-clientes', '01.76.1326'). */
  open(route: string, code?: string): Promise<void>;
  /** The data rows of a panel (pinned total rows left out). */
  rows(panel: string): Locator;
  /** The drawer on top, the last one opened. */
  drawer(): Locator;
  /** Clicks `button` on the row at `rowIndex` of `panel` and returns the drawer it opens. */
  openDrawer(panel: string, rowIndex: number, button: string): Promise<Locator>;
  /** A card's value as a number, read from its pt-BR text ('R$ 1.234,56' → 1234.56, '12,5%' → 12.5). */
  cardNumber(label: string, within?: Locator): Promise<number>;
}

/**
 * Registers the file's beforeAll (page in the shared browser, signed in) and afterAll (its contexts closed), and
 * returns the helpers. Call it at the top level of a test file, once.
 */
export function screenPage(options: ScreenPageOptions = {}): ScreenPage {
  const kind: BrowserKind = options.pdfViewer ? 'full' : 'shell';
  const browser = useBrowser(kind);
  let current: Page | undefined;
  beforeAll(async () => {
    current = await newPage(await sharedBrowser(kind), { width: options.width, height: options.height });
    await options.setup?.(current);
    if (options.user) await signIn(current, options.user);
    if (options.company) await pickCompany(current, options.company);
  });
  const page = lateBound(() => current, 'the page');
  // the last drawer with a title: the one on top (antd keeps closed drawers in the page)
  const drawer = () => page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();
  return {
    page,
    browser,
    async open(route, code) {
      await page.goto(route);
      if (code) await page.getByRole('heading', { name: new RegExp(`^${code.replace(/\./g, '\\.')}\\b`) }).first().waitFor();
    },
    rows: (panel) => page.locator(`[data-panel="${panel}"] .ag-row:not(.ag-row-pinned)`),
    drawer,
    async openDrawer(panel, rowIndex, button) {
      await page.locator(`[data-panel="${panel}"] .ag-row[row-index="${rowIndex}"]`).getByRole('button', { name: button }).first().click();
      const opened = drawer();
      await opened.waitFor();
      return opened;
    },
    async cardNumber(label, within) {
      const value = (within ?? page.locator('body')).locator(`[data-card="${label}"] .mirante-card-value`).first();
      return brNumber(await value.innerText());
    },
  };
}

/** Picks a company in the 'Empresas' dialog shown after signing in and waits for the dialog to close. */
export async function pickCompany(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Empresas' });
  await dialog.getByText(name).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A pt-BR number as the portal prints it: 'R$ -1.234,56' → -1234.56; '12,5%' → 12.5. */
export function brNumber(text: string): number {
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

/**
 * The page (or browser) of a file is made in its beforeAll, but the file's helpers are declared at its top level:
 * this stands for it and forwards every use to the real object, so tests keep writing `page.goto(...)`.
 */
function lateBound<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      if (!target) throw new Error(`screenPage: ${what} is used before the file's beforeAll made it`);
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
