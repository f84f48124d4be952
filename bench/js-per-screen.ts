/**
 * JavaScript each screen needs, per screen, side by side: a fresh browser signs in (ana@mirante.demo) and opens
 * the screen by client-side navigation, as the menu does; every script it fetched (login, shell and the screen's
 * chunks) is summed by its size in dist/: raw, gzip and brotli (the .br twin a phone receives).
 *   npm run build && npx tsx bench/js-per-screen.ts [--only 1325]
 * Real server (tests/e2e/support/server.ts, scale 'small') and Chromium (/usr/bin/chromium). The target:
 * at most 450 KB brotli for the heaviest screen. Measures only; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openBrowser } from '../tests/e2e/support/chromium.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { definitionFiles } from '../scripts/definition-files.ts';
import { arg } from './support/benchDatabase.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ ausente: rode `npm run build` antes.');
const only = arg('only', '');

const screens: { code: string; route: string; title: string }[] = [];
for (const file of definitionFiles()) {
  const d = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default?: { code?: string; route?: string; title?: string; public?: boolean } }).default;
  if (d?.route && d.code && !d.public && (!only || d.code.includes(only))) screens.push({ code: d.code, route: d.route, title: d.title ?? '' });
}

const size = (path: string, suffix = '') => (existsSync(join(dist, path + suffix)) ? readFileSync(join(dist, path + suffix)).length : 0);
const { baseURL, stop } = await startServer({ secret: 'mirante-bench', label: 'bench-js-screen' });
const browser = await openBrowser();
const rows: string[] = [];
try {
  for (const screen of [{ code: 'login', route: '', title: 'Login' }, ...screens]) {
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
    await page.goto('/');
    await page.getByLabel('E-mail').waitFor();
    if (screen.route) {
      await page.getByLabel('E-mail').fill('ana@mirante.demo');
      await page.getByLabel('Senha').fill('mirante123');
      await page.getByRole('button', { name: 'Acessar' }).click();
      await page.waitForURL('**/home');
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, screen.route);
    }
    await quiet();
    const files = [...scripts].filter((p) => p.startsWith('/assets/'));
    const sum = (suffix: string) => files.reduce((n, f) => n + size(f, suffix), 0);
    rows.push(`| ${screen.code} ${screen.title} | ${screen.route || '/'} | ${files.length} | ${(sum('') / 1024).toFixed(0)} | ${(sum('.gz') / 1024).toFixed(0)} | ${(sum('.br') / 1024).toFixed(0)} |`);
    console.log(rows.at(-1));
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
console.log('\n| screen | route | scripts | raw kB | gzip kB | brotli kB |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
