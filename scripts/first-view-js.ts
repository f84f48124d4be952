/**
 * The JavaScript of each screen's first view on a phone, in brotli kB as the server sends it (dist/'s .br twins; a
 * script under 1 kB has none and goes raw), computed from the built portal's chunk graph (dist/.vite/manifest.json)
 * and the definitions — no browser, ~1 s. For the size guard (tests/e2e/first-view-js.e2e.ts, issue 33 item 4): a
 * heavy import slipped into any of these chunks shows here.
 *   npm run build && npm run js-sizes            (prints and writes tests/e2e/first-view-js.json: a deliberate update)
 *
 * What a first view loads, as the portal asks for it (src/app, src/engine):
 * - the login page: index.html's entry and the chunks it imports; any other screen: those and the router
 *   (src/app/public/RouteGate.tsx); a private screen: the private portal too (PrivateGate.tsx and its imports);
 * - a screen with panels: the engine (ScreenRuntime.tsx) and, with filters, its form (filters/FilterForm.tsx); each
 *   kind of its top-level panels (a kind's lazy chunk: panels/<kind>/…), each control of its filter form
 *   (filters/widgets/<widget>/…) and each hosted component (src/components/<name>/) loads when drawn;
 * - AG Grid's table and Vega's chart only when drawn in a phone's first view (engine/runtime/firstView.ts, the rule
 *   the portal's preload follows: 1325's tables and chart are two screens down and load when scrolled to); AG Grid's
 *   own chunk (panels/table/TableGrid.tsx) not for a table that draws cards on a phone (`narrowCards`, 1367).
 * Not counted: what a click loads (drill-downs, pickers, exports, the subscription dialog), a chart's 1–2 kB spec.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import { heavyKindsAtOpen, HEAVY_KINDS } from '../src/engine/runtime/firstView.ts';
import { definitionFiles } from './definition-files.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const SIZES_FILE = 'tests/e2e/first-view-js.json';
export const MANIFEST = '.vite/manifest.json';

const ENTRY = 'index.html';
const ROUTE_GATE = 'src/app/public/RouteGate.tsx';
const PRIVATE_GATE = 'src/app/public/PrivateGate.tsx';
const ENGINE = 'src/engine/ScreenRuntime.tsx';
/** The filter form's chunk (engine/filters/lazyFilterForm.ts): a screen with filters asks for it with its renderers. */
const FORM = 'src/engine/filters/FilterForm.tsx';
/** AG Grid's chunk, apart from the table's renderer (panels/table/gridChunk.ts). */
const GRID = 'src/engine/panels/table/TableGrid.tsx';

/** A screen's name in the sizes file: its code (a public page marked), or 'login'. */
export function screenLabel(definition: Pick<ScreenDefinition, 'code' | 'route' | 'public'>): string {
  return `${definition.code}${definition.public ? ' pública' : ''} ${definition.route}`;
}

function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const next = [...roots];
  while (next.length) {
    const key = next.pop()!;
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`first-view-js: ${key} não está em dist/${MANIFEST} (o módulo mudou de lugar?)`);
    seen.add(key);
    next.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The lazy chunks under `prefix` that the chunks already loaded ask for (a kind's renderer, a control). */
function lazyUnder(manifest: Manifest, loaded: Set<string>, prefix: string): string[] {
  const found = new Set<string>();
  for (const key of loaded) for (const d of manifest[key]!.dynamicImports ?? []) if (d.startsWith(prefix)) found.add(d);
  return [...found];
}

/** The manifest keys of a screen's first view on a phone (see above). */
export function firstViewChunks(manifest: Manifest, definition: ScreenDefinition | null): Set<string> {
  // the login page ('/') is drawn by the entry alone (src/app/App.tsx)
  if (!definition) return closure(manifest, [ENTRY]);
  const base = [ENTRY, ROUTE_GATE];
  const panels = definition.panels?.length ? [ENGINE, ...(definition.filters ? [FORM] : [])] : [];
  const roots = [...base, ...(definition.public ? [] : [PRIVATE_GATE]), ...panels];
  let loaded = closure(manifest, roots);
  if (!definition.panels?.length) return loaded;
  const heavy = heavyKindsAtOpen(definition, { wide: false, filtersInUrl: false });
  const kinds = new Set(definition.panels.map((p) => p.kind).filter((k) => !(HEAVY_KINDS as readonly string[]).includes(k) || (heavy as string[]).includes(k)));
  const widgets = new Set((definition.filters?.fields ?? []).map((f) => f.widget));
  const components = new Set(definition.panels.flatMap((p) => (p.kind === 'component' ? [(p as { component: string }).component] : [])));
  // a kind's renderer as the engine asks for it (not what the renderer asks for later: the table's XLSX export)
  const cardsOnly = definition.panels.filter((p) => p.kind === 'table').every((p) => Boolean((p as { narrowCards?: unknown }).narrowCards));
  const renderers = [...kinds].flatMap((k) => lazyUnder(manifest, loaded, `src/engine/panels/${k}/`)).filter((key) => !(cardsOnly && key === GRID));
  loaded = new Set([...loaded, ...closure(manifest, renderers)]);
  // then the form's controls and the hosted components, whichever chunk asks for them
  const controls = [
    ...[...widgets].flatMap((w) => lazyUnder(manifest, loaded, `src/engine/filters/widgets/${w}/`)),
    ...[...components].flatMap((c) => lazyUnder(manifest, loaded, `src/components/${c}/index.`)),
  ];
  loaded = new Set([...loaded, ...closure(manifest, controls)]);
  return loaded;
}

/** Bytes a browser receives for a built file: its .br twin, or the file itself when too small to have one. */
function brotliBytes(dist: string, file: string): number {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  const raw = readFileSync(path);
  return raw.length < 1024 ? raw.length : brotliCompressSync(raw).length;
}

/** Each screen's first-view JS, brotli kB (one decimal), the login page first. */
export async function firstViewSizes(root = resolve(import.meta.dirname, '..')): Promise<Record<string, number>> {
  const dist = join(root, 'dist');
  const manifestPath = join(dist, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`dist/${MANIFEST} ausente: rode \`npm run build\` antes.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizeOf = (keys: Set<string>) => Math.round(([...keys].reduce((n, k) => n + brotliBytes(dist, manifest[k]!.file), 0) / 1024) * 10) / 10;
  const sizes: Record<string, number> = { login: sizeOf(firstViewChunks(manifest, null)) };
  for (const file of definitionFiles(join(root, 'screens'))) {
    const d = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default?: ScreenDefinition }).default;
    if (!d?.route || !d.code) continue;
    sizes[screenLabel(d)] = sizeOf(firstViewChunks(manifest, d));
  }
  return sizes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '..');
  const sizes = await firstViewSizes(root);
  for (const [screen, kB] of Object.entries(sizes)) console.log(`${kB.toFixed(1).padStart(7)} kB br  ${screen}`);
  if (process.argv.includes('--write')) {
    writeFileSync(join(root, SIZES_FILE), `${JSON.stringify(sizes, null, 2)}\n`);
    console.log(`\n${SIZES_FILE} atualizado.`);
  }
}
