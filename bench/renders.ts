/**
 * How often React commits and which components render while a screen loads: the work a phone repeats when the same
 * screen is drawn again with the same look (issue 33 item 1; every repeated render is also CPU the e2e phase spends).
 * Loads a screen signed in, in Debian's Chromium, with a stand-in for React DevTools' hook installed before the page's
 * first script: React hands it every committed tree (it does so in production builds too). A component counts as
 * rendered in a commit when its fiber was worked on in that render (a new fiber object, mounted or with React's
 * PerformedWork flag, as DevTools decides), not when its subtree was skipped.
 * Component names need an unminified build:
 *   npx vite build --minify false && npx tsx bench/renders.ts [--route /aprovar-titulos-pagar] [--user ana@mirante.demo]
 *                                                             [--width 390] [--top 25] [--runs 1] [--detail 50] [--why FilterFormView]
 * Rebuild with `npx tsx scripts/build-portal.ts` afterwards. Asserts nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startServer } from '../tests/e2e/support/server.ts';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { arg } from './support/benchDatabase.ts';
import { signIn, storeSession } from './support/session.ts';
import { loadScreen } from './support/loadScreen.ts';

const route = arg('route', '/aprovar-titulos-pagar');
const user = arg('user', 'ana@mirante.demo');
const width = Number(arg('width', '390'));
const top = Number(arg('top', '25'));
const runs = Number(arg('runs', '1'));
/** `--detail N`: the components of each commit that rendered at least N. */
const detail = Number(arg('detail', '0'));
/** `--why Name`: for each render of that component after its mount, the props that changed and the hooks whose state did. */
const why = arg('why', '');

/**
 * The hook, as a string (tsx names the functions it compiles, which the page does not have). React calls `inject`
 * once per renderer and `onCommitFiberRoot` after each commit; the rest only has to exist.
 */
const HOOK = `(() => {
  const WHY = ${JSON.stringify(why)};
  const seen = { prev: new Set(), commits: 0, renders: new Map(), perCommit: [], why: [] };
  const PerformedWork = 1;
  const tags = { 0: 'fn', 1: 'class', 11: 'forwardRef', 14: 'memo', 15: 'memo' };
  const nameOf = (f) => {
    const t = f.type;
    if (!t) return null;
    if (typeof t === 'string') return null;
    const inner = t.render || t.type || t;
    return t.displayName || inner.displayName || inner.name || '(anonymous)';
  };
  window.__MIRANTE_RENDERS__ = seen;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(id, root) {
      seen.commits++;
      const now = new Set();
      const rendered = [];
      const stack = [root.current];
      while (stack.length) {
        const f = stack.pop();
        now.add(f);
        if (!seen.prev.has(f) && tags[f.tag] && (f.alternate === null || (f.flags & PerformedWork))) {
          const name = nameOf(f);
          if (name) {
            rendered.push(name);
            seen.renders.set(name, (seen.renders.get(name) || 0) + 1);
            if (name === WHY && f.alternate) {
              const a = f.alternate.memoizedProps || {}, b = f.memoizedProps || {};
              const props = Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
              let hook = f.memoizedState, old = f.alternate.memoizedState, states = [], i = 0;
              while (hook && old) { if (hook.memoizedState !== old.memoizedState) states.push(i); hook = hook.next; old = old.next; i++; }
              seen.why.push({ commit: seen.commits, props, states });
            }
          }
        }
        if (f.sibling) stack.push(f.sibling);
        if (f.child) stack.push(f.child);
      }
      seen.prev = now;
      const counts = {}; for (const n of rendered) counts[n] = (counts[n] || 0) + 1;
      seen.perCommit.push({ at: Math.round(performance.now()), rendered: rendered.length, top: Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 40) });
    },
  };
})();`;

const server = await startServer({ secret: 'mirante-bench', label: 'bench-renders' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const session = await signIn(server.baseURL, user);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width, height: 844 } });
  for (let run = 0; run < runs; run++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await storeSession(page, session);
    await page.evaluateOnNewDocument(HOOK);
    await loadScreen(page, `${server.baseURL}${route}`, 2000);
    const result = await page.evaluate(() => {
      const s = (window as unknown as { __MIRANTE_RENDERS__: { commits: number; renders: Map<string, number>; perCommit: { at: number; rendered: number; top: [string, number][] }[] } }).__MIRANTE_RENDERS__;
      return { commits: s.commits, renders: [...s.renders.entries()], perCommit: s.perCommit, why: (s as unknown as { why: unknown[] }).why };
    });
    const total = result.renders.reduce((sum, [, n]) => sum + n, 0);
    console.log(`${route} at ${width} px, run ${run + 1}: ${result.commits} commits, ${total} component renders`);
    console.log(`  per commit (ms since navigation: components): ${result.perCommit.map((c) => `${c.at}:${c.rendered}`).join(' ')}`);
    if (detail) for (const c of result.perCommit) if (c.rendered >= detail) console.log(`  commit at ${c.at} ms: ${c.top.map(([n, k]) => `${n} ${k}`).join(', ')}`);
    for (const w of result.why as { commit: number; props: string[]; states: number[] }[]) console.log(`  ${why} re-rendered in commit ${w.commit}: props ${w.props.join(', ') || '-'}; hook states ${w.states.join(', ') || '-'}`);
    for (const [name, n] of result.renders.sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${String(n).padStart(5)}  ${name}`);
    await context.close();
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  await server.stop();
}
