/**
 * Lighthouse (npm `lighthouse`) on the real server, per screen, mobile and desktop presets, median of N runs:
 * performance score, LCP, TBT and the JS bytes transferred.
 *   npm run build && npx tsx bench/lighthouse.ts [--screens 1325,1326] [--runs 3] [--presets mobile,desktop]
 *                                               [--compare ../other-checkout]
 * Without `--screens`, every screen of screens/ with a route (private screens and public pages, with the login):
 * the issue's figure is the whole portal's, not a chosen few (issue 33).
 * Each run is a fresh Debian Chromium (chrome-launcher, CHROME_PATH) with an empty profile, so every audit is a
 * cold load. A public page (the login, the tracking pages at the demo data's links) is audited without a session;
 * any other screen is audited signed in: the session (token, user, company, as
 * src/session/storage.ts keeps it; ana, or diego for the module-2 screens 02.*) is obtained from POST /api/login
 * and written into sessionStorage and
 * localStorage before the page's first script (Page.addScriptToEvaluateOnNewDocument through the page Lighthouse
 * drives); `disableStorageReset` keeps it there, and the fresh profile keeps the HTTP cache empty.
 * `--compare DIR` audits another checkout's build too (its own server and dist/), in turns with this one, so the
 * "before" and "after" share the machine's load. Prints the load average with each screen. Asserts nothing.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { definitionFiles } from '../scripts/definition-files.ts';
import { arg } from './support/benchDatabase.ts';
import { signIn, storeSession, type Session } from './support/session.ts';
import { demoHashes } from '../server/src/seed/logistica.ts';

const root = resolve(import.meta.dirname, '..');
const runs = Number(arg('runs', '3'));
/** Empty: every screen. */
const codes = arg('screens', '').split(',').filter(Boolean);
const presets = arg('presets', 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const compare = arg('compare', '');
/** `--save DIR`: every report's JSON there (screen-preset-build-run.json), to read its audits. */
const save = arg('save', '');
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

for (const dir of [root, ...(compare ? [resolve(compare)] : [])]) {
  if (!existsSync(join(dir, 'dist', 'index.html'))) throw new Error(`${dir}/dist ausente: rode \`npm run build\` lá antes.`);
}

/** A public page's route parameters: the demo data's tracking links (server/src/seed/logistica.ts). */
const hashes = demoHashes();
const PUBLIC_PARAMS: Record<string, string> = { hash: hashes.transportadora, nfHash: hashes.nota };
/** The simple tracking page (code 00.00.0000) opens a sender's link, not the carrier's. */
const publicRoute = (code: string, route: string) =>
  route.replace(/:(\w+)/g, (_, name: string) => (code === '00.00.0000' && name === 'hash' ? hashes.remetentes[0]! : PUBLIC_PARAMS[name] ?? `:${name}`));

/** A screen's name in the table and the saved reports: public pages marked (00.00.0000 is a public and a private one). */
const label = (screen: { code: string; public?: boolean }) => (screen.public && screen.code !== 'login' ? `${screen.code}-publica` : screen.code);

/** A public page (`public: true`) is audited without a session, at its demo link. */
const screens: { code: string; route: string; public?: boolean }[] = [{ code: 'login', route: '/', public: true }];
for (const file of definitionFiles()) {
  const d = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default?: { code?: string; route?: string; public?: boolean } }).default;
  if (!d?.route || !d.code || (codes.length && !codes.some((c) => d.code!.endsWith(c)))) continue;
  const screen = d.public ? { code: d.code, route: publicRoute(d.code, d.route), public: true } : { code: d.code, route: d.route };
  // a route parameter without a demo value would audit the screen's error message, not the screen
  if (/\/:/.test(screen.route)) console.log(`${d.code} (${d.route}): fora, sem valor de demonstração para o parâmetro da rota`);
  else screens.push(screen);
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  jsKB: number;
  /** Lighthouse's measure of this machine's speed at the time (higher = faster; a phone ~ 1/4 of it). */
  benchmark: number;
}

