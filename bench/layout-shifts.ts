/**
 * The layout shifts of a screen's cold load (what Lighthouse's CLS sums), each with the elements that moved: where
 * they were and where they went (y and height, clipped to the viewport: [0, 0] = pushed out of it).
 *   npm run build && npx tsx bench/layout-shifts.ts [--route /dashboard_financeiro] [--user ana@mirante.demo]
 *                                                   [--width 412] [--outline '#conteudo']
 * `--outline SELECTOR`: also prints the element tree under SELECTOR (tag, first classes, y, height) every time it
 * changes during the first 6 s, to see what appeared, grew or wrapped before a shift (docs/performance.md
 * "2026-11-27 (night)" found 1325's, 1414's, 1491's and 1369's this way). Real server, Debian Chromium, signed in as
 * the user; a module-2 screen (02.*) needs diego@mirante.demo. Asserts nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startServer } from '../tests/e2e/support/server.ts';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { arg } from './support/benchDatabase.ts';
import { signIn, storeSession } from './support/session.ts';
import { loadScreen } from './support/loadScreen.ts';

const route = arg('route', '/dashboard_financeiro');
const user = arg('user', 'ana@mirante.demo');
const width = Number(arg('width', '412'));
const outline = arg('outline', '');

interface Shift {
  t: number;
  value: number;
  sources: { node: string; before: [number, number]; after: [number, number] }[];
}

// Plain script text, not a function: tsx's helpers (__name) do not exist in the page.
const OBSERVE = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({ t: Math.round(e.startTime), value: e.value, sources: (e.sources || []).map((s) => ({
        node: s.node ? ((typeof s.node.className === 'string' && s.node.className) || s.node.nodeName) + ' | ' + (s.node.textContent || '').slice(0, 50) : '(removed)',
        before: [Math.round(s.previousRect.y), Math.round(s.previousRect.height)],
        after: [Math.round(s.currentRect.y), Math.round(s.currentRect.height)],
      })) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

const OUTLINE = (selector: string) => `(() => {
  const out = [];
  function walk(el, depth) {
    const r = el.getBoundingClientRect();
    const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
    if (depth > 0 && r.height > 0) out.push('  '.repeat(depth) + el.tagName.toLowerCase() + (cls ? '.' + cls : '') + ' y=' + Math.round(r.y) + ' h=' + Math.round(r.height));
    if (depth < 7 && !/css-spinner|ant-spin-dot|leaflet-tile/.test(cls)) for (const c of Array.from(el.children)) walk(c, depth + 1);
  }
  const root = document.querySelector(${JSON.stringify(selector)});
  if (root) walk(root, 0);
  return out.join('\\n');
})()`;

const server = await startServer({ secret: 'mirante-bench', label: 'bench-layout-shifts' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width, height: 823, isMobile: width < 768 } });
  const page = await (await browser.createBrowserContext()).newPage();
  await storeSession(page, await signIn(server.baseURL, user));
  await page.evaluateOnNewDocument(OBSERVE);
  const opened = loadScreen(page, `${server.baseURL}${route}`, 2000);
  if (outline) {
    let last = '';
    for (let ms = 0; ms < 6000; ms += 100) {
      const tree = await page.evaluate<[], () => string>(OUTLINE(outline)).catch(() => '');
      if (tree && tree !== last) console.log(`--- ${ms} ms\n${tree}`);
      last = tree || last;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  await opened;
  const shifts = await page.evaluate<[], () => Shift[]>('window.__shifts');
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  console.log(`\n${route} at ${width} px as ${user}: ${shifts.length} shift(s), sum ${total.toFixed(3)}`);
  for (const s of shifts) {
    console.log(`  at ${s.t} ms: ${s.value.toFixed(4)}`);
    for (const src of s.sources) console.log(`    ${src.node}  y/h ${src.before.join('/')} → ${src.after.join('/')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
