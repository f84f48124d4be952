import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn } from './support/browser.ts';
import { pickCompany, useBrowser } from './support/screenPage.ts';
import { serverURL } from './support/ownServer.ts';
import { animationsDone } from './support/settle.ts';

// The maps' providers (docs/maps.md), real server + Chromium, company 2: the key call (no key, failing, a key whose
// Google script cannot load — this machine reaches no Google host) and the offline basemap's states and cities.
// MAPS_SCREENSHOTS=1 also writes docs/img/maps-*.png (the pictures in docs/maps.md).
const browser = useBrowser();
const KEY_PATH = '**/api/empresas/*/configuracoes/google-maps-api-key';
const KEY_ERROR = 'Ocorreu um erro ao carregar a chave de API do Google Maps';
const KEY_DETAIL = 'A chave de configuração do serviço de mapas não está configurada corretamente.';

async function openCompany(width: number, height: number): Promise<Page> {
  const page = await newPage(browser, { width, height });
  await signIn(page, 'bruno@mirante.demo');
  await pickCompany(page, 'Intercarg Transportes');
  return page;
}
const mapa = (page: Page) => page.locator('[data-panel="mapa"]');
const region = (page: Page) => mapa(page).getByRole('region').first();
const markers = (page: Page) => mapa(page).locator('.leaflet-marker-icon');
/** The picture, once Leaflet's zoom and fade are over; only with MAPS_SCREENSHOTS (no test reads it). */
const shoot = async (page: Page, name: string) => {
  if (!process.env.MAPS_SCREENSHOTS) return;
  await animationsDone(page);
  await page.screenshot({ path: `docs/img/maps-${name}.png` });
};


describe('offline (the demo: no key, no tile server)', () => {
  let page: Page;
  afterAll(async () => page?.context().close());

  it('1369 asks for the key (null), draws the offline basemap with the states and the demo cities named', async () => {
    page = await openCompany(1366, 900);
    const keyAnswer = page.waitForResponse((r) => r.url().includes('/configuracoes/google-maps-api-key'));
    await page.goto('/consulta-posicao-veiculo');
    const res = await keyAnswer;
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ response: { googleApiKey: null } });
    await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await region(page).getAttribute('data-provider')).toBe('leaflet');
    for (const state of ['Santa Catarina', 'Paraná', 'Rio Grande do Sul', 'São Paulo']) {
      await expect.poll(() => mapa(page).locator('.mirante-basemap-state', { hasText: state }).count()).toBe(1);
    }
    // the demo's cities (server/src/seed/municipios.ts) and the capitals, named where the vehicles run
    for (const city of ['Tijucas', 'Itajaí', 'Joinville', 'Curitiba', 'Porto Alegre', 'Florianópolis', 'Manaus']) {
      expect(await mapa(page).locator('.mirante-basemap-city', { hasText: city }).count()).toBe(1);
    }
    // the names in the fitted view are shown, not just present
    expect(await mapa(page).locator('.mirante-basemap-state > span', { hasText: 'Santa Catarina' }).isVisible()).toBe(true);
    expect(await mapa(page).locator('.mirante-basemap-city > span', { hasText: 'Florianópolis' }).isVisible()).toBe(true);
    expect(await page.getByText(KEY_ERROR).count()).toBe(0);
    await shoot(page, '1369-1366');
  });

  it("'Ver no mapa' zooms to 13 on the vehicle", async () => {
    const row = page.locator('[data-panel="veiculos"] .ag-row').filter({ hasText: 'Dentro do Prazo' }).first();
    await row.getByRole('button', { name: 'Ver no mapa' }).first().click();
    await expect.poll(() => region(page).getAttribute('data-zoom')).toBe('13');
    await expect.poll(() => mapa(page).locator('.leaflet-popup-content').count()).toBe(1);
  });

  it('the wheel over the map scrolls the page and says how to zoom; with Ctrl it zooms', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await region(page).boundingBox())!;
    const zoom = await region(page).getAttribute('data-zoom');
    // the words are drawn over the map by its CSS (content: attr(...)) for a second while the class is on: recorded as
    // they come, not polled
    await region(page).evaluate((e) => {
      const seen = e as HTMLElement & { warned?: boolean };
      new MutationObserver(() => (seen.warned ||= e.classList.contains('leaflet-gesture-handling-scroll-warning'))).observe(e, { attributes: true });
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 240);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => region(page).evaluate((e) => (e as HTMLElement & { warned?: boolean }).warned === true)).toBe(true);
    expect(await region(page).getAttribute('data-gesture-handling-scroll-content')).toBe('Pressione Ctrl e role a tela simultaneamente para aplicar zoom no mapa');
    expect(await region(page).getAttribute('data-zoom')).toBe(zoom);
    // with Ctrl: the first turn of the wheel hands the wheel to the map (the plugin turns Leaflet's wheel zoom on), the
    // next ones zoom; the pointer back on the map, which the page's scroll moved
    const moved = (await region(page).boundingBox())!;
    await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
    await page.keyboard.down('Control');
    for (let turn = 0; turn < 3; turn++) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(100);
    }
    await page.keyboard.up('Control');
    await expect.poll(async () => Number(await region(page).getAttribute('data-zoom'))).toBeLessThan(Number(zoom));
  });

  it('1493 and its phone layout', async () => {
    await page.goto('/monitoramento-de-cargas');
    await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => mapa(page).locator('.mirante-basemap-state').count()).toBe(27);
    await shoot(page, '1493-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, '1493-390');
    await page.goto('/consulta-posicao-veiculo');
    await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await shoot(page, '1369-390');
  });
});

