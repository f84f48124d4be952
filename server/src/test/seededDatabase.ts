import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase, type Database, type DatabaseSettings } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/index.ts';

/** A migrated DuckDB database seeded at scale 'small'; `remove()` deletes its file (if it has one) once closed. */
export interface SeededDatabase {
  db: Database;
  remove(): void;
}

/** The run's template folder (tests/setup/seedTemplates.ts), or undefined outside a vitest run that provides one. */
async function templateDir(): Promise<string | undefined> {
  // vitest is imported only under vitest: bench/fuzz.ts builds test apps from a plain tsx process
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('seedTemplateDir') || undefined;
}

async function seedInMemory(today: string, settings?: DatabaseSettings): Promise<SeededDatabase> {
  const db = await openDatabase(':memory:', settings);
  await migrate(db);
  await seed(db, { scale: 'small', today });
  return { db, remove: () => {} };
}

/**
 * Seeding the demo data costs ≈ 5 s of CPU and some fifty node test files each need the same 'small' database for
 * the same business date. The seed is deterministic (same scale and date → the same rows), so the first test app of
 * a date in the run seeds a template file once, and every later one opens its own copy of that file (≈ 0.5 s): the
 * same rows, the same schema, its own writes. While the template is being built, the other worker does not wait
 * for it: it seeds in memory as before. Outside a vitest run with a template folder, always in memory.
 */
export async function openSeededDatabase(today: string, settings?: DatabaseSettings): Promise<SeededDatabase> {
  const dir = await templateDir();
  if (!dir) return seedInMemory(today, settings);
  const template = join(dir, `small-${today}.duckdb`);
  if (!existsSync(template)) {
    try {
      mkdirSync(`${template}.lock`); // atomic: exactly one builder per date
    } catch {
      return seedInMemory(today, settings); // another file is building it right now
    }
    const building = `${template}.building`;
    const db = await openDatabase(building);
    await migrate(db);
    await seed(db, { scale: 'small', today });
    await db.run('CHECKPOINT'); // everything in the file, no WAL beside it: a plain copy is the whole database
    await db.close();
    renameSync(building, template); // appears whole or not at all for the other workers
  }
  const copy = join(dir, `copy-${process.pid}-${randomBytes(4).toString('hex')}.duckdb`);
  copyFileSync(template, copy);
  const db = await openDatabase(copy, settings);
  return {
    db,
    remove() {
      rmSync(copy, { force: true });
      rmSync(`${copy}.wal`, { force: true });
    },
  };
}
