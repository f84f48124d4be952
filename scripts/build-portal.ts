/**
 * `npm run build`: builds the portal into a fresh temporary folder, writes the .br/.gz twins
 * (compress-dist.ts), and only then swaps it in for dist/. A server already running on dist/
 * never sees a half-built or emptied folder (before, `vite build` emptied dist/ in place and the
 * running portal answered 404 for its own files for ~2 s).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { compressDirectory } from './compress-dist.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const fresh = join(root, `.dist-novo-${process.pid}`);
const old = join(root, `.dist-antigo-${process.pid}`);

try {
  await build({ root, build: { outDir: fresh, emptyOutDir: true } });
  const { raw, brotli } = compressDirectory(fresh);
  console.log(`dist comprimido: ${(raw / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB (brotli)`);
  // Two renames: the folder a server reads is complete before and after; the old one goes last.
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(fresh, dist);
  rmSync(old, { recursive: true, force: true });
} catch (error) {
  rmSync(fresh, { recursive: true, force: true });
  if (!existsSync(dist) && existsSync(old)) renameSync(old, dist);
  throw error;
}
