/**
 * npm run seed -- --scale small|demo|large [--date YYYY-MM-DD] [--db data/mirante.duckdb]
 * Creates (replacing) the database file, migrates it and seeds it; prints per-step times and row counts.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { localDate } from '../../../common/dates.ts';
import { seed, type ScaleName } from './index.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

const scale = (arg('scale') ?? 'demo') as ScaleName;
if (!['small', 'demo', 'large'].includes(scale)) {
  console.error(`--scale deve ser small, demo ou large (recebido: ${scale})`);
  process.exit(2);
}
const today = arg('date') ?? localDate();
const path = arg('db') ?? 'data/mirante.duckdb';

if (path !== ':memory:') for (const p of [path, `${path}.wal`]) if (existsSync(p)) rmSync(p);
const t0 = performance.now();
const db = await openDatabase(path);
await migrate(db);
await seed(db, { scale, today, onStep: (s, sec) => console.log(`  ${s.padEnd(14)} ${sec.toFixed(2)} s`) });
if (path !== ':memory:') await db.run('CHECKPOINT');
const seconds = (performance.now() - t0) / 1000;
const tables = await db.all<{ t: string }>(
  "SELECT table_name AS t FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary ORDER BY table_name");
let total = 0;
for (const { t } of tables) {
  const r = await db.one<{ n: number }>(`SELECT count(*)::BIGINT AS n FROM "${t}"`);
  total += r!.n;
  console.log(`${t.padEnd(28)} ${String(r!.n).padStart(10)}`);
}
await db.close();
const size = path === ':memory:' ? 0 : statSync(path).size;
console.log(`scale=${scale} date=${today} rows=${total} seconds=${seconds.toFixed(1)} file=${path} size=${(size / 1048576).toFixed(1)} MiB`);
