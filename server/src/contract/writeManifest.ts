import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { discoverReports } from '../reports/discover.ts';
import { contractManifest, type ContractManifest } from './manifest.ts';

/** The repository root; the manifest lives with the other generated artefacts in schemas/. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
export const MANIFEST_FILE = 'schemas/api-contract.json';

/**
 * The manifest of the server as it is registered, without a data folder: routes read the database only when they
 * answer, so the app is built over an empty in-memory DuckDB (no migrations, no seed) and never asked anything.
 */
export async function buildManifest(): Promise<ContractManifest> {
  // the declarations imported first: on a loaded machine, importing ~60 of them inside the route plugin outlasted
  // Fastify's 10 s plugin timeout; the plugin then finds them in the module cache
  await discoverReports();
  const db = await openDatabase(':memory:');
  const app = await buildApp({ db, ownsDatabase: true, config: { secret: 'contract-manifest', tokenTtlSeconds: 60, portalDir: join(root, 'dist'), today: '2000-01-01', rateLimits: false, cacheSeconds: 0 } });
  try {
    await app.ready();
    return contractManifest(app);
  } finally {
    await app.close();
  }
}

/** The file's text: one call a line, so a diff of the committed manifest reads as a list of changed calls. */
export function manifestText(manifest: ContractManifest): string {
  return `{\n  "$comment": ${JSON.stringify(manifest.$comment)},\n  "calls": [\n${manifest.calls.map((c) => `    ${JSON.stringify(c)}`).join(',\n')}\n  ]\n}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = await buildManifest();
  writeFileSync(join(root, MANIFEST_FILE), manifestText(manifest));
  console.log(`contract: ${MANIFEST_FILE} escrito (${manifest.calls.length} chamadas da API)`);
}
