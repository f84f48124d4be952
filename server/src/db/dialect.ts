import type { Database, Queries } from './types.ts';
import type { PostgresDatabase } from './postgres.ts';

// Told by the dialect, not by the class: importing postgres.ts would load `pg` on every start, PostgreSQL or not.
export const isPostgresDatabase = (db: Database): db is PostgresDatabase => db.dialect === 'postgres';

/**
 * The few places where DuckDB and PostgreSQL truly differ, named, so that SQL elsewhere is written once.
 * (Migrations and report SQL use only what both accept: see docs/scaling.md, "One SQL, two engines".)
 */

/** Any number; the advisory lock that serialises schema changes and the first seed among API instances. */
const SCHEMA_LOCK = 7_470_2026;

/**
 * Runs `work` while no other API instance runs its own: on PostgreSQL several instances may start at once
 * against one empty database and must not both migrate or seed it (a session-level advisory lock, held on one
 * pooled client). DuckDB allows one process per file, so there is nobody to wait for.
 */
export async function exclusive<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!isPostgresDatabase(db)) return work();
  return db.withClient(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    }
  });
}

/** The tables of the database's own schema ('main' on DuckDB, 'public' on PostgreSQL), by name. */
export async function tableNames(db: Database): Promise<string[]> {
  const rows = await db.all<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`);
  return rows.map((r) => r.name);
}

/**
 * Inside a transaction on PostgreSQL: waits until no other transaction (of any API instance) holds `lock`, and
 * holds it until this one ends, so that a read-then-write (the sign-in limits' count and reservation) is one step.
 * DuckDB needs nothing: the app's transactions already run one at a time on its writer connection (database.ts).
 */
export async function lockUntilCommit(db: Database, tx: Queries, lock: number): Promise<void> {
  if (isPostgresDatabase(db)) await tx.run('SELECT pg_advisory_xact_lock($1)', [lock]);
}
