import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/screenPage.ts';
import { newPage, signIn } from './support/browser.ts';
import { firstViewChunks, firstViewSizes, MANIFEST, SIZES_FILE } from '../../scripts/first-view-js.ts';
import aprovarTitulos from '../../screens/financeiro/1370-aprovar-titulos-pagar.ts';
import aprovarOrdens from '../../screens/estoque/1367-aprovacao-ordens-compras.ts';

// Issue 33 item 4: the JavaScript of each screen's first view stays under its recorded size + 10 % (brotli, computed
// from dist/'s chunk graph by scripts/first-view-js.ts), so a heavy import cannot slip in unnoticed. A size that grew
// or shrank on purpose is recorded with `npm run js-sizes` (docs/performance.md "Phones: JS per screen").
const root = resolve(import.meta.dirname, '..', '..');
const MARGIN = 1.1;
const browser = useBrowser();

/** The /assets scripts a page asked for, as dist/ file names ('assets/x.js'). */
function scriptsOf(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'script' && path.startsWith('/assets/')) files.add(path.slice(1));
  });
  return files;
}

describe('JS of each screen’s first view', () => {
  it(`no screen's first view is over its recorded size + 10 % (${SIZES_FILE})`, async () => {
    const recorded = JSON.parse(readFileSync(join(root, SIZES_FILE), 'utf8')) as Record<string, number>;
    const sizes = await firstViewSizes(root);
    const over = Object.entries(sizes)
      .filter(([screen, kB]) => recorded[screen] !== undefined && kB > recorded[screen] * MARGIN)
      .map(([screen, kB]) => `${screen}: ${kB} kB br, registrado ${recorded[screen]} kB (+10 % = ${(recorded[screen]! * MARGIN).toFixed(1)})`);
    expect(over, 'uma importação pesada? se o aumento for desejado: npm run js-sizes').toEqual([]);
    // every screen has a recorded size, and no recorded size is for a screen that is gone
    expect(Object.keys(recorded).sort(), 'telas novas ou removidas: npm run js-sizes').toEqual(Object.keys(sizes).sort());
  });

  // 1370 draws AG Grid on a phone; 1367 draws cards (`narrowCards`) and must not download it (panels/table/gridChunk.ts)
  const phoneCases = [
    { definition: aprovarTitulos, drawn: '[data-panel="titulos"] .ag-row:has([col-id="aprovado"])', grid: true },
    { definition: aprovarOrdens, drawn: '[data-layout="cards"] .mirante-table-card', grid: false },
  ];
  for (const c of phoneCases) {
    it(`the sizes count what a phone downloads: ${c.definition.code} opened at 390 px asks for the scripts counted, AG Grid ${c.grid ? 'included' : 'not'}`, async () => {
      const manifest = JSON.parse(readFileSync(join(root, 'dist', MANIFEST), 'utf8')) as Parameters<typeof firstViewChunks>[0];
      const counted = new Set([...firstViewChunks(manifest, c.definition)].map((key) => manifest[key]!.file));
      const page = await newPage(browser, { width: 390, height: 844 });
      await signIn(page, 'ana@mirante.demo');
      const asked = scriptsOf(page);
      await page.goto(c.definition.route);
      // the table's rows drawn (a phone's first view: the grid or the cards, then their data)
      await expect.poll(() => page.locator(c.drawn).count(), { timeout: 60_000 }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      expect([...counted].filter((f) => !asked.has(f)), 'contados e não pedidos').toEqual([]);
      expect([...asked].filter((f) => !counted.has(f)), 'pedidos e não contados').toEqual([]);
      expect([...asked].some((f) => f === manifest['src/engine/panels/table/TableGrid.tsx']!.file), 'AG Grid pedido').toBe(c.grid);
    });
  }
});
