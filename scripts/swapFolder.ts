import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Builds into a fresh temporary folder beside `dest` and only then swaps it in: a server already running on
 * `dest` never sees a half-built or emptied folder (before, `vite build` emptied dist/ in place and the running
 * portal answered 404 for its own files for ~2 s). Two renames: the folder is complete before and after; the old
 * one goes last. A failed build leaves `dest` as it was.
 */
export async function buildInto(dest: string, build: (fresh: string) => Promise<void>): Promise<void> {
  const fresh = join(dirname(dest), `.${basename(dest)}-novo-${process.pid}`);
  const old = join(dirname(dest), `.${basename(dest)}-antigo-${process.pid}`);
  try {
    await build(fresh);
    if (existsSync(dest)) renameSync(dest, old);
    renameSync(fresh, dest);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    if (!existsSync(dest) && existsSync(old)) renameSync(old, dest);
    throw error;
  }
}
