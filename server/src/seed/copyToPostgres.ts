import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { DuckDatabase } from '../db/database.ts';
import { tableNames } from '../db/dialect.ts';
import type pg from 'pg';
import type { PostgresDatabase } from '../db/postgres.ts';

/** Every table of `source` except the migration ledger (each side keeps its own). */
const LEDGER = 'schema_migrations';
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The foreign keys of the schema, with the text that re-creates each (pg_get_constraintdef). */
async function foreignKeys(client: pg.PoolClient) {
  const result = await client.query<{ t: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS t, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
      ORDER BY c.conrelid::regclass::text, c.conname`);
  return result.rows;
}

/**
 * Per table, its columns and a DuckDB SELECT list writing each in PostgreSQL's CSV input form. Only lists and binary
 * values differ: DuckDB writes `[1, 2]`, PostgreSQL reads arrays as `{1,2}`; BLOBs go in BYTEA's hex form. Everything
 * else (numbers, DECIMAL, dates, timestamps, quoted text, NULL as an unquoted empty field, '' as "") has the same CSV
 * form in both.
 */
async function csvColumns(source: DuckDatabase): Promise<Map<string, { names: string[]; select: string }>> {
  const columns = await source.all<{ t: string; name: string; type: string }>(
    `SELECT table_name AS t, column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`);
  const byTable = new Map<string, { names: string[]; select: string }>();
  for (const { t, name, type } of columns) {
    const entry = byTable.get(t) ?? { names: [], select: '' };
    const expr = type.endsWith('[]')
      ? `'{' || array_to_string(${quote(name)}, ',') || '}' AS ${quote(name)}`
      : type === 'BLOB' // PostgreSQL reads BYTEA in CSV as '\x' + hex digits; DuckDB would write '\x89PNG…' escapes
        ? `'\\x' || hex(${quote(name)}) AS ${quote(name)}`
        : quote(name);
    entry.names.push(name);
    entry.select = entry.select ? `${entry.select}, ${expr}` : expr;
    byTable.set(t, entry);
  }
  return byTable;
}

/**
 * Replaces every row of `target` (migrated, same schema) with the rows of `source`, in one transaction:
 * an interrupted copy, or one whose rows break a foreign key, leaves PostgreSQL as it was. Each table goes
 * DuckDB → CSV file → COPY FROM STDIN, the bulk path of both engines. Then identity sequences (if a migration declares any) restart after the
 * copied ids, and ANALYZE gives the planner the statistics of the new data.
 */
export async function copyToPostgres(source: DuckDatabase, target: PostgresDatabase): Promise<void> {
  const tables = (await tableNames(source)).filter((t) => t !== LEDGER);
  const targetTables = new Set(await tableNames(target));
  const missing = tables.filter((t) => !targetTables.has(t));
  if (missing.length) throw new Error(`PostgreSQL sem as tabelas ${missing.join(', ')}: rode as migrações antes`);
  const columns = await csvColumns(source);
  const dir = mkdtempSync(join(tmpdir(), 'mirante-copia-'));
  try {
    await target.withClient(async (client) => {
      await client.query('BEGIN');
      try {
        // Foreign keys off during the copy, back on (and checked, one pass per key) before COMMIT: cheaper than
        // PostgreSQL checking each copied row against its referenced tables, and no table order to respect.
        const keys = await foreignKeys(client);
        for (const k of keys) await client.query(`ALTER TABLE ${k.t} DROP CONSTRAINT ${quote(k.name)}`);
        // The reference rows the migrations inserted (grupos_dre, ...) come again with the copy.
        await client.query(`TRUNCATE ${tables.map(quote).join(', ')}`);
        for (const table of tables) {
          const file = join(dir, `${table}.csv`);
          const { names, select } = columns.get(table)!;
          await source.run(`COPY (SELECT ${select} FROM ${quote(table)}) TO '${file}' (FORMAT csv, HEADER false)`);
          const copy = client.query(copyFrom(`COPY ${quote(table)} (${names.map(quote).join(', ')}) FROM STDIN (FORMAT csv)`));
          await pipeline(createReadStream(file), copy);
          rmSync(file);
        }
        for (const k of keys) await client.query(`ALTER TABLE ${k.t} ADD CONSTRAINT ${quote(k.name)} ${k.def}`);
        const sequences = await client.query<{ t: string; c: string; s: string }>(
          `SELECT table_name AS t, column_name AS c, pg_get_serial_sequence(quote_ident(table_name), column_name) AS s
             FROM information_schema.columns
            WHERE table_schema = current_schema() AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`);
        for (const { t, c, s } of sequences.rows) {
          await client.query(`SELECT setval($1, coalesce((SELECT max(${quote(c)}) FROM ${quote(t)}), 0) + 1, false)`, [s]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    });
    await target.run('ANALYZE');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
