/**
 * Main-thread work of a screen's page load at a phone's 4× CPU, this checkout's build against others' in turns:
 * the steadier A/B when Lighthouse's single runs swing (docs/performance.md "Phones").
 *   npm run build && npx tsx bench/main-thread.ts [--route /dashboard_financeiro] [--user ana@mirante.demo] [--runs 7]
 *                                               [--compare ../other-checkout]
 * One server per build (its own dist/) and one Debian Chromium; every load is cold (a new browser context), signed
 * in as ana (session written into storage before the page's scripts), traced until the screen is drawn and the
 * network quiet, plus 1.5 s.
 * Prints, per build, the median and every load's figure of: all main-thread tasks, blocking time (their time over
 * 50 ms), and the renderer's work by kind (HTML parsed, style sheets parsed, styles recalculated, layout, scripts).
 * Asserts nothing.
 */
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startServer } from '../tests/e2e/support/server.ts';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { arg } from './support/benchDatabase.ts';
import { signIn, storeSession } from './support/session.ts';
import { loadScreen } from './support/loadScreen.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: unknown;
}

const route = arg('route', '/dashboard_financeiro');
/** Module 2's screens (02.*) are diego's. */
const user = arg('user', 'ana@mirante.demo');
const runs = Number(arg('runs', '7'));
const compare = arg('compare', '');
const roots = [resolve(import.meta.dirname, '..'), ...(compare ? [resolve(compare)] : [])];
const names = ['this', ...(compare ? ['compare'] : [])];
/** Renderer events summed per load (Chromium's trace names). */
const KINDS = ['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'FunctionCall'];

const servers = await Promise.all(roots.map((root) => startServer({ secret: 'mirante-bench', label: 'bench-main-thread', root })));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
const figures: Record<string, number[]>[] = roots.map(() => ({}));
try {
  const sessions = await Promise.all(servers.map((server) => signIn(server.baseURL, user)));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 } });
  for (let run = 0; run < runs; run++) {
    // in turns: each build's load before the next run, so both see the machine's same load
    for (const [i, server] of servers.entries()) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await storeSession(page, sessions[i]!);
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await loadScreen(page, `${server.baseURL}${route}`, 1500);
      const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] };
      await context.close();
      const events = trace.traceEvents;
      // the renderer that parsed the screen's page (Chromium's own pages run in other renderers)
      const parse = events.find((e) => e.name === 'ParseHTML' && JSON.stringify(e.args ?? {}).includes(server.baseURL));
      const onMain = (e: TraceEvent) => e.ph === 'X' && e.pid === parse?.pid && e.tid === parse?.tid;
      const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask');
      const add = (key: string, ms: number) => (figures[i]![key] ??= []).push(Math.round(ms));
      add('tasks', tasks.reduce((sum, t) => sum + t.dur! / 1000, 0));
      add('blocking', tasks.filter((t) => t.dur! > 50_000).reduce((sum, t) => sum + (t.dur! - 50_000) / 1000, 0));
      for (const kind of KINDS) add(kind, events.filter((e) => onMain(e) && e.name === kind).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0));
    }
  }
  await browser.disconnect();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\n${route}, ${runs} cold loads per build at 4× CPU, ms (median [every load])${compare ? `; compare = ${compare}` : ''}`);
  for (const key of ['tasks', 'blocking', ...KINDS]) {
    console.log(`${key.padEnd(22)}${names.map((name, i) => `${name} ${String(median(figures[i]![key]!)).padStart(5)} [${figures[i]![key]!.join(' ')}]`).join('   ')}`);
  }
} finally {
  chrome.kill();
  for (const server of servers) await server.stop();
}
