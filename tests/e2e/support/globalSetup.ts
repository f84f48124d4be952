import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { businessDate } from '../../../common/dates.ts';
import { E2E_SECRET, startServer } from './server.ts';
import { runDate } from '../../setup/e2eRunDate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of the e2e run listens, e.g. 'http://127.0.0.1:41234'. */
    baseURL: string;
    /** The run's business date 'YYYY-MM-DD', pinned for the server too (support/period.ts). */
    today: string;
    /** The run's folder of named locks (support/exclusive.ts), removed when the run ends. */
    lockDir: string;
    /** The data folder of a server stopped right after seeding: the run's servers start on copies of it (support/ownServer.ts). */
    seedTemplate: string;
  }
}

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Starts the real server over a fresh 'small' database (./server.ts) for one pinned business date,
 * provides 'baseURL', 'today', 'lockDir' and 'seedTemplate', stops it afterwards. The server serves dist/: it is built here when missing (`npm test` builds it before e2e).
 * The database is seeded once, by a server stopped as soon as it is ready: the run's server and the files' own servers
 * start on copies of it, not on a seed each (four seeds a run before, ≈ 5 CPU-s each).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.log('[e2e] dist/ ausente: executando vite build...');
    execSync('npx vite build', { cwd: root, stdio: 'inherit' });
  }
  // one business date for the whole run, however long it takes (support/period.ts); in a month's first half, the
  // month before's last day (tests/setup/e2eRunDate.ts)
  const today = process.env.MIRANTE_TODAY || runDate(businessDate());
  const seedTemplate = mkdtempSync(join(tmpdir(), 'mirante-e2e-template-'));
  const seeding = await startServer({ secret: E2E_SECRET, label: 'e2e-template', env: { MIRANTE_TODAY: today }, dataDir: seedTemplate });
  await seeding.stop(); // a clean stop: the database checkpointed into its one file
  const server = await startServer({ secret: E2E_SECRET, label: 'e2e', env: { MIRANTE_TODAY: today }, template: seedTemplate });
  project.provide('baseURL', server.baseURL);
  project.provide('today', today);
  project.provide('seedTemplate', seedTemplate);
  const lockDir = mkdtempSync(join(tmpdir(), 'mirante-e2e-locks-'));
  project.provide('lockDir', lockDir);
  return async () => {
    await server.stop();
    rmSync(lockDir, { recursive: true, force: true });
    rmSync(seedTemplate, { recursive: true, force: true });
  };
}
