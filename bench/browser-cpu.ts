/**
 * What Chromium's CPU costs per browser-test step, for a set of launch flags (the e2e phase is bound by CPU, and
 * Chromium's renderers are most of it: docs/performance.md, "Test command"). Starts the real server (small seed),
 * then, for each flag set in turns, a fresh headless shell that signs in through the form and opens the screens
 * given, `--rounds` times; the CPU of every process of that browser (utime + stime from /proc) is read around each
 * step. Prints the median CPU-s per step and flag set, and the ratio to the first set.
 *   npm run build && npx tsx bench/browser-cpu.ts [--rounds 5] [--routes /dashboard_financeiro,/titulos-pagar]
 *                                                [--sets base,raster1]
 * Asserts nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../tests/e2e/support/server.ts';
import { HEADLESS_SHELL_PATH } from '../tests/e2e/support/chromium.ts';
import { arg, p } from './support/benchDatabase.ts';

const BASE = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
/** The flag sets this bench knows, each added to BASE. */
const SETS: Record<string, string[]> = {
  base: [],
  raster1: ['--num-raster-threads=1'],
  nopartial: ['--disable-partial-raster'],
  srgb: ['--force-color-profile=srgb'],
  nolcd: ['--disable-lcd-text'],
  nothreaded: ['--disable-threaded-compositing', '--disable-threaded-scrolling'],
  nosi: ['--disable-site-isolation-trials', '--disable-features=site-per-process,IsolateOrigins'],
  nopaint: ['--disable-features=PaintHolding'],
  swgl: ['--use-gl=disabled', '--disable-software-rasterizer'],
  lowres: ['--force-device-scale-factor=1'],
  nohw: ['--disable-accelerated-2d-canvas', '--disable-gpu-compositing'],
};

const rounds = Number(arg('rounds', '5'));
const routes = arg('routes', '/dashboard_financeiro,/titulos-pagar').split(',');
const sets = arg('sets', Object.keys(SETS).join(',')).split(',');
const user = arg('user', 'ana@mirante.demo');

/** CPU-s so far of the browser process and all its descendants. */
function treeCpu(root: number): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(f[1]));
      ticks.set(Number(name), Number(f[11]) + Number(f[12]));
    } catch {
      // gone between the listing and the read
    }
  }
  const inTree = (pid: number): boolean => pid === root || (parent.has(pid) && pid > 1 && inTree(parent.get(pid)!));
  let total = 0;
  for (const [pid, t] of ticks) if (inTree(pid)) total += t;
  return total / 100;
}

/** The Chromium process Playwright started (the newest child of this process running the headless shell). */
function browserPid(): number {
  const mine = String(process.pid);
  const found = readdirSync('/proc').filter((n) => /^\d+$/.test(n)).filter((n) => {
    try {
      const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === mine && readFileSync(`/proc/${n}/cmdline`, 'utf8').includes('headless');
    } catch {
      return false;
    }
  });
  return Math.max(...found.map(Number));
}

const server = await startServer({ secret: 'mirante-bench', label: 'bench-browser-cpu' });
const steps = ['sign-in', ...routes];
const broken = new Set<string>();
const results = new Map<string, Map<string, number[]>>(sets.map((s) => [s, new Map(steps.map((k) => [k, [] as number[]]))]));
try {
  for (let round = 0; round <= rounds; round++) {
    for (const set of sets) {
      if (broken.has(set)) continue;
      const browser: Browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: [...BASE, ...SETS[set]!] });
      const pid = browserPid();
      const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 }, locale: 'pt-BR', reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const measure = async (step: string, work: () => Promise<void>) => {
        const before = treeCpu(pid);
        await work();
        await page.waitForTimeout(300); // what the drawing scheduled
        if (round > 0) results.get(set)!.get(step)!.push(treeCpu(pid) - before); // round 0 warms the server's caches
      };
      try {
        await measure('sign-in', async () => {
          await page.goto('/');
          await page.getByLabel('E-mail').fill(user);
          await page.getByLabel('Senha').fill('mirante123');
          await page.getByRole('button', { name: 'Acessar' }).click();
          await page.waitForURL((url) => url.pathname !== '/');
          await page.locator('.mirante-screen, h1').first().waitFor();
        });
        for (const route of routes) {
          await measure(route, async () => {
            await page.goto(route);
            await page.locator('.mirante-screen').first().waitFor();
            await page.waitForLoadState('networkidle');
          });
        }
      } catch (error) {
        // a flag set under which the page does not work (a click never 'stable') is reported and left out
        console.error(`${set}: ${(error as Error).message.split('\n')[0]}`);
        broken.add(set);
      }
      await browser.close();
    }
  }
  const first = sets[0]!;
  console.log(['set', ...steps, 'total', 'ratio'].join('\t'));
  const totalOf = (set: string) => steps.reduce((sum, step) => sum + p(results.get(set)!.get(step)!, 0.5), 0);
  for (const set of sets.filter((s) => !broken.has(s))) {
    const row = steps.map((step) => p(results.get(set)!.get(step)!, 0.5).toFixed(2));
    console.log([set, ...row, totalOf(set).toFixed(2), (totalOf(set) / totalOf(first)).toFixed(2)].join('\t'));
  }
} finally {
  await server.stop();
}
