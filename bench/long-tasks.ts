/**
 * Where a screen's long tasks go: loads a screen signed in, in Debian's Chromium at Lighthouse's mobile CPU
 * slowdown (4×) and phone viewport, records a trace with V8's sampling profiler, and prints every main-thread task
 * over 50 ms (start, duration) with the functions that took most of its time (self time of the samples inside it)
 * and the renderer's own work in it over 5 ms (style sheets parsed, styles recalculated, layout).
 *   npm run build && npx tsx bench/long-tasks.ts [--route /dashboard_financeiro] [--user ana@mirante.demo] [--top 8]
 *                                               [--inclusive 30]
 * What to split or defer next when Lighthouse's TBT is over budget (docs/performance.md "Phones"). Asserts nothing.
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
const top = Number(arg('top', '8'));
/** `--inclusive N`: also the N functions with the most time including what they called (an unminified build names components: `npx vite build --minify false`). */
const inclusive = Number(arg('inclusive', '0'));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
}

/** Renderer events worth naming inside a long task (they can nest: a script can force a style recalculation). */
const RENDERER_WORK = new Set(['ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'ParseHTML']);

const server = await startServer({ secret: 'mirante-bench', label: 'bench-long-tasks' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const session = await signIn(server.baseURL, user);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 } });
  const page = await browser.newPage();
  await storeSession(page, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'] });
  await loadScreen(page, `${server.baseURL}${route}`, 3000);
  const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString("utf8")) as { traceEvents: TraceEvent[] };
  await browser.disconnect();

  const events = trace.traceEvents;
  // the renderer that parsed the screen's page (Chromium's own pages run in other renderers)
  const parse = events.find((e) => e.name === 'ParseHTML' && JSON.stringify(e.args ?? {}).includes(server.baseURL));
  const main = parse && { pid: parse.pid, tid: parse.tid };
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid && (e.dur ?? 0) > 50_000);
  // V8's samples: node tree from ProfileChunk events, each sample at its accumulated time
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let startTs = events.find((e) => e.name === 'Profile' && e.pid === main?.pid)?.ts ?? 0;
  let t = startTs;
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main?.pid)) {
    const p = e.args?.data?.cpuProfile;
    for (const n of p?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (p?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: id });
    });
  }
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid && JSON.stringify(e.args ?? {}).includes(server.baseURL))?.ts ?? tasks[0]?.ts ?? 0;
  const where = (n: ProfileNode) => {
    const f = n.callFrame;
    const file = (f.url ?? '').split('/').pop() || '(native)';
    return `${f.functionName || '(anonymous)'} ${file}:${(f.lineNumber ?? -1) + 1}:${(f.columnNumber ?? -1) + 1}`;
  };
  let blocking = 0;
  for (const task of tasks) {
    blocking += (task.dur! - 50_000) / 1000;
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur!);
    const self = new Map<string, number>();
    const within = new Map<string, number>();
    for (const s of inside) {
      const n = nodes.get(s.node);
      if (n) self.set(where(n), (self.get(where(n)) ?? 0) + 1);
      // inclusive: every function on the sample's stack, once
      const seen = new Set<string>();
      for (let p: ProfileNode | undefined = n; p; p = p.parent === undefined ? undefined : nodes.get(p.parent)) seen.add(where(p));
      for (const name of seen) within.set(name, (within.get(name) ?? 0) + 1);
    }
    const total = inside.length || 1;
    console.log(`task at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${(task.dur! / 1000).toFixed(0)} ms`);
    // the renderer's own work inside the task (style sheets parsed, styles recalculated, layout), next to the JS below
    const work = new Map<string, number>();
    for (const e of events) {
      if (e.ph !== 'X' || e.tid !== task.tid || e.pid !== task.pid || !RENDERER_WORK.has(e.name) || e.ts < task.ts || e.ts > task.ts + task.dur!) continue;
      work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const worked = [...work.entries()].filter(([, ms]) => ms >= 5).map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`);
    if (worked.length) console.log(`  renderer: ${worked.join(', ')}`);
    for (const [name, count] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${((100 * count) / total).toFixed(0).padStart(3)} %  ${name}`);
    if (inclusive) {
      console.log('  inclusive:');
      for (const [name, count] of [...within.entries()].sort((a, b) => b[1] - a[1]).slice(0, inclusive)) console.log(`  ${((100 * count) / total).toFixed(0).padStart(3)} %  ${name}`);
    }
  }
  console.log(`\n${tasks.length} tasks over 50 ms; blocking time (their time over 50 ms, from navigation, 4× CPU): ${blocking.toFixed(0)} ms`);
} finally {
  chrome.kill();
  await server.stop();
}
