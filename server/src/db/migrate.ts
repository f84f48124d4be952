import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { exclusive } from './dialect.ts';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `NNN-name.sql` runs on both engines (DDL both accept: see docs/scaling.md); `NNN-name.postgres.sql` on
 * PostgreSQL only, for what only it needs (B-tree indexes: every non-unique index, since DuckDB loses entries of
 * such indexes after a crash, docs/duckdb-index-bug.md); `NNN-name.duckdb.sql` on DuckDB only (dropping those).
 */
const appliesTo = (db: Database, file: string) => {
  const only = /\.(postgres|duckdb)\.sql$/.exec(file)?.[1];
  return only === undefined || only === db.dialect;
};

/**
 * Applies, in file-name order, every `migrations/NNN-name.sql` not yet recorded in schema_migrations.
 * Each file runs in its own transaction, so a failed migration leaves the database as it was.
 * Returns the names applied now. The same files run on DuckDB and PostgreSQL (DDL both accept); on
 * PostgreSQL, instances starting together take turns (dialect.ts `exclusive`).
 */
export function migrate(db: Database): Promise<string[]> {
  return exclusive(db, () => applyMigrations(db));
}

/** migrate() without taking the lock: for a caller that already holds `exclusive` (first start on PostgreSQL). */
export async function applyMigrations(db: Database): Promise<string[]> {
  await db.run(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name VARCHAR PRIMARY KEY, applied_at TIMESTAMP NOT NULL DEFAULT current_timestamp)`);
  const done = new Set((await db.all<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(migrationsDir).filter((f) => /^\d{3}-.+\.sql$/.test(f) && appliesTo(db, f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.run(sql);
      await tx.run('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
