import type { DuckDBValue } from '@duckdb/node-api';
import type { JsonRows, JsonSink } from './duckJson.ts';
import type { Row } from './values.ts';

/** A positional (`$1`, `$2`, ...) or named (`$name`) parameter set for a statement. */
export type SqlParams = DuckDBValue[] | Record<string, DuckDBValue>;
export type { Row };

/**
 * The one way the server talks to DuckDB.
 * Rows come back as plain JS objects converted once by values.ts (DECIMAL/BIGINT → number,
 * DATE → 'YYYY-MM-DD'), so that no route has to know DuckDB's value classes.
 */
/** The query methods, also handed to a transaction's work. */
export type Queries = Pick<Database, 'all' | 'one' | 'run' | 'json' | 'jsonRows'>;

/** Which engine answers: the embedded DuckDB file (default) or PostgreSQL (DATABASE_URL). */
export type Dialect = 'duckdb' | 'postgres';

/** DuckDB here, or PostgreSQL (./postgres.ts): rows carry the same values on both (values.ts). */
export interface Database {
  readonly dialect: Dialect;
  all<T = Row>(sql: string, params?: SqlParams): Promise<T[]>;
  /**
   * The rows as JSON text, the bytes `JSON.stringify(await all(sql, params))` gives, written without row objects
   * where the engine can (DuckDB: duckJson.ts). Absent: callers stringify `all`'s rows. Every byte of the text
   * also goes to `sink`, in order, in pieces as they are final (once whole, where written at once).
   */
  json?(sql: string, params?: SqlParams, sink?: JsonSink): Promise<Buffer>;
  /**
   * The rows as JSON objects without their closing brace, with the values of the `keys` columns (duckJson.ts
   * JsonRows), for a list with nested lists (reports/nestedJson.ts). Absent: callers build row objects.
   */
  jsonRows?(sql: string, params: SqlParams | undefined, keys: string[], omit: string | null): Promise<JsonRows>;
  one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined>;
  run(sql: string, params?: SqlParams): Promise<void>;
  /** Runs `work` on one connection inside BEGIN/COMMIT, rolling back on error. */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The read pool now (GET /metrics): connections in it, busy ones, callers waiting for one. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  size: number;
  busy: number;
  waiting: number;
}
