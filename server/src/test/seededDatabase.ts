import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase, type Database, type DatabaseSettings } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/index.ts';
import { pendingFile, templateFile } from './seedTemplateFile.ts';

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

/** Resolves once `done()` holds, looking every 200 ms (the template is a file another process writes). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Seeding the demo data costs ≈ 5 s of CPU and some fifty node test files each need the same 'small' database for
 * the same business date. The seed is deterministic (same scale and date → the same rows), so the run seeds a
 * template file once (tests/setup/seedTemplates.ts) and every test app opens its own copy of that file (≈ 0.5 s):
 * the same rows, the same schema, its own writes. The first files of a run wait for the template while it is being
 * built (`.pending` beside it) rather than seed their own beside it: on 2 cores three seeds at once made each one
 * slower than the build alone. If the build failed, for another date, or outside a vitest run with a template
 * folder, the database is seeded in memory as before.
 */
export async function openSeededDatabase(today: string, settings?: DatabaseSettings): Promise<SeededDatabase> {
  const dir = await templateDir();
  if (!dir) return seedInMemory(today, settings);
  const template = templateFile(dir, today);
  await until(() => existsSync(template) || !existsSync(pendingFile(template)));
  if (!existsSync(template)) return seedInMemory(today, settings);
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
