import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { businessDate } from '../../../common/dates.ts';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of the e2e run listens, e.g. 'http://127.0.0.1:41234'. */
    baseURL: string;
    /** The run's business date 'YYYY-MM-DD', pinned for the server too (support/period.ts). */
    today: string;
    /** The run's folder of named locks (support/exclusive.ts), removed when the run ends. */
    lockDir: string;
  }
}

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Starts the real server over a fresh 'small' database (./server.ts) for one pinned business date,
 * provides 'baseURL', 'today' and 'lockDir', stops it afterwards. The server serves dist/: it is built here when missing (`npm test` builds it before e2e).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.log('[e2e] dist/ ausente: executando vite build...');
    execSync('npx vite build', { cwd: root, stdio: 'inherit' });
  }
  // one business date for the whole run, however long it takes (support/period.ts)
  const today = process.env.MIRANTE_TODAY || businessDate();
  const server = await startServer({ secret: 'mirante-e2e-secret', label: 'e2e', env: { MIRANTE_TODAY: today } });
  project.provide('baseURL', server.baseURL);
  project.provide('today', today);
  const lockDir = mkdtempSync(join(tmpdir(), 'mirante-e2e-locks-'));
  project.provide('lockDir', lockDir);
  return async () => {
    await server.stop();
    rmSync(lockDir, { recursive: true, force: true });
  };
}
