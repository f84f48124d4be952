/**
 * `npm start` in one process: (1) stop at once when a live Mirante holds the data folder, (2) build the portal
 * only if its sources changed since dist/ was built (portalStamp.ts), (3) start the server.
 * One tsx process instead of three, so a restart with a current build costs the server's own start only.
 */
import { resolve } from 'node:path';

await import('../server/src/dataFolderCheck.ts');
const { buildPortal } = await import('./build-portal.ts');
const t0 = performance.now();
if ((await buildPortal(resolve(import.meta.dirname, '..'), { ifChanged: true })) === 'built') {
  console.log(`Portal compilado em ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}
await import('../server/src/main.ts');
