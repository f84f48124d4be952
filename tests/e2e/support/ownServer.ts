import { afterAll, beforeAll, inject } from 'vitest';
import { E2E_SECRET, startServer, type RunningServer } from './server.ts';

// The e2e files run in two workers at once over the run's one server (globalSetup.ts). A file whose writes another
// file would see while both run (an approval that takes a title off 1370's pending list for a few seconds, ana's
// favourites and recent screens asserted one by one) talks to a server of its own instead: the same build and
// business date, a fresh 'small' database in its own data folder (a copy of the run's seeded one). The other writing files change what no other file
// reads (docs/performance.md, "Test command", fourth round).

let own: string | undefined;

/** Where the current file's server listens: its own (`ownServer`) or the run's. */
export function serverURL(): string {
  return own ?? inject('baseURL');
}

/**
 * Registers a beforeAll that starts the file's own server and an afterAll that stops it and removes its data. Call it
 * at the top of the file, before `screenPage`/`useBrowser`: hooks run in the order registered (and the afterAll
 * hooks in reverse), so pages are opened on this server and closed before it stops. One file at a time per worker,
 * so the module-level URL never serves two files at once.
 */
export function ownServer(label: string): void {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ secret: E2E_SECRET, label: `e2e-${label}`, env: { MIRANTE_TODAY: inject('today') }, template: inject('seedTemplate') });
    own = server.baseURL;
  });
  afterAll(async () => {
    own = undefined;
    await server?.stop();
  });
}
