/**
 * When AG Grid's and Vega's scripts are fetched on a screen's page load, against the engine's chunk and the data call,
 * and when the table's first row and the chart's drawing appear (ms from navigation start, the page's own Resource
 * Timing and a MutationObserver), this build and another checkout's in turns (issue 33 item 2).
 *   npm run build && npx tsx bench/heavy-preload.ts [--compare ../other-checkout] [--runs 3] [--throttle]
 *     [--cases "1370:/aprovar-titulos-pagar:390:/financeiro/titulos-pagar,1325:/dashboard_financeiro:1366:/dashboard_financeiro/"]
 * Signed in as ana (session put into storage before the page's scripts), a fresh browser context per load (cold HTTP
 * cache). Real server (tests/e2e/support/server.ts) and Chromium. Measures only; asserts nothing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { openBrowser } from '../tests/e2e/support/chromium.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { arg } from './support/benchDatabase.ts';
import { sessionScript, signIn, type Session } from './support/session.ts';

const root = resolve(import.meta.dirname, '..');
const compare = arg('compare', '');
const runs = Number(arg('runs', '3'));
/** `--throttle`: a phone's network and CPU, as Lighthouse's mobile preset assumes. */
const throttle = process.argv.includes('--throttle');
/** code:route:width:call — `call` a part of the data call's path ('data asked/answered' is its first request). */
const cases = arg('cases', '1370:/aprovar-titulos-pagar:390:/financeiro/titulos-pagar,1325:/dashboard_financeiro:1366:/dashboard_financeiro/')
  .split(',')
  .map((c) => {
    const [code, route, width, call] = c.split(':');
    return { code: code!, route: route!, width: Number(width), call: call! };
  });
const builds = [{ name: 'this', dir: root }, ...(compare ? [{ name: 'compare', dir: resolve(compare) }] : [])];
for (const b of builds) if (!existsSync(join(b.dir, 'dist', 'index.html'))) throw new Error(`${b.dir}/dist ausente: rode \`npm run build\` lá antes.`);

interface Times {
  engine: number;
  data: number;
  dataEnd: number;
  table: number;
  chart: number;
  row: number;
  gridRow: number;
  svg: number;
}

const browser = await openBrowser();
const servers: (RunningServer & { ana: Session })[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  for (const b of builds) {
    const server = await startServer({ secret: 'mirante-bench', label: 'bench-preload', root: b.dir });
    servers.push({ ...server, ana: await signIn(server.baseURL, 'ana@mirante.demo') });
  }
  console.log('| screen | width | build | engine asked | data asked | data answered | grid asked | Vega asked | first row | first grid row | chart drawn | load avg |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const c of cases) {
    const all: Times[][] = builds.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [k, server] of servers.entries()) {
        const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: c.width, height: c.width < 768 ? 844 : 768 }, locale: 'pt-BR' });
        // tsx names the functions it compiles (`__name`), which page.evaluate's functions then call in the page
        await context.addInitScript({ content: 'window.__name = (f) => f;' });
        await context.addInitScript({ content: sessionScript(server.ana) });
        await context.addInitScript(() => {
          const seen: Record<string, number> = {};
          (window as unknown as { __seen: Record<string, number> }).__seen = seen;
          new MutationObserver(() => {
            // the first row on screen: AG Grid's, or the light first page drawn before it (panels/table/LightRows.tsx)
            if (!seen.row && document.querySelector('.ag-row .ag-cell, .mirante-light-body [role="cell"]')) seen.row = performance.now();
            if (!seen.gridRow && document.querySelector('.ag-row .ag-cell')) seen.gridRow = performance.now();
            if (!seen.svg && document.querySelector('[data-testid="chart"] svg')) seen.svg = performance.now();
          }).observe(document, { subtree: true, childList: true });
        });
        const page = await context.newPage();
        if (throttle) {
          // Lighthouse's phone: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU 4× slower (applied, not simulated)
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        }
        page.setDefaultTimeout(120_000);
        await page.goto(c.route);
        await page.locator('.ag-row .ag-cell').first().waitFor({ state: 'attached' });
        if (c.code.endsWith('1325') && c.width >= 992) await page.locator('[data-testid="chart"] svg').first().waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        const t = await page.evaluate((call: string) => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const first = (test: (name: string) => boolean, key: 'startTime' | 'responseEnd' = 'startTime') =>
            Math.min(...entries.filter((e) => test(new URL(e.name).pathname)).map((e) => e[key]));
          const seen = (window as unknown as { __seen: Record<string, number> }).__seen;
          const api = (p: string) => p.startsWith('/api/') && p.includes(call);
          return {
            engine: first((p) => p.includes('/ScreenRuntime-')),
            data: first(api),
            dataEnd: first(api, 'responseEnd'),
            // AG Grid's chunk: TableGrid since 2026-11-27 (evening), inside TableKindPanel before
            table: first((p) => p.includes('/TableGrid-') || p.includes('/TableKindPanel-')),
            chart: first((p) => p.includes('/ChartView-')),
            row: seen.row ?? NaN,
            gridRow: seen.gridRow ?? NaN,
            svg: seen.svg ?? NaN,
          };
        }, c.call);
        all[k]!.push(t);
        await context.close();
      }
    }
    for (const [k, b] of builds.entries()) {
      const f = (key: keyof Times) => {
        const m = median(all[k]!.map((t) => t[key]));
        return Number.isFinite(m) ? m.toFixed(0) : '—';
      };
      console.log(`| ${c.code} | ${c.width} | ${b.name} | ${f('engine')} | ${f('data')} | ${f('dataEnd')} | ${f('table')} | ${f('chart')} | ${f('row')} | ${f('gridRow')} | ${f('svg')} | ${loadavg()[0]!.toFixed(1)} |`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}