async function audit(baseURL: string, route: string, preset: 'mobile' | 'desktop', session: Session | null, name: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (session) await storeSession(page, session);
    const flags: Flags = { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', output: 'json' };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = (await lighthouse(`${baseURL}${route}`, flags, config, page)) as RunnerResult;
    const lhr = result.lhr;
    if (save) writeFileSync(join(save, `${name}.json`), JSON.stringify(lhr));
    if (session && new URL(lhr.finalDisplayedUrl).pathname !== route) throw new Error(`${route}: Lighthouse terminou em ${lhr.finalDisplayedUrl} (sessão não aceita?)`);
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    await browser.disconnect();
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      benchmark: lhr.environment.benchmarkIndex,
      jsKB: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

if (save) mkdirSync(save, { recursive: true });
// Lighthouse's own waits can reject outside the audit's promise (a page that never goes quiet, 'Target closed'):
// that audit fails (its median is left without it), the run goes on.
process.on('unhandledRejection', (error) => console.log(`Lighthouse: ${(error as Error).message?.split('\n')[0]}`));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const builds: { name: string; dir: string }[] = [{ name: compare ? 'this' : '', dir: root }, ...(compare ? [{ name: 'compare', dir: resolve(compare) }] : [])];
/** ana sees the module-1 screens; the module-2 ones (02.*) are diego's (one company each). */
const servers: (RunningServer & { ana: Session; diego: Session })[] = [];
try {
  for (const b of builds) {
    const server = await startServer({ secret: 'mirante-bench', label: 'bench-lighthouse', root: b.dir });
    servers.push({ ...server, ana: await signIn(server.baseURL, 'ana@mirante.demo'), diego: await signIn(server.baseURL, 'diego@mirante.demo') });
  }
  const rows: string[] = [];
  const targets: { preset: string; score: number; tbt: number }[] = [];
  for (const screen of screens) {
    for (const preset of presets) {
      const load = loadavg()[0]!.toFixed(1);
      const figures: Figures[][] = builds.map(() => []);
      for (let i = 0; i < runs; i++) {
        // In turns: each run of every build before the next run, so both see the same load.
        for (const [k, server] of servers.entries()) {
          const name = `${label(screen)}-${preset}-${builds[k]!.name || 'this'}-${i + 1}`;
          try {
            figures[k]!.push(await audit(server.baseURL, screen.route, preset, screen.public ? null : screen.code.startsWith('02.') ? server.diego : server.ana, name));
          } catch (error) {
            // one failed audit (e.g. 'Inspected target navigated or closed') is left out of the median, not the run
            console.log(`${name}: falhou: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
      for (const [k, b] of builds.entries()) {
        const f = figures[k]!;
        if (!f.length) continue;
        const row = `| ${label(screen)} | ${preset} | ${b.name} | ${median(f.map((x) => x.score))} | ${(median(f.map((x) => x.lcp)) / 1000).toFixed(2)} | ${median(f.map((x) => x.tbt)).toFixed(0)} | ${median(f.map((x) => x.jsKB)).toFixed(0)} | ${load}–${loadavg()[0]!.toFixed(1)} | ${median(f.map((x) => x.benchmark)).toFixed(0)} | ${f.map((x) => x.score).join(' ')} |`;
        rows.push(row);
        if (!b.name || b.name === 'this') targets.push({ preset, score: median(f.map((x) => x.score)), tbt: median(f.map((x) => x.tbt)) });
        console.log(row);
      }
    }
  }
  console.log(`\nLighthouse, median of ${runs} runs (fresh Chromium each)${compare ? `; 'compare' = ${compare}` : ''}`);
  console.log('| screen | preset | build | score | LCP s | TBT ms | JS kB (transfer) | load avg | benchmarkIndex | scores |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- |');
  for (const row of rows) console.log(row);
  // the issue's targets (33 item 1): mobile ≥ 90 with TBT ≤ 200 ms, desktop ≥ 98
  for (const [preset, test] of [
    ['mobile', (score: number, tbt: number) => score >= 90 && tbt <= 200],
    ['desktop', (score: number) => score >= 98],
  ] as const) {
    const mine = targets.filter((t) => t.preset === preset);
    if (mine.length) console.log(`${preset}: ${mine.filter((t) => test(t.score, t.tbt)).length} de ${mine.length} dentro da meta (${preset === 'mobile' ? 'nota ≥ 90 e TBT ≤ 200 ms' : 'nota ≥ 98'})`);
  }
} finally {
  for (const s of servers) await s.stop();
}
