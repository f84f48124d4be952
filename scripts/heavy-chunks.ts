/**
 * The scripts of the two heavy panel renderers (AG Grid's table, Vega's chart), found in the build's bundle, for the
 * `heavyChunks` plugin of vite.config.ts: index.html carries them as a JSON data block
 * (`<script type="application/json" id="mirante-heavy-chunks">`, not run, so the CSP's script-src does not apply)
 * and src/app/boot/heavyChunks.ts fetches them into the HTTP cache when a screen whose first view holds a table or a
 * chart opens: the download starts with the engine's and the data call, not after the engine has drawn the panel and
 * the panel's chunk has named its imports (a round trip later); nothing runs them before the panel is drawn.
 */

/** The source modules whose chunks are the renderers (the lazy imports of panels/table/index.ts and ChartPanel.tsx). */
export const HEAVY_SOURCES = {
  table: 'src/engine/panels/table/TableKindPanel.tsx',
  chart: 'src/engine/panels/chart/ChartView.tsx',
} as const;

export type HeavyKind = keyof typeof HEAVY_SOURCES;

/**
 * What a screen has loaded, or is loading, when a panel is drawn: the private portal and the engine. Their chunks are
 * left out of the list — a low-priority preload of the engine's own scripts would slow the engine down.
 */
const LOADED_BEFORE = ['src/app/public/RouteGate.tsx', 'src/app/public/PrivateGate.tsx', 'src/engine/ScreenRuntime.tsx'];

/** The part of a Rollup/Rolldown output chunk read here. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Each renderer's chunk and the chunks it imports statically, transitively, as site paths ('/assets/…'), less those
 * the entry (index.html preloads them), the private portal and the engine import. Throws when a renderer's chunk is missing: the preload would
 * silently stop working.
 */
export function heavyChunks(bundle: Record<string, BundleChunk>, base = '/'): Record<HeavyKind, string[]> {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[]): Set<string> => {
    const seen = new Set<string>();
    const next = [...start];
    while (next.length) {
      const file = next.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      next.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const chunkOf = (source: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.split('?')[0]!.replaceAll('\\', '/').endsWith(`/${source}`));
    if (!chunk) throw new Error(`heavy-chunks: o chunk de ${source} não está no bundle`);
    return chunk;
  };
  const loaded = closure([...chunks.filter((c) => c.isEntry).map((c) => c.fileName), ...LOADED_BEFORE.map((s) => chunkOf(s).fileName)]);
  const result = {} as Record<HeavyKind, string[]>;
  for (const [kind, source] of Object.entries(HEAVY_SOURCES) as [HeavyKind, string][]) {
    const chunk = chunkOf(source);
    result[kind] = [...closure([chunk.fileName])].filter((f) => !loaded.has(f)).map((f) => `${base}${f}`);
  }
  return result;
}