describe('a phone (touch)', () => {
  it('one finger over the map scrolls the page and says to use two; two fingers move the map', async () => {
    const context = await browser.newContext({ baseURL: serverURL(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'pt-BR', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, 'bruno@mirante.demo');
    await pickCompany(page, 'Intercarg Transportes');
    await page.goto('/consulta-posicao-veiculo');
    await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await animationsDone(page);
    // Playwright has a tap, not a swipe: the touches go through the DevTools protocol, as a phone's would
    const cdp = await context.newCDPSession(page);
    const markerTop = () => markers(page).first().evaluate((e) => Math.round(e.getBoundingClientRect().top + window.scrollY));
    const swipeUp = async (fingers: number) => {
      const box = (await region(page).boundingBox())!; // where the map is now, the page scrolled or not
      const at = (y: number) => Array.from({ length: fingers }, (_, id) => ({ x: box.x + box.width / 2 + id * 40, y, id }));
      const start = box.y + box.height * 0.8;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(start) });
      for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(start - step * 20) });
      const warned = await region(page).evaluate((e) => e.classList.contains('leaflet-gesture-handling-touch-warning'));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      return warned;
    };
    const before = await markerTop();
    expect(await swipeUp(1)).toBe(true);
    expect(await region(page).getAttribute('data-gesture-handling-touch-content')).toBe('Use dois dedos para mover o mapa');
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect.poll(scrollY).toBeGreaterThan(0);
    expect(await markerTop()).toBe(before);
    // the page's fling after the finger left has stopped (two reads 100 ms apart agree)
    await expect.poll(async () => (await scrollY()) === (await new Promise((r) => setTimeout(r, 100)).then(scrollY))).toBe(true);
    const scrolled = await scrollY();
    expect(await swipeUp(2)).toBe(false);
    await expect.poll(markerTop).toBeLessThan(before - 100);
    expect(await scrollY()).toBe(scrolled);
  });
});

describe('the key call fails', () => {
  it("1369 says 'Ocorreu um erro ao carregar a chave de API do Google Maps' and that the key is not set, and still draws the offline map", async () => {
    const page = await openCompany(1366, 900);
    await page.route(KEY_PATH, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Erro interno' }] }) }));
    await page.goto('/consulta-posicao-veiculo');
    await mapa(page).getByText(KEY_ERROR).waitFor();
    await mapa(page).getByText(KEY_DETAIL).waitFor();
    await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    // 1493 has only the first text (spec 3 §8: the detail is the fleet screen's)
    await page.goto('/monitoramento-de-cargas');
    await mapa(page).getByText(KEY_ERROR).waitFor();
    expect(await page.getByText(KEY_DETAIL).count()).toBe(0);
    await page.context().close();
  });
});

describe('a key whose Google script cannot load', () => {
  it("shows 'Erro ao carregar o mapa' and draws the same markers on the offline basemap; the screen keeps working", async () => {
    const page = await openCompany(1366, 900);
    await page.route(KEY_PATH, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ response: { googleApiKey: 'AIzaChaveDeTesteSemRede' } }) }));
    const google: string[] = [];
    page.on('request', (r) => {
      if (/google/.test(new URL(r.url()).hostname)) google.push(r.url());
    });
    await page.route(/^https:\/\/[^/]*google[^/]*\//, (route) => route.abort('internetdisconnected'));
    await page.goto('/consulta-posicao-veiculo');
    await mapa(page).getByText('Erro ao carregar o mapa').waitFor({ timeout: 30_000 });
    await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await region(page).getAttribute('data-provider')).toBe('leaflet');
    await expect.poll(() => mapa(page).locator('.mirante-basemap-state').count()).toBe(27);
    // the script was asked for, with the key
    expect(google.some((u) => u.includes('AIzaChaveDeTesteSemRede'))).toBe(true);
    // the screen still works: the legend toggles, the table opens the drawer with its own (fallen back) map
    await mapa(page).getByRole('checkbox', { name: /^Ocioso \(/ }).click();
    await expect.poll(() => mapa(page).locator('.leaflet-marker-icon[data-category="Ocioso"]').count()).toBe(0);
    await page.locator('[data-panel="veiculos"] .ag-row:not(.ag-row-pinned)').filter({ hasText: 'Dentro do Prazo' }).first().locator('[col-id="nro_ordem"]').click();
    const drawer = page.locator('.ant-drawer').filter({ has: page.locator('.ant-drawer-title') }).last();
    await drawer.getByText('02.78.1523').waitFor();
    await expect.poll(() => drawer.locator('path.mirante-route').count(), { timeout: 30_000 }).toBe(1);
    await page.context().close();
  });
});
