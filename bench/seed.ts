/**
 * Seed benchmark: seeds each requested scale into a temporary database file and prints per-step seconds,
 * per-table row counts, total seconds and the file size.
 *   npx tsx bench/seed.ts [small demo large] [--date YYYY-MM-DD]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/db/database.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seed, type ScaleName } from '../server/src/seed/index.ts';

const args = process.argv.slice(2);
const dateIdx = args.indexOf('--date');
const today = dateIdx >= 0 ? args[dateIdx + 1]! : new Date().toISOString().slice(0, 10);
const scales = args.filter((a, i) => ['small', 'demo', 'large'].includes(a) && args[i - 1] !== '--date') as ScaleName[];

for (const scale of scales.length ? scales : (['small', 'demo'] as ScaleName[])) {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-seed-'));
  const path = join(dir, `${scale}.duckdb`);
  const t0 = performance.now();
  const db = await openDatabase(path);
  await migrate(db);
  const steps: string[] = [];
  await seed(db, { scale, today, onStep: (s, sec) => steps.push(`${s} ${sec.toFixed(2)}s`) });
  await db.run('CHECKPOINT');
  const seconds = (performance.now() - t0) / 1000;
  const tables = await db.all<{ t: string }>(
    "SELECT table_name AS t FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary ORDER BY table_name");
  const counts: Record<string, number> = {};
  let total = 0;
  for (const { t } of tables) {
    const n = (await db.one<{ n: number }>(`SELECT count(*)::BIGINT AS n FROM "${t}"`))!.n;
    counts[t] = n;
    total += n;
  }
  await db.close();
  const size = statSync(path).size;
  console.log(`\n## scale ${scale} (date ${today})`);
  console.log(`steps: ${steps.join(', ')}`);
  for (const [t, n] of Object.entries(counts)) console.log(`| ${t} | ${n} |`);
  console.log(`total rows ${total}; ${seconds.toFixed(1)} s; file ${(size / 1048576).toFixed(1)} MiB; rss peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
  rmSync(dir, { recursive: true, force: true });
}
