import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { duckRows, type Row } from './values.ts';

/** A positional (`$1`, `$2`, ...) or named (`$name`) parameter set for a statement. */
export type SqlParams = DuckDBValue[] | Record<string, DuckDBValue>;
export type { Row };

/**
 * The one way the server talks to DuckDB.
 * Rows come back as plain JS objects converted once by values.ts (DECIMAL/BIGINT → number,
 * DATE → 'YYYY-MM-DD'), so that no route has to know DuckDB's value classes.
 */
/** The query methods, also handed to a transaction's work. */
export type Queries = Pick<Database, 'all' | 'one' | 'run'>;

/** Which engine answers: the embedded DuckDB file (default) or PostgreSQL (DATABASE_URL). */
export type Dialect = 'duckdb' | 'postgres';

/** DuckDB here, or PostgreSQL (./postgres.ts): rows carry the same values on both (values.ts). */
export interface Database {
  readonly dialect: Dialect;
  all<T = Row>(sql: string, params?: SqlParams): Promise<T[]>;
  one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined>;
  run(sql: string, params?: SqlParams): Promise<void>;
  /** Runs `work` on one connection inside BEGIN/COMMIT, rolling back on error. */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function queries(conn: DuckDBConnection): Queries {
  const all = async <T = Row>(sql: string, params?: SqlParams): Promise<T[]> => {
    const reader = await conn.runAndReadAll(sql, params as never);
    return duckRows<T>(reader);
  };
  return {
    all,
    one: async <T = Row>(sql: string, params?: SqlParams) => (await all<T>(sql, params))[0],
    run: async (sql: string, params?: SqlParams) => {
      await conn.run(sql, params as never);
    },
  };
}

/**
 * Opens (creating if needed) the database file. `:memory:` gives a throw-away database for tests.
 * Reads share one connection: DuckDB parallelises a single query over all cores, and the portal's
 * reports are few and short, so a pool would add contention without adding throughput.
 */
export async function openDuckDatabase(path: string): Promise<DuckDatabase> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path);
  const conn = await instance.connect();
  const q = queries(conn);
  let txQueue: Promise<unknown> = Promise.resolve();
  return {
    dialect: 'duckdb',
    ...q,
    async transaction(work) {
      // Serialise transactions on the shared connection: DuckDB has one transaction per connection.
      const result = txQueue.then(async () => {
        await conn.run('BEGIN TRANSACTION');
        try {
          const value = await work(q);
          await conn.run('COMMIT');
          return value;
        } catch (error) {
          await conn.run('ROLLBACK');
          throw error;
        }
      });
      txQueue = result.catch(() => undefined);
      return result;
    },
    connection: () => conn,
    async close() {
      conn.closeSync();
      instance.closeSync();
    },
  };
}

/** The embedded database, with its connection for the demo-data generator's bulk paths (appenders). */
export interface DuckDatabase extends Database {
  readonly dialect: 'duckdb';
  connection(): DuckDBConnection;
}

/** A `postgres://` or `postgresql://` URL selects PostgreSQL; anything else is a DuckDB file path. */
export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** Opens the database named by `target`: a PostgreSQL URL (DATABASE_URL) or a DuckDB file path (`:memory:`). */
export async function openDatabase(target: string): Promise<Database> {
  if (!isPostgresUrl(target)) return openDuckDatabase(target);
  const { openPostgresDatabase } = await import('./postgres.ts');
  return openPostgresDatabase(target);
}
