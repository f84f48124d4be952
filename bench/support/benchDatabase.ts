import { existsSync } from 'node:fs';
import { openDuckDatabase, type DuckDatabase } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { seed, type ScaleName } from '../../server/src/seed/index.ts';

/**
 * The benchmarks' database: data/bench-<scale>.duckdb, seeded (once, then reused) with the business date given.
 * Delete the file to reseed after the seed changed.
 */
export async function benchDatabase(scale: ScaleName, today: string): Promise<DuckDatabase> {
  const path = `data/bench-${scale}.duckdb`;
  const fresh = !existsSync(path);
  const db = await openDuckDatabase(path);
  if (fresh) {
    const t0 = performance.now();
    await migrate(db);
    await seed(db, { scale, today });
    await db.run('CHECKPOINT');
    console.log(`seeded '${scale}' into ${path} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else {
    await migrate(db); // migrations added since the file was seeded
  }
  return db;
}

/** `--name value` from the command line. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

export const p = (xs: number[], q: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
