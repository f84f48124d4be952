/**
 * Whether dist/ was built from the sources as they are now, so that `npm start` builds only when something the
 * portal is made of changed (docs/performance.md: a restart with a current build answers in ~2 s instead of ~18 s).
 *
 * The fingerprint is a SHA-1 over the content of every input of `vite build` (portal sources, screen definitions,
 * shared schemas and code, index.html, the build and TypeScript settings, the lock file) and the VITE_* variables;
 * `npm run build` writes it into dist/ (STAMP) last, so an interrupted build is never taken as current.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP = '.fontes.sha1';
const FOLDERS = ['src', 'screens', 'schemas', 'common', 'public'];
const FILES = ['index.html', 'vite.config.ts', 'package-lock.json', 'package.json', 'tsconfig.json', 'tsconfig.portal.json'];

function* filesOf(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.isFile()) yield path;
  }
}

/** The fingerprint of the portal's sources under `root`. */
export function sourceFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha1');
  const inputs = [...FOLDERS.flatMap((folder) => [...filesOf(join(root, folder))]), ...FILES.map((f) => join(root, f)).filter((f) => existsSync(f))];
  for (const file of inputs) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of Object.keys(env).filter((k) => k.startsWith('VITE_')).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** True when `dist` holds a complete build of the current sources. */
export function portalIsCurrent(root: string, dist = join(root, 'dist')): boolean {
  const stamp = join(dist, STAMP);
  if (!existsSync(join(dist, 'index.html')) || !existsSync(stamp) || !statSync(stamp).isFile()) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceFingerprint(root);
}
