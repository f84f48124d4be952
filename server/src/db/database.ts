import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A positional (`$1`, `$2`, ...) or named (`$name`) parameter set for a statement. */
export type SqlParams = DuckDBValue[] | Record<string, DuckDBValue>;
export type Row = Record<string, unknown>;

/**
 * The one way the server talks to DuckDB.
 * Rows come back as plain JS objects; BIGINT/HUGEINT become numbers (or strings when unsafe)
 * so that no route has to know DuckDB's value classes. Dates come back as JS Date (UTC):
 * report SQL should format dates it returns with strftime(), which is what the API answers anyway.
 */
/** The query methods, also handed to a transaction's work. */
export type Queries = Pick<Database, 'all' | 'one' | 'run'>;

export interface Database {
  all<T = Row>(sql: string, params?: SqlParams): Promise<T[]>;
  one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined>;
  run(sql: string, params?: SqlParams): Promise<void>;
  /** Runs `work` on one connection inside BEGIN/COMMIT, rolling back on error. */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  /** The underlying connection, for bulk paths (appenders, COPY) in the data generator. */
  connection(): DuckDBConnection;
  close(): Promise<void>;
}

function toPlain(value: unknown): unknown {
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value.toString();
  }
  if (Array.isArray(value)) return value.map(toPlain);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Row = {};
    for (const [k, v] of Object.entries(value)) out[k] = toPlain(v);
    return out;
  }
  return value;
}

function queries(conn: DuckDBConnection): Queries {
  const all = async <T = Row>(sql: string, params?: SqlParams): Promise<T[]> => {
    const reader = await conn.runAndReadAll(sql, params as never);
    return reader.getRowObjectsJS().map((r) => toPlain(r) as T);
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
export async function openDatabase(path: string): Promise<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path);
  const conn = await instance.connect();
  const q = queries(conn);
  let txQueue: Promise<unknown> = Promise.resolve();
  return {
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
