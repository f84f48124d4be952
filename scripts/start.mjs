/**
 * `npm start`, in plain JavaScript so that a start with current builds loads no TypeScript compiler: runs the
 * compiled start (dist-server/start.mjs, scripts/start.ts compiled by scripts/build-server.ts) with node. On a fresh
 * checkout, or without dist-server/, runs scripts/start.ts through tsx, which builds the portal and the server.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../dist-server/start.mjs', import.meta.url);
if (existsSync(fileURLToPath(compiled))) {
  await import(compiled.href);
} else {
  (await import('tsx/esm/api')).register();
  await import('./start.ts');
}
