import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/screenPage.ts';
import type { Page, Route } from 'playwright-core';
import { newPage, pageErrors, signIn } from './support/browser.ts';
import { SHARED_MESSAGES } from '../../common/messages.ts';
import { demoHashes } from '../../server/src/seed/logistica.ts';
import { lastDays } from './support/period.ts';

const ACCESS_DENIED_TEXT = SHARED_MESSAGES.accessDenied;

// A page load of a private screen draws its top bar and heading before the private portal's chunk arrives (the boot
// shell, src/app/boot/BootShell.tsx): held here by intercepting that chunk, as a slow phone network would.
const browser = useBrowser();

/** Holds a chunk (the private portal's by default) until the returned function is called. */
async function holdChunk(page: Page, chunk = /\/assets\/PrivateGate-[^/]+\.js$/): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

type Box = { x: number; y: number; width: number; height: number };

/** The page's heading stayed where the boot shell drew it (±1 px). */
function expectSamePlace(late: Box, early: Box) {
  expect(Math.abs(late.x - early.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(late.y - early.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(late.width - early.width)).toBeLessThanOrEqual(1);
}

/**
 * The heading's box, once it has one. The boot shell is drawn by App's Suspense fallback, then by RouteGate's once that
 * chunk has arrived: the same heading, remounted in one commit (not seen on screen), but a box read at that instant
 * finds the old element detached and gets null (CI, 2026-11-25).
 */
async function headingBox(page: Page) {
  let box: Box | null = null;
  await expect.poll(async () => (box = await heading(page).boundingBox())).not.toBeNull();
  return box!;
}

describe('boot shell', () => {
  for (const [name, size] of [
    ['phone (390 px)', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    it(`${name}: the heading is drawn before the private chunk, where the screen then shows it`, async () => {
      const page = await newPage(browser, size);
      await signIn(page, 'ana@mirante.demo');
      await page.getByRole('button', { name: 'Sair' }).waitFor();
      const release = await holdChunk(page);
      await page.goto('/dashboard_financeiro');
      await expect.poll(() => heading(page).textContent()).toBe('01.74.1325 Dashboard Financeiro');
      // the private portal is not there yet: no 'Sair', no menu
      expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(0);
      const early = await headingBox(page);

      release();
      await page.getByRole('button', { name: 'Sair' }).waitFor();
      await page.locator('[data-card]').first().waitFor();
      expect(await heading(page).textContent()).toBe('01.74.1325 Dashboard Financeiro');
      const late = await headingBox(page);
      expectSamePlace(late, early);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('a screen that opens waiting for a search says so before the private chunk, as its panels then do', async () => {
    const idle = "Informe os filtros e clique em 'Filtrar' para ver os dados.";
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'diego@mirante.demo');
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    const release = await holdChunk(page);
    await page.goto('/frota/km-rodados');
    await expect.poll(() => heading(page).textContent()).toBe('02.78.1521 Km Rodados');
    await expect.poll(() => page.locator('.boot-idle').textContent()).toBe(idle);
    expect(await page.getByRole('button', { name: 'Filtrar' }).count()).toBe(0);

    release();
    await page.getByRole('button', { name: 'Filtrar' }).waitFor();
    // the boot shell's sentence is gone; each waiting panel says it
    expect(await page.locator('.boot-idle').count()).toBe(0);
    await expect.poll(() => page.getByTestId('panel-idle').first().textContent()).toBe(idle);
    // with its filters in the URL the screen searches at once: no waiting sentence while the chunk comes
    const again = await holdChunk(page);
    await page.goto(`/frota/km-rodados?periodo=${lastDays(30)}`);
    await expect.poll(() => heading(page).textContent()).toBe('02.78.1521 Km Rodados');
    expect(await page.locator('.boot-idle').count()).toBe(0);
    again();
    await page.locator('[data-card="Total Km Rodados"]').waitFor();
    expect(await page.getByTestId('panel-idle').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a public page, signed out: its frame, heading and carrier name are drawn before its chunks, where the page then shows them', async () => {
    const { transportadora } = demoHashes();
    const page = await newPage(browser, { width: 390, height: 844 });
    const carrierCalls: string[] = [];
    page.on('request', (r) => void (r.url().endsWith(`/transportadora/${transportadora}/dados`) && carrierCalls.push(r.url())));
    const release = await holdChunk(page, /\/assets\/RouteGate-[^/]+\.js$/);
    await page.goto(`/logistica/rastreamento-transportadora/${transportadora}`);
    await expect.poll(() => heading(page).textContent()).toBe('02.79.1496 Rastreamento de notas fiscais');
    expect(await page.getByRole('banner').textContent()).toBe('Mirante');
    const early = await headingBox(page);
    // the carrier's name (the definition's subtitle) comes with the first chunk's call, before the page's code
    const carrier = page.getByRole('heading', { level: 2 });
    await expect.poll(() => carrier.textContent()).not.toBeNull();
    const name = await carrier.textContent();
    expect(name).not.toBe('');
    const earlyName = (await carrier.boundingBox())!;
    expect(await page.getByRole('button', { name: 'Pesquisar' }).count()).toBe(0);

    release();
    await page.getByRole('button', { name: 'Pesquisar' }).waitFor();
    expect(await heading(page).textContent()).toBe('02.79.1496 Rastreamento de notas fiscais');
    const late = await headingBox(page);
    expectSamePlace(late, early);
    expect(await carrier.textContent()).toBe(name);
    expectSamePlace((await carrier.boundingBox())!, earlyName);
    // asked once: the page's own call took the boot shell's answer
    expect(carrierCalls).toHaveLength(1);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('Home and a screen the user may not open: no early heading that stays', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'ana@mirante.demo');
    let release = await holdChunk(page);
    await page.goto('/home');
    await page.getByRole('status').first().waitFor();
    expect(await heading(page).count()).toBe(0);
    release();
    await page.getByRole('button', { name: 'Sair' }).waitFor();

    await page.context().close();

    // carla's company lacks 1326: the early heading gives way to the refusal
    const other = await newPage(browser, { width: 390, height: 844 });
    await signIn(other, 'carla@mirante.demo');
    release = await holdChunk(other);
    await other.goto('/curva-abc-clientes');
    await expect.poll(() => heading(other).textContent()).toMatch(/^01\.\d\d\.1326 Curva ABC Clientes$/);
    release();
    await expect.poll(() => heading(other).textContent()).toBe(ACCESS_DENIED_TEXT);
    expect(await other.locator('.mirante-screen').count()).toBe(0);
    await other.context().close();
  });

  it('a page load of a table screen adds no script preloads of its own: the lazy chunks import their scripts', async () => {
    // Vite's preload helper inserted a <link rel=modulepreload> per script of each lazy chunk, a main-thread cost
    // on phones (vite.config.ts modulePreload, docs/performance.md "Phones"): only index.html's remain.
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'ana@mirante.demo');
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    const html = await (await page.goto('/aprovar-titulos-pagar'))!.text();
    const inHtml = html.match(/rel="modulepreload"/g)?.length ?? 0;
    await page.locator('[data-panel] .ag-row').first().waitFor({ timeout: 30_000 });
    expect(inHtml).toBeGreaterThan(0);
    expect(await page.locator('link[rel=modulepreload]').count()).toBe(inHtml);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("a page load finds antd's CSS variables in index.html and inserts none of its own", async () => {
    // antd inserted a <style> per component type during the first renders, each a style recalculation on a phone
    // (scripts/antd-css-vars.ts): the build writes them, and antd finds each in place with the same text.
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'ana@mirante.demo');
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    for (const [route, drawn] of [
      ['/dashboard_financeiro', '.mirante-card'],
      ['/aprovar-titulos-pagar', '[data-panel] .ag-row'],
    ] as const) {
      const html = await (await page.goto(route))!.text();
      await page.locator(drawn).first().waitFor({ timeout: 30_000 });
      const inHtml = await page.evaluate(
        (text) => [...new DOMParser().parseFromString(text, 'text/html').querySelectorAll('style[data-css-hash]')].map((s) => `${s.getAttribute('data-css-hash')} ${s.textContent}`),
        html,
      );
      const inPage = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-css-hash]')].filter((s) => s.textContent!.startsWith('.css-var-')).map((s) => `${s.getAttribute('data-css-hash')} ${s.textContent}`),
      );
      expect(inHtml.length, route).toBeGreaterThan(20);
      expect(inPage, route).toEqual(inHtml);
    }
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
