import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * In a build, replaces src/engine/panels/chart/precompiled.ts with the definitions' charts compiled to Vega
 * (scripts/chart-specs.ts) and parsed to Vega's dataflow with their expressions as functions (scripts/chart-runtime.ts),
 * one chunk per chart, so no built screen downloads the Vega-Lite compiler or Vega's parser.
 * The definitions are TypeScript: they are loaded through tsx, as the build's other scripts load them.
 */
function precompiledCharts(): Plugin {
  const TABLE = '/src/engine/panels/chart/precompiled.ts';
  const CHART = '\0chart-spec:';
  let root = process.cwd();
  let charts: Map<string, import('./scripts/chart-runtime.ts').ChartRuntime> | null = null;
  const load = async () => {
    if (charts) return charts;
    const { definitionCharts } = await buildScript<typeof import('./scripts/chart-specs.ts')>(root, 'chart-specs.ts');
    const { chartRuntime } = await buildScript<typeof import('./scripts/chart-runtime.ts')>(root, 'chart-runtime.ts');
    charts = new Map((await definitionCharts(root)).map((c) => [c.key, chartRuntime(c.vega)]));
    return charts;
  };
  return {
    name: 'mirante-precompiled-charts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(CHART) ? id : null;
    },
    async load(id) {
      if (id.startsWith(CHART)) {
        const chart = (await load()).get(id.slice(CHART.length))!;
        return `export const runtime = ${JSON.stringify(chart.runtime)};\n${chart.expressions}`;
      }
      if (!id.split('?')[0]!.endsWith(TABLE)) return null;
      const entries = [...(await load()).keys()].map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(CHART + key)}),`);
      return `export const PRECOMPILED = {\n${entries.join('\n')}\n};\n`;
    },
  };
}

/**
 * A build-time module: `virtual:<name>` whose default export is the JSON of what a script in scripts/ computes from
 * the project's root, run once per build or dev-server start (through tsx, so the script may import TypeScript).
 */
function jsonModule(name: string, compute: (root: string) => Promise<unknown>): Plugin {
  const ID = `virtual:${name}`;
  let root = process.cwd();
  return {
    name: `mirante-${name}`,
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : null;
    },
    async load(id) {
      if (id !== `\0${ID}`) return null;
      return `export default ${JSON.stringify(await compute(root))};`;
    },
  };
}

/** A script of scripts/, imported through tsx when a plugin first needs it (the plugins below share this). */
async function buildScript<T>(root: string, file: string): Promise<T> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(`${root}/scripts/${file}`, import.meta.url)) as T;
}

/**
 * `virtual:screen-headings`: route, code and title of every private definition (scripts/screen-headings.ts), for the
 * boot shell's heading (src/app/boot/BootShell.tsx) — a few kB in the first chunk instead of the definitions.
 * Read once per build or dev-server start (a title changed while `npm run dev` runs shows in the boot shell after a
 * restart; the screen's own heading follows at once). Also in vitest.config.ts.
 */
export const screenHeadings = (): Plugin =>
  jsonModule('screen-headings', async (root) => (await buildScript<typeof import('./scripts/screen-headings.ts')>(root, 'screen-headings.ts')).screenHeadings(root));

/**
 * `virtual:antd-map-token`: antd's theme derivation for the portal's seed (scripts/antd-map-token.ts), so the
 * browser does not redo it on every page load (src/theme/antdTheme.ts). Also in vitest.config.ts.
 */
export const antdMapToken = (): Plugin =>
  jsonModule('antd-map-token', async (root) => (await buildScript<typeof import('./scripts/antd-map-token.ts')>(root, 'antd-map-token.ts')).antdMapToken());

/**
 * `write-excel-file/in-thread`: write-excel-file's writer that zips in the page's thread (`generateXlsxFileSync`).
 * Its public entries zip with fflate's async `zip`, which compresses any part over 160 kB (a sheet of ~300 rows) in
 * a Web Worker made from a blob: URL; the portal's CSP (script-src 'self', no worker-src) refuses that worker and
 * the promise never settles: no file, no error (issue 28). The package's exports map hides the sync writer, hence
 * this alias to its file. Why in-thread rather than a worker: docs/engine.md "XLSX in the page's thread". Also in
 * vitest.config.ts.
 */
export const xlsxInThread = (): Plugin => ({
  name: 'mirante-xlsx-in-thread',
  enforce: 'pre',
  resolveId(source) {
    if (source !== 'write-excel-file/in-thread') return null;
    const pkg = createRequire(import.meta.url).resolve('write-excel-file/package.json');
    return join(dirname(pkg), 'modules', 'export', 'writeXlsxFileUniversal.js');
  },
});

/**
 * index.html gets the `<style>` elements of antd's CSS variables for the portal's theme (scripts/antd-css-vars.ts),
 * first in <head> where antd puts them: antd finds them there instead of inserting them during the first renders.
 */
function antdCssVars(): Plugin {
  let root = process.cwd();
  // once per build or dev-server start (rendering antd's components takes ~1 s), like the virtual modules above
  let tags: Promise<HtmlTagDescriptor[]> | undefined;
  const compute = async () => {
    const { antdCssVarStyles } = await buildScript<typeof import('./scripts/antd-css-vars.ts')>(root, 'antd-css-vars.ts');
    return antdCssVarStyles(root).map(({ attrs, css }): HtmlTagDescriptor => ({ tag: 'style', attrs, children: css, injectTo: 'head-prepend' }));
  };
  return {
    name: 'mirante-antd-css-vars',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml() {
      return (tags ??= compute());
    },
  };
}

/**
 * @rjsf/core imports markdown-to-jsx for fields with `ui:enableMarkdownInDescription` (none): its import resolves
 * to src/engine/filters/markdownOnDemand.tsx, which loads the parser on first use (~29 kB brotli less per screen).
 */
function markdownOnDemand(): Plugin {
  let file = '';
  return {
    name: 'mirante-markdown-on-demand',
    enforce: 'pre',
    configResolved(config) {
      file = `${config.root}/src/engine/filters/markdownOnDemand.tsx`;
    },
    resolveId(source, importer) {
      return source === 'markdown-to-jsx/react' && importer?.split('?')[0] !== file ? file : null;
    },
  };
}

/**
 * src/styles/antd-static.css imports antd's whole static stylesheet (~1 MB); in the portal's build and dev server
 * it becomes that stylesheet without the components the portal cannot render (scripts/antd-css.ts): 14 kB br less
 * to download on every private page load. Read when the stylesheet is built: a
 * component newly imported while `npm run dev` runs gets its styles after a restart.
 */
function antdCss(): Plugin {
  let root = process.cwd();
  return {
    name: 'mirante-antd-css',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(_code, id) {
      if (!id.split('?')[0]!.endsWith('/src/styles/antd-static.css')) return null;
      const { trimAntdCss, usedAntdPrefixes } = await buildScript<typeof import('./scripts/antd-css.ts')>(root, 'antd-css.ts');
      const { readFile } = await import('node:fs/promises');
      const full = await readFile(`${root}/node_modules/antd/dist/antd.css`, 'utf8');
      return { code: `@layer antd {\n${trimAntdCss(full, usedAntdPrefixes(root))}\n}\n`, map: null };
    },
  };
}

// The portal is built into dist/ and served by the API server (server/src/plugins/portal.ts).
// In development `npm run dev` (server/src/main.ts --dev) starts the API on 8081 and this dev server on 5173,
// proxying /api and /config.js to the API; the proxy below serves a plain `npx vite` the same way.
export default defineConfig({
  plugins: [react(), precompiledCharts(), markdownOnDemand(), xlsxInThread(), screenHeadings(), antdMapToken(), antdCss(), antdCssVars()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the first-view JS guard reads (npm run js-sizes)
    manifest: true,
    chunkSizeWarningLimit: 2000,
    // No <link rel=modulepreload> for the scripts of a lazy chunk: Vite's preload helper inserted one per script a
    // dynamic import needs (24 on a page load of 1325), each insertion 0.1–21 ms of main thread at 4× CPU, inside the
    // render that asked for the chunk. The browser now fetches a chunk's imports once it has parsed it (one round trip
    // later); index.html keeps its preloads, and a lazy chunk's CSS still goes through the helper. Lighthouse mobile
    // cannot separate it from this machine's noise; main-thread work medians 4–14 % lower (docs/performance.md).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The antd icons the portal uses (~20) in one chunk: shared by the lazy chunks in different combinations, each
    // had a chunk of its own — ten 1 kB requests ahead of a screen's first paint, which on a phone's network
    // (HTTP/1.1: six at a time) cost round trips (Lighthouse mobile LCP). A group takes its modules' dependencies
    // along: React gets its own group first, or the login page would download the icons with it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 1 },
            // antd's base (utilities, config provider, theme, locales, styles, motion, trigger) in one chunk: spread over
            // ~17 small chunks shared in different combinations, a page load asked for each over a phone's six
            // connections. One chunk: 10 scripts fewer on every private screen and public page, 4–9 kB br less
            // (bench/js-per-screen.ts).
            // what the first chunk shares with the lazy ones (the API client, the session, the templates the boot shell
            // resolves a subtitle's call with) in one chunk: each was a chunk of its own, preloaded by index.html, and
            // every page load, the login page's too, asked for each (docs/performance.md, "a page's subtitle").
            { name: 'boot', test: /[\\/](src[\\/](api[\\/](client|ApiError)|session[\\/]store)|common[\\/](templates|dates|periods))\.ts$/, priority: 1 },
            { name: 'antd-base', test: /node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|locale|style|space|tooltip)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|trigger)|@babel[\\/]runtime|stylis|classnames|clsx)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
      '/config.js': `http://127.0.0.1:${process.env.API_PORT ?? 8081}`,
    },
  },
});
