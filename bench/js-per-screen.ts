/**
 * JavaScript each screen needs, per screen, side by side: a fresh browser at a phone's 390×844 signs in (ana; diego
 * for the module-2 screens, 02.*) and opens the screen by client-side navigation, as the menu does; every script it
 * fetched (login, shell and the screen's chunks) is summed by its size in dist/: raw, gzip and brotli (the .br twin
 * a phone receives). "at open" = until the network is quiet; "scrolled" = after scrolling to the end of the screen
 * too (panels drawn when near the viewport — tables, charts — load then).
 *   npm run build && npx tsx bench/js-per-screen.ts [--only 1325] [--files] [--compare ../other-checkout]
 * Real server (tests/e2e/support/server.ts, scale 'small') and Chromium (/usr/bin/chromium). `--compare DIR`: the
 * same for another checkout's build (its own server and dist/), screen by screen in turns. The issue's target:
 * at most 450 KB brotli for the heaviest screen. Measures only; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { openBrowser } from '../tests/e2e/support/chromium.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { scrollThrough } from '../tests/e2e/support/scroll.ts';
import { definitionFiles } from '../scripts/definition-files.ts';
import { arg } from './support/benchDatabase.ts';

const root = resolve(import.meta.dirname, '..');
const only = arg('only', '');
const listFiles = process.argv.includes('--files');
const compare = arg('compare', '');
const builds = [{ name: 'this', dir: root }, ...(compare ? [{ name: 'compare', dir: resolve(compare) }] : [])];
for (const b of builds) if (!existsSync(join(b.dir, 'dist', 'index.html'))) throw new Error(`${b.dir}/dist ausente: rode \`npm run build\` lá antes.`);

const screens: { code: string; route: string; title: string }[] = [];
for (const file of definitionFiles()) {
  const d = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default?: { code?: string; route?: string; title?: string; public?: boolean } }).default;
  if (d?.route && d.code && !d.public && (!only || d.code.includes(only))) screens.push({ code: d.code, route: d.route, title: d.title ?? '' });
}

interface Measure {
  files: string[];
  scrolledFiles: string[];
}

async function measure(browser: Browser, baseURL: string, screen: { code: string; route: string }): Promise<Measure> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  let last = Date.now();
  page.on('request', (r) => {
    last = Date.now();
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  const quiet = async () => {
    const start = Date.now();
    while (Date.now() - last < 1500 && Date.now() - start < 30_000) await page.waitForTimeout(200);
  };
  const assets = () => [...scripts].filter((p) => p.startsWith('/assets/'));
  await page.goto('/');
  await page.getByLabel('E-mail').waitFor();
  if (screen.route) {
    await page.getByLabel('E-mail').fill(screen.code.startsWith('02.') ? 'diego@mirante.demo' : 'ana@mirante.demo');
    await page.getByLabel('Senha').fill('mirante123');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page.waitForURL('**/home');
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, screen.route);
  }
  await quiet();
  const files = assets();
  // a phone user scrolling down the whole screen, a screen at a time
  await scrollThrough(page);
  await quiet();
  const scrolledFiles = assets();
  await context.close();
  return { files, scrolledFiles };
}

const servers: RunningServer[] = [];
const browser = await openBrowser();
const rows: string[] = [];
try {
  for (const b of builds) servers.push(await startServer({ secret: 'mirante-bench', label: 'bench-js-screen', root: b.dir }));
  for (const screen of [{ code: 'login', route: '', title: 'Login' }, ...screens]) {
    for (const [k, b] of builds.entries()) {
      const dist = join(b.dir, 'dist');
      const size = (path: string, suffix = '') => (existsSync(join(dist, path + suffix)) ? readFileSync(join(dist, path + suffix)).length : 0);
      const sum = (files: string[], suffix: string) => files.reduce((n, f) => n + size(f, suffix), 0) / 1024;
      const m = await measure(browser, servers[k]!.baseURL, screen);
      rows.push(
        `| ${screen.code} ${screen.title} | ${screen.route || '/'} |${compare ? ` ${b.name} |` : ''} ${m.files.length} | ${sum(m.files, '').toFixed(0)} | ${sum(m.files, '.gz').toFixed(0)} | ${sum(m.files, '.br').toFixed(0)} | ${sum(m.scrolledFiles, '.br').toFixed(0)} |`,
      );
      console.log(rows.at(-1));
      if (listFiles) for (const f of m.scrolledFiles.sort((x, y) => size(y, '.br') - size(x, '.br'))) console.log(`    ${f} ${(size(f, '.br') / 1024).toFixed(1)} kB br${m.files.includes(f) ? '' : ' (after scrolling)'}`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}
console.log(`\n| screen | route |${compare ? ' build |' : ''} scripts | raw kB | gzip kB | brotli kB at open | brotli kB scrolled |`);
console.log(`| --- | --- |${compare ? ' --- |' : ''} ---: | ---: | ---: | ---: | ---: |`);
for (const row of rows) console.log(row);
