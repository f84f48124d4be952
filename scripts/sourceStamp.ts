/**
 * Whether a build was made from the sources as they are now, so that `npm start` builds only when something it is
 * made of changed (docs/performance.md, Restarts). Two builds, two fingerprints:
 * - the portal (dist/): every input of `vite build` (portal sources, screen definitions, shared schemas and code,
 *   index.html, the build and TypeScript settings and the scripts its plugins run, the lock file) and the VITE_*
 *   variables;
 * - the server (dist-server/, scripts/build-server.ts): server/src without its tests, common/, the start script and
 *   this file, the lock file. The server build checks that every file it bundled is one of these inputs.
 * A fingerprint is a SHA-1 over the inputs' paths and contents; each build writes it into its folder (STAMP) last, so
 * an interrupted build is never taken as current.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP = '.fontes.sha1';

export interface Inputs {
  folders: string[];
  files: string[];
  /** Files under `folders` that are not inputs (tests). */
  skip?: RegExp;
  /** Environment variables with this prefix are inputs (VITE_: compiled into the portal). */
  envPrefix?: string;
}

export const PORTAL_INPUTS: Inputs = {
  folders: ['src', 'screens', 'schemas', 'common', 'public'],
  // with the scripts vite.config.ts's plugins run (charts compiled and parsed, boot headings, antd's stylesheet trimmed, antd's theme derived, its CSS variables written)
  files: [
    'index.html',
    'vite.config.ts',
    'scripts/chart-specs.ts',
    'scripts/chart-runtime.ts',
    'scripts/screen-headings.ts',
    'scripts/definition-files.ts',
    'scripts/antd-css.ts',
    'scripts/antd-map-token.ts',
    'scripts/antd-css-vars.ts',
    'package-lock.json',
    'package.json',
    'tsconfig.json',
    'tsconfig.portal.json',
  ],
  envPrefix: 'VITE_',
};

export const SERVER_INPUTS: Inputs = {
  folders: ['server/src', 'common'],
  files: ['scripts/start.ts', 'scripts/build-server.ts', 'scripts/sourceStamp.ts', 'package-lock.json', 'package.json', 'tsconfig.json'],
  skip: /\.test\.ts$|\/server\/src\/test\//,
};

function* filesOf(dir: string, skip: RegExp | undefined): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path, skip);
    else if (entry.isFile() && !skip?.test(path)) yield path;
  }
}

/** The input files of a build under `root`, in a fixed order. */
export function inputFiles(root: string, inputs: Inputs): string[] {
  return [
    ...inputs.folders.flatMap((folder) => [...filesOf(join(root, folder), inputs.skip)]),
    ...inputs.files.map((f) => join(root, f)).filter((f) => existsSync(f)),
  ];
}

/** The fingerprint of a build's inputs under `root` (default: the portal's). */
export function sourceFingerprint(root: string, inputs: Inputs = PORTAL_INPUTS, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha1');
  for (const file of inputFiles(root, inputs)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const prefix = inputs.envPrefix;
  if (prefix) for (const name of Object.keys(env).filter((k) => k.startsWith(prefix)).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** True when `folder` holds a complete build (its `mainFile` and stamp) of the current inputs. */
export function buildIsCurrent(root: string, folder: string, mainFile: string, inputs: Inputs): boolean {
  const stamp = join(folder, STAMP);
  if (!existsSync(join(folder, mainFile)) || !existsSync(stamp) || !statSync(stamp).isFile()) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceFingerprint(root, inputs);
}

/** True when `dist` holds a complete build of the portal's current sources. */
export const portalIsCurrent = (root: string, dist = join(root, 'dist')) => buildIsCurrent(root, dist, 'index.html', PORTAL_INPUTS);

/** The compiled server (scripts/build-server.ts). */
export const SERVER_DIST = 'dist-server';
export const serverIsCurrent = (root: string, dist = join(root, SERVER_DIST)) => buildIsCurrent(root, dist, 'main.mjs', SERVER_INPUTS);
