/**
 * How much JavaScript each step of a visit downloads: the login page, /home, /dashboard_financeiro and
 * /curva-abc-clientes, cumulatively, as a user would walk them in one tab (the screens are opened by
 * client-side navigation, so chunks already loaded are not fetched again).
 *   npm run build && npx tsx bench/screen-js.ts
 * Starts the real server with the e2e harness (tests/e2e/support/server.ts: `tsx server/src/main.ts` over a
 * temp database seeded at scale 'small', serving dist/), signs in as ana@mirante.demo with Chromium
 * (playwright-core, /usr/bin/chromium) and sums the encoded body sizes of the script responses —
 * what went over the wire (the server sends the precompressed .br/.gz when the browser accepts it).
 * Also prints every chunk with its raw, gzip and brotli sizes. Measures only; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { openBrowser } from '../tests/e2e/support/chromium.ts';
import { startServer } from '../tests/e2e/support/server.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ ausente: rode `npm run build` antes.');
  process.exit(1);
}

const { baseURL: base, stop } = await startServer({ secret: 'mirante-bench', label: 'bench-js' });

interface Chunk {
  url: string;
  encoded: number;
  encoding: string;
  step: string;
}

const browser = await openBrowser();
const chunks: Chunk[] = [];
const pending: Promise<void>[] = [];
let step = 'login';
try {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 1000 }, locale: 'pt-BR' });
  const page = await context.newPage();
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = step;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        chunks.push({ url: new URL(response.url()).pathname, encoded: sizes.responseBodySize, encoding, step: at });
      })(),
    );
  });
  // Quiet network: no request in flight for 750 ms (lazy chunks start after the first render).
  let inFlight = 0;
  let lastChange = Date.now();
  const track = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  const settle = async () => {
    while (inFlight > 0 || Date.now() - lastChange < 750) await page.waitForTimeout(100);
    await Promise.all(pending);
  };
  /** Client-side navigation (no reload), as a click in the menu does. */
  const navigate = async (path: string, ready: (p: Page) => Promise<unknown>) => {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await ready(page);
    await settle();
  };

  await page.goto('/');
  await page.getByLabel('E-mail').waitFor();
  await settle();

  step = '/home';
  await page.getByLabel('E-mail').fill('ana@mirante.demo');
  await page.getByLabel('Senha').fill('mirante123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL('**/home');
  await settle();

  step = '/dashboard_financeiro';
  await navigate('/dashboard_financeiro', (p) => p.locator('[data-panel="grafico-fluxo"] svg').first().waitFor({ timeout: 60_000 }));

  step = '/curva-abc-clientes';
  await navigate('/curva-abc-clientes', (p) => p.locator('.ag-root').first().waitFor({ timeout: 60_000 }));
} finally {
  await browser.close();
  await stop();
}

const kB = (n: number) => (n / 1024).toFixed(1).padStart(8);
const fileSizes = (path: string) => {
  const file = join(dist, path);
  if (!existsSync(file)) return { raw: 0, gzip: 0, br: 0 };
  const bytes = readFileSync(file);
  const gz = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(bytes, { level: 9 }).length;
  const br = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(bytes).length;
  return { raw: bytes.length, gzip: gz, br };
};

console.log('\nJS por etapa (cumulativo, kB; "rede" = corpo codificado recebido)');
console.log('etapa'.padEnd(24) + 'novos'.padStart(6) + 'rede'.padStart(9) + 'rede acum.'.padStart(12) + 'bruto acum.'.padStart(13) + 'gzip acum.'.padStart(12));
let wire = 0;
let raw = 0;
let gzip = 0;
for (const name of ['login', '/home', '/dashboard_financeiro', '/curva-abc-clientes']) {
  const mine = chunks.filter((c) => c.step === name);
  const stepWire = mine.reduce((n, c) => n + c.encoded, 0);
  wire += stepWire;
  for (const c of mine) {
    const s = fileSizes(c.url);
    raw += s.raw;
    gzip += s.gzip;
  }
  console.log(name.padEnd(24) + String(mine.length).padStart(6) + kB(stepWire) + kB(wire).padStart(12) + kB(raw).padStart(13) + kB(gzip).padStart(12));
}

console.log('\nChunks (kB)');
console.log('chunk'.padEnd(36) + 'etapa'.padEnd(24) + 'bruto'.padStart(8) + 'gzip'.padStart(8) + 'br'.padStart(8) + 'rede'.padStart(8) + '  codificação');
for (const c of chunks) {
  const s = fileSizes(c.url);
  console.log(basename(c.url).padEnd(36) + c.step.padEnd(24) + kB(s.raw) + kB(s.gzip) + kB(s.br) + kB(c.encoded) + '  ' + c.encoding);
}
