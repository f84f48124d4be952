/**
 * npm run seed -- --scale small|demo|large [--date YYYY-MM-DD] [--db data/mirante.duckdb | --database postgres://...]
 * Creates (replacing) the database file, migrates it and seeds it; prints per-step times and row counts.
 * With --database postgres://... the PostgreSQL database is migrated and its rows replaced by the demo data.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { isPostgresUrl, openDatabase } from '../db/database.ts';
import { tableNames } from '../db/dialect.ts';
import { migrate } from '../db/migrate.ts';
import { businessDate } from '../../../common/dates.ts';
import { timeZoneFromEnv } from '../config.ts';
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
const today = arg('date') ?? businessDate(new Date(), timeZoneFromEnv());
const path = arg('database') ?? arg('db') ?? 'data/mirante.duckdb';
const postgres = isPostgresUrl(path);

if (path !== ':memory:' && !postgres) for (const p of [path, `${path}.wal`]) if (existsSync(p)) rmSync(p);
const t0 = performance.now();
const db = await openDatabase(path);
await migrate(db);
await seed(db, { scale, today, onStep: (s, sec) => console.log(`  ${s.padEnd(14)} ${sec.toFixed(2)} s`) });
if (path !== ':memory:' && !postgres) await db.run('CHECKPOINT');
const seconds = (performance.now() - t0) / 1000;
let total = 0;
for (const t of await tableNames(db)) {
  const r = await db.one<{ n: number }>(`SELECT count(*)::BIGINT AS n FROM "${t}"`);
  total += r!.n;
  console.log(`${t.padEnd(28)} ${String(r!.n).padStart(10)}`);
}
await db.close();
const size = path === ':memory:' || postgres ? 0 : statSync(path).size;
const where = postgres ? `database=${path.replace(/\/\/[^@/]*@/, '//')}` : `file=${path} size=${(size / 1048576).toFixed(1)} MiB`;
console.log(`scale=${scale} date=${today} rows=${total} seconds=${seconds.toFixed(1)} ${where}`);
