/**
 * `npm start` (scripts/start.mjs runs this file compiled, dist-server/start.mjs, with plain node; or through tsx when
 * there is no compiled copy yet): (1) stop at once when a live Mirante holds the data folder, (2) build the portal and
 * the server only if their sources changed (sourceStamp.ts), (3) start the compiled server (dist-server/main.mjs):
 * a restart loads no TypeScript (docs/performance.md, Restarts).
 * The compiled copy holds no builder: when a source changed, it hands over to this file's source through tsx, which
 * builds what is due and then starts the fresh server.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { portalIsCurrent, SERVER_DIST, serverIsCurrent } from './sourceStamp.ts';

await import('../server/src/dataFolderCheck.ts');
const root = resolve(import.meta.dirname, '..');
let ready = true;
// esbuild sets MIRANTE_COMPILED in the compiled copy (scripts/build-server.ts), which drops the other branch
if ((globalThis as { MIRANTE_COMPILED?: boolean }).MIRANTE_COMPILED) {
  if (!serverIsCurrent(root) || !portalIsCurrent(root)) {
    ready = false;
    (await import('tsx/esm/api')).register();
    await import(pathToFileURL(join(root, 'scripts', 'start.ts')).href);
  }
} else {
  const { buildPortal } = await import('./build-portal.ts');
  const { buildServer } = await import('./build-server.ts');
  for (const [name, build] of [['Portal', buildPortal], ['Servidor', buildServer]] as const) {
    const t0 = performance.now();
    if ((await build(root, { ifChanged: true })) === 'built') console.log(`${name} compilado em ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
  }
}
if (ready) await import(pathToFileURL(join(root, SERVER_DIST, 'main.mjs')).href);
