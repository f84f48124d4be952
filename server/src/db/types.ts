import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import type { Row } from './values.ts';

/**
 * What the server knows of its database, whichever engine answers (./duckdb/adapter.ts, ./postgres.ts; opened by
 * ./database.ts). Rows come back as plain JS objects converted once by values.ts (DECIMAL/BIGINT → number,
 * DATE → 'YYYY-MM-DD'), so that no route has to know an engine's value classes.
 */

/** A positional (`$1`, `$2`, ...) or named (`$name`) parameter set for a statement. */
export type SqlParams = DuckDBValue[] | Record<string, DuckDBValue>;
export type { Row };

/** Which engine answers: the embedded DuckDB file (default) or PostgreSQL (DATABASE_URL). */
export type Dialect = 'duckdb' | 'postgres';

/**
 * Where a list's bytes go as soon as they are final, besides the Buffer returned: a compressor then works on
 * libuv's pool on one piece while the next is written (reports/resultCache.ts `freshCompression`).
 */
export interface JsonSink {
  write(piece: Buffer): void;
}

/** The query methods, also handed to a transaction's work. */
export interface Queries {
  all<T = Row>(sql: string, params?: SqlParams): Promise<T[]>;
  /**
   * The rows as JSON text: an array of objects whose parsed value is what `all` answers (docs/performance.md,
   * "Lists"). Every byte also goes to `sink`, in order, in pieces as they are final (at once where written at once).
   */
  json(sql: string, params?: SqlParams, sink?: JsonSink): Promise<Buffer>;
  one<T = Row>(sql: string, params?: SqlParams): Promise<T | undefined>;
  run(sql: string, params?: SqlParams): Promise<void>;
}

export interface Database extends Queries {
  readonly dialect: Dialect;
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

/** The embedded database, with its connection for the demo-data generator's bulk paths (appenders). */
export interface DuckDatabase extends Database {
  readonly dialect: 'duckdb';
  connection(): DuckDBConnection;
  /**
   * The same database with every query on the writer connection: for the demo-data generator, whose steps
   * create TEMP tables (visible to their own connection only) and read them back. Not for concurrent use.
   */
  singleConnection(): DuckDatabase;
  /**
   * How many writes (`run`, `transaction`) have finished through this handle: what was read before a change
   * is known stale by the count having moved (the guard's cache, server/src/auth/guardCache.ts).
   */
  writeCount(): number;
  /**
   * Runs `work` on the writer connection while no write runs or starts (they queue, none fails): the backup's
   * CHECKPOINT and file copy (ops/backup.ts). Reads go on.
   */
  withWritesPaused<T>(work: (q: Queries) => Promise<T>): Promise<T>;
}
