import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server of the e2e run listens, e.g. 'http://127.0.0.1:41234'. */
    baseURL: string;
  }
}

const root = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Starts the real server over a fresh 'small' database (./server.ts), provides 'baseURL', stops it
 * afterwards. The server serves dist/: it is built here when missing (`npm test` builds it before e2e).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.log('[e2e] dist/ ausente: executando vite build...');
    execSync('npx vite build', { cwd: root, stdio: 'inherit' });
  }
  const server = await startServer({ secret: 'mirante-e2e-secret', label: 'e2e' });
  project.provide('baseURL', server.baseURL);
  return server.stop;
}
