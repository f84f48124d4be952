/**
 * `npm run build` (second half) and `npm start` when a server source changed: compiles the server and the start
 * script into plain JavaScript (dist-server/main.mjs, dist-server/start.mjs) with esbuild, so that a restart runs
 * `node` on them instead of transpiling every TypeScript file through tsx (5–13 s; docs/performance.md, Restarts).
 * npm packages stay outside the bundle (node_modules: DuckDB's native binding, pdfkit and its font files).
 * What the sources find beside themselves keeps working:
 * - `import.meta.url` / `import.meta.dirname` of each source file become its own location, computed from the bundle's
 *   (so the migrations' and reports' .sql files, and the project root, are read from the sources as before);
 * - the report declarations, which discover.ts finds by a folder scan and imports by path, are bundled in:
 *   declarationModules.ts is replaced by a module that imports every `*.report.ts` statically.
 * Every file bundled must be an input of the server's fingerprint (sourceStamp.ts), or the build stops: a change to
 * it would otherwise not trigger a rebuild. Written into a fresh folder and swapped in (swapFolder.ts).
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { inputFiles, SERVER_DIST, SERVER_INPUTS, serverIsCurrent, sourceFingerprint, STAMP } from './sourceStamp.ts';
import { buildInto } from './swapFolder.ts';

const posix = (path: string) => path.split(sep).join('/');

/** Each source's `import.meta.url`/`dirname`/`filename`, as seen from the bundle in `outDir`. */
function ownLocation(outDir: string): Plugin {
  return {
    name: 'mirante-own-location',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        if (path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const url = `new URL(${JSON.stringify(posix(relative(outDir, path)))}, import.meta.url)`;
        const text = source
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.dirname', `decodeURIComponent(new URL('.', ${url}).pathname).replace(/\\/$/, '')`)
          .replaceAll('import.meta.filename', `decodeURIComponent(${url}.pathname)`);
        return { contents: text, loader: 'ts' };
      });
    },
  };
}

/** declarationModules.ts → every declaration under server/src/reports imported statically, keyed by its path there. */
function bundledDeclarations(root: string, outDir: string): Plugin {
  const reportsDir = join(root, 'server', 'src', 'reports');
  return {
    name: 'mirante-report-declarations',
    setup(build) {
      build.onLoad({ filter: /[\\/]server[\\/]src[\\/]reports[\\/]declarationModules\.ts$/ }, () => {
        const files = inputFiles(root, { folders: ['server/src/reports'], files: [] }).filter((f) => f.endsWith('.report.ts'));
        const imports = files.map((f, i) => `import * as d${i} from ${JSON.stringify(`./${posix(relative(reportsDir, f))}`)};`);
        const entries = files.map((f, i) => `  ${JSON.stringify(posix(relative(reportsDir, f)))}: d${i},`);
        const here = JSON.stringify(`${posix(relative(outDir, reportsDir))}/`);
        return {
          resolveDir: reportsDir,
          loader: 'ts',
          contents: `import { fileURLToPath, pathToFileURL } from 'node:url';
import { relative, sep } from 'node:path';
${imports.join('\n')}
const bundled: Record<string, unknown> = {
${entries.join('\n')}
};
const reportsDir = fileURLToPath(new URL(${here}, import.meta.url));
export const importDeclaration = async (file: string): Promise<unknown> =>
  bundled[relative(reportsDir, file).split(sep).join('/')] ?? import(pathToFileURL(file).href);
`,
        };
      });
    },
  };
}

export async function buildServer(root = resolve(import.meta.dirname, '..'), { ifChanged = false } = {}): Promise<'built' | 'current'> {
  const dist = join(root, SERVER_DIST);
  if (ifChanged && serverIsCurrent(root, dist)) return 'current';
  const fingerprint = sourceFingerprint(root, SERVER_INPUTS); // of the sources the build starts from
  const { build } = await import('esbuild');
  await buildInto(dist, async (fresh) => {
    // paths inside the bundle are computed from its final place (dist), not from the temporary folder
    const result = await build({
      absWorkingDir: root,
      entryPoints: { main: 'server/src/main.ts', start: 'scripts/start.ts' },
      outdir: fresh,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      splitting: true, // what main.ts imports lazily (the seed with faker, the DANFE with pdfkit, PostgreSQL) stays out of the start
      chunkNames: '[name]-[hash]', // beside main.mjs: each module's own location is computed from that folder
      define: { 'globalThis.MIRANTE_COMPILED': 'true' },
      plugins: [bundledDeclarations(root, dist), ownLocation(dist)],
      metafile: true,
      logLevel: 'warning',
    });
    const covered = new Set(inputFiles(root, SERVER_INPUTS).map((f) => posix(relative(root, f))));
    const uncovered = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/') && !covered.has(f));
    if (uncovered.length) throw new Error(`build-server: arquivos compilados fora das entradas da impressão digital (sourceStamp.ts SERVER_INPUTS): ${uncovered.join(', ')}`);
    writeFileSync(join(fresh, STAMP), `${fingerprint}\n`);
  });
  return 'built';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const t0 = performance.now();
  const result = await buildServer(undefined, { ifChanged: process.argv.includes('--if-changed') });
  console.log(result === 'current' ? 'Servidor já compilado a partir das fontes atuais (dist-server/).' : `Servidor compilado em dist-server/ em ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}
