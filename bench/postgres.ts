/**
 * Each report on DuckDB and on PostgreSQL, side by side, over the same demo data.
 *   npx tsx bench/postgres.ts [--scale large|demo|small] [--date YYYY-MM-DD] [--runs 20] [--database postgres://...]
 * DuckDB: the file data/bench-<scale>.duckdb (seeded first when absent). PostgreSQL: a throwaway cluster
 * (server/src/test/postgresCluster.ts) unless --database names one; an empty one is filled by copying the DuckDB
 * file (the seed's PostgreSQL path). Every report route (GET with { screens } access) is called through the real
 * app (app.inject: guard, validation, SQL, JSON) for company 1 with one parameter set (its first declared example,
 * else the wide period derived from its schema): one warm-up, then `runs` timed calls; prints p50 per engine and
 * the ratio PostgreSQL / DuckDB as a Markdown table (docs/scaling.md). Measures only, asserts nothing.
 */
import { existsSync } from 'node:fs';
import { buildApp } from '../server/src/app.ts';
import { openDatabase, openDuckDatabase, type Database } from '../server/src/db/database.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { isPostgresDatabase } from '../server/src/db/dialect.ts';
import { exampleUrl, isReportRoute, reportCalls } from '../server/src/reports/examples.ts';
import { copyToPostgres } from '../server/src/seed/copyToPostgres.ts';
import { seed, type ScaleName } from '../server/src/seed/index.ts';
import { startPostgresCluster } from '../server/src/test/postgresCluster.ts';
import { tinyPortalDir } from '../server/src/test/testApp.ts';
import { benchToken } from './support/benchUser.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}
const scale = arg('scale', 'large') as ScaleName;
const today = arg('date', '2026-11-21');
const runs = Number(arg('runs', '20'));
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

const duckPath = `data/bench-${scale}.duckdb`;
const fresh = !existsSync(duckPath);
const duck = await openDuckDatabase(duckPath);
if (fresh) {
  const t0 = performance.now();
  await migrate(duck);
  await seed(duck, { scale, today });
  await duck.run('CHECKPOINT');
  console.log(`DuckDB: seeded '${scale}' into ${duckPath} in ${seconds(t0)} s`);
}

const cluster = process.argv.includes('--database')
  ? undefined
  : await startPostgresCluster({ settings: { shared_buffers: '1GB', work_mem: '64MB', effective_cache_size: '4GB' } });
const pg = await openDatabase(cluster ? await cluster.createDatabase('bench') : arg('database', ''));
if (!isPostgresDatabase(pg)) throw new Error('--database deve ser postgres://...');
await migrate(pg);
if ((await pg.one<{ n: number }>('SELECT count(*) AS n FROM usuarios'))!.n === 0) {
  const t0 = performance.now();
  await copyToPostgres(duck, pg);
  console.log(`PostgreSQL: copied '${scale}' from DuckDB (COPY FROM STDIN + ANALYZE) in ${seconds(t0)} s`);
}

const secret = 'bench-secret';
const config = { secret, tokenTtlSeconds: 3600, portalDir: tinyPortalDir(), today };
const apps = await Promise.all([duck, pg].map((db: Database) => buildApp({ db, config })));
const headers = { authorization: `Bearer ${benchToken(secret)}` };
const p50 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

console.log(`\nscale=${scale} date=${today} runs=${runs} (p50 ms, company 1)\n`);
console.log('| report (GET) | DuckDB p50 ms | PostgreSQL p50 ms | PostgreSQL / DuckDB |');
console.log('| --- | ---: | ---: | ---: |');
for (const route of apps[0]!.routeCatalog().filter(isReportRoute)) {
  const calls = reportCalls(route, today, [1]);
  const declared = Boolean((route.config as { examples?: unknown[] }).examples?.length);
  const url = exampleUrl(route.url, calls[declared ? 0 : Math.min(1, calls.length - 1)]!, { today });
  const times: number[][] = [];
  for (const app of apps) {
    await app.inject({ method: 'GET', url, headers }); // warm-up (plans, caches)
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const answer = await app.inject({ method: 'GET', url, headers });
      ms.push(performance.now() - t0);
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }
    times.push(ms);
  }
  const [d, p] = times.map(p50) as [number, number];
  console.log(`| \`${url.replace('/api', '')}\` | ${d.toFixed(1)} | ${p.toFixed(1)} | ${(p / d).toFixed(2)} |`);
}
await Promise.all(apps.map((app) => app.close()));
await Promise.all([duck.close(), pg.close()]);
await cluster?.stop();
