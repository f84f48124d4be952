/**
 * What JavaScript each public page downloads (02.79.1496 search, 02.79.1497 detail, simple 'Rastreamento', the error
 * page), opened cold in a new browser context without signing in, and whether any of it is private-portal code.
 *   npm run build && npx tsx bench/public-js.ts
 * Starts the real server (tests/e2e/support/server.ts, scale 'small'), drives Chromium, sums the encoded sizes of the
 * script responses, and looks for markers of the private portal in the downloaded chunks (the private layout, the
 * menu, AG Grid, Vega). Measures only; tests/e2e/rastreamento.e2e.ts asserts the same markers are absent.
 */
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Response } from 'playwright-core';
import { openBrowser } from '../tests/e2e/support/chromium.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { demoHashes } from '../server/src/seed/logistica.ts';
import { PRIVATE_MARKERS } from '../tests/e2e/support/privateMarkers.ts';

const dist = join(resolve(import.meta.dirname, '..'), 'dist');
const h = demoHashes();
const pages: [string, string][] = [
  ['02.79.1496 busca', `/logistica/rastreamento-transportadora/${h.transportadora}`],
  ['Rastreamento simples', `/logistica/rastreamento/${h.remetentes[0]}`],
  ['página de erro', '/logistica/rastreamento-transportadora/naoexiste'],
  ['login (referência)', '/'],
];

const { baseURL, stop } = await startServer({ secret: 'mirante-bench', label: 'bench-public-js' });
const browser = await openBrowser();
try {
  console.log('página'.padEnd(24) + 'scripts'.padStart(8) + 'rede kB'.padStart(10) + 'bruto kB'.padStart(10) + '  código privado');
  for (const [label, path] of pages) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const scripts: { url: string; encoded: Promise<number> }[] = [];
    page.on('response', (r: Response) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: new URL(r.url()).pathname, encoded: r.request().sizes().then((s) => s.responseBodySize) });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    let wire = 0;
    let raw = 0;
    const found = new Set<string>();
    for (const s of scripts) {
      wire += await s.encoded;
      if (!s.url.startsWith('/assets/')) continue;
      const text = readFileSync(join(dist, s.url), 'utf8');
      raw += text.length;
      for (const [name, marker] of Object.entries(PRIVATE_MARKERS)) if (text.includes(marker)) found.add(`${name} (${basename(s.url)})`);
    }
    console.log(label.padEnd(24) + String(scripts.length).padStart(8) + (wire / 1024).toFixed(1).padStart(10) + (raw / 1024).toFixed(1).padStart(10) + '  ' + ([...found].join(', ') || 'nenhum'));
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
