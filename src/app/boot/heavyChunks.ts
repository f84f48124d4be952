import type { HeavyKind } from '../../engine/runtime/firstView.ts';

/** The element the build writes into index.html (vite.config.ts `heavyChunksList`, scripts/heavy-chunks.ts). */
export const HEAVY_CHUNKS_ID = 'mirante-heavy-chunks';

let listed: Partial<Record<HeavyKind, string[]>> | undefined;
const asked = new Set<string>();

function chunkList(): Partial<Record<HeavyKind, string[]>> {
  if (listed) return listed;
  try {
    listed = JSON.parse(document.getElementById(HEAVY_CHUNKS_ID)?.textContent || '{}') as Partial<Record<HeavyKind, string[]>>;
  } catch {
    listed = {}; // a page without the list (development, Storybook) preloads nothing: the panels load as before
  }
  return listed;
}

/**
 * Starts fetching the scripts of AG Grid's and Vega's renderers for the kinds given, into the browser's HTTP cache
 * (immutable assets, `max-age=31536000`): they download alongside the engine's chunk and the data call, and nothing
 * runs them — the screen's filters and cards are drawn and answer input first; when the panel is drawn, its `import()`
 * finds them in the cache (a request already under way is joined by the cache, not sent twice) instead of asking for
 * the renderer then and for its imports one round trip later. A plain `fetch`, not `<link rel=modulepreload>`: no
 * element inserted into <head> during the page load (each insertion a main-thread cost on a phone, the reason index.html
 * keeps the only module preloads, shell-boot.e2e.ts). Low priority: the engine's chunk and the data call, asked for at
 * the same moment, come first on a phone's bandwidth. Each script once per page.
 */
export function preloadHeavyChunks(kinds: readonly HeavyKind[]): void {
  if (typeof fetch !== 'function') return;
  for (const kind of kinds) {
    for (const href of chunkList()[kind] ?? []) {
      if (asked.has(href)) continue;
      asked.add(href);
      // same URL, same-origin credentials as the module loader's request: the same cache entry; a failure is the
      // import's to report when the panel is drawn
      fetch(href, { credentials: 'same-origin', priority: 'low' }).then((r) => r.arrayBuffer(), () => undefined).catch(() => undefined);
    }
  }
}
