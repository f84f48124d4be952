import pg from 'pg';
import { openDatabase, type DatabaseSettings } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/index.ts';
import type { SeededDatabase } from './seededDatabase.ts';
import { TEST_TODAY } from './testToday.ts';

/** Held while the template is built or copied: one builder, and no copy of a template still being written. */
const TEMPLATE_LOCK = 74_1325;

async function seedInPlace(url: string, today: string, settings?: DatabaseSettings): Promise<SeededDatabase> {
  const db = await openDatabase(url, settings);
  await migrate(db);
  await seed(db, { scale: 'small', today });
  return { db, remove: () => {} };
}

/** The run's PostgreSQL template name and admin URL (tests/setup/postgres.ts), or undefined outside such a run. */
async function runTemplate(): Promise<{ admin: string; name: string } | undefined> {
  if (!process.env.VITEST) return undefined; // bench scripts build test apps from a plain tsx process
  const { inject } = await import('vitest');
  const admin = inject('postgresUrl');
  const name = inject('postgresTemplate');
  return admin && name ? { admin, name } : undefined;
}

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL side of ./seededDatabase.ts: seeding 'small' into PostgreSQL costs tens of seconds on a busy 2-core
 * machine, and every file that tests both engines needs the same rows for TEST_TODAY. The first file of a run seeds a
 * template database once (under an advisory lock: the others wait for it rather than seed beside it); each test
 * database `url` (empty, made by createPostgresTestDatabase) is then replaced by `CREATE DATABASE … TEMPLATE`, a file
 * copy (≈ 1 s). The seed is deterministic, so a copy holds what a fresh seed would; each file still writes to its
 * own database. Another date, or a run without a template name, seeds in place as before.
 */
export async function openSeededPostgres(url: string, today: string, settings?: DatabaseSettings): Promise<SeededDatabase> {
  const run = today === TEST_TODAY ? await runTemplate() : undefined;
  if (!run) return seedInPlace(url, today, settings);
  const target = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: run.admin });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const built = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [run.name]);
    if (built.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${run.name}"`);
      try {
        const { db } = await seedInPlace(databaseUrl(run.admin, run.name), today);
        await db.close(); // a template with a connection open cannot be copied
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${run.name}"`);
        throw error;
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS "${target}"`);
    await admin.query(`CREATE DATABASE "${target}" TEMPLATE "${run.name}"`);
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
  return { db: await openDatabase(url, settings), remove: () => {} };
}
