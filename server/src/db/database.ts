import { DuckDBInstance, type DuckDBConnection, type DuckDBResultReader, type DuckDBMaterializedResult, type DuckDBPreparedStatement } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { planFromResult, type ReadPlan } from './duckColumns.ts';
import { jsonRowsOf, jsonRowsWriter, jsonWriter, rowReader, type JsonRows, type JsonSink } from './duckJson.ts';
import { duckRows, type Row } from './values.ts';

// The contract (Database, Queries, SqlParams...) lives in types.ts: postgres.ts implements it without importing
// this file, which loads postgres.ts (no import cycle, docs/boundaries.md).
import type { Database, PoolStats, Queries, SqlParams } from './types.ts';
export type { Database, Dialect, PoolStats, Queries, Row, SqlParams } from './types.ts';

/**
 * How each statement text is read (duckColumns.ts): learnt from its first run and kept (the reports' SQL is a
 * few dozen texts). Forgotten when the schema may have changed (DDL, a transaction such as a migration).
 */
class ReadPlans {
  private plans = new Map<string, ReadPlan | null>();
  get = (sql: string) => this.plans.get(sql);
  set(sql: string, plan: ReadPlan | null): void {
    if (this.plans.size >= 2000) this.plans.clear(); // ad hoc texts (tests, scripts) must not grow it forever
    this.plans.set(sql, plan);
  }
  forget(): void {
    this.plans.clear();
  }
}

const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP|ATTACH|DETACH|IMPORT)\b/i;

function queries(conn: DuckDBConnection, plans: ReadPlans): Queries {
  /**
   * Each plan's statement prepared once on this connection: a run then only binds and executes, where
   * `conn.run(sql, values)` parses it twice (extract, prepare) and plans it again, in three trips to the thread
   * pool (~1 ms, most of a small report's time). Keyed by the plan, so forgotten plans let theirs go.
   */
  const prepared = new WeakMap<ReadPlan, DuckDBPreparedStatement>();
  const runPlan = async (plan: ReadPlan, params: SqlParams | undefined): Promise<DuckDBMaterializedResult> => {
    let statement = prepared.get(plan);
    if (!statement) {
      statement = await conn.prepare(plan.sql);
      prepared.set(plan, statement);
    }
    if (params) statement.bind(params as never);
    else statement.clearBindings();
    return statement.run();
  };
  /**
   * Runs `sql` the planned way with `fast` when it has a plan, else the old way with `slow` (learning the plan on
   * the first run).
   */
  const read = async <R>(sql: string, params: SqlParams | undefined, fast: (result: DuckDBMaterializedResult, plan: ReadPlan) => Promise<R>, slow: (reader: DuckDBResultReader) => R): Promise<R> => {
    const plan = plans.get(sql);
    if (plan === undefined) {
      const reader = await conn.runAndReadAll(sql, params as never);
      plans.set(sql, planFromResult(sql, reader));
      return slow(reader);
    }
    if (plan) {
      let result: DuckDBMaterializedResult;
      try {
        result = await runPlan(plan, params);
      } catch (error) {
        // the statement itself fails too (bad data, a runtime error): its own error, plan kept; else old way for good
        const reader = await conn.runAndReadAll(sql, params as never).catch(() => { throw error; });
        plans.set(sql, null);
        return slow(reader);
      }
      return fast(result, plan);
    }
    return slow(await conn.runAndReadAll(sql, params as never));
  };
  const all = <T = Row>(sql: string, params?: SqlParams): Promise<T[]> =>
    read(sql, params, async (result, plan) => {
      plan.rows ??= rowReader(plan.names, result.columnTypes().map((type) => type.typeId));
      return plan.rows(await result.fetchAllChunks()) as T[];
    }, (reader) => duckRows<T>(reader));
  const whole = (text: Buffer, sink: JsonSink | undefined) => {
    sink?.write(text);
    return text;
  };
  const json = (sql: string, params?: SqlParams, sink?: JsonSink): Promise<Buffer> =>
    read(sql, params, async (result, plan) => {
      plan.json ??= jsonWriter(plan.names, result.columnTypes().map((type) => type.typeId));
      if (plan.json) return plan.json(await result.fetchAllChunks(), sink);
      plan.rows ??= rowReader(plan.names, result.columnTypes().map((type) => type.typeId));
      return whole(Buffer.from(JSON.stringify(plan.rows(await result.fetchAllChunks()))), sink);
    }, (reader) => whole(Buffer.from(JSON.stringify(duckRows(reader))), sink));
  const jsonRows = (sql: string, params: SqlParams | undefined, keys: string[], omit: string | null): Promise<JsonRows> =>
    read(sql, params, async (result, plan) => {
      const types = () => result.columnTypes().map((type) => type.typeId);
      plan.jsonRows ??= new Map();
      let writer = plan.jsonRows.get(omit);
      if (writer === undefined) plan.jsonRows.set(omit, (writer = jsonRowsWriter(plan.names, types(), omit)));
      if (writer) return writer(await result.fetchAllChunks(), keys);
      plan.rows ??= rowReader(plan.names, types());
      return jsonRowsOf(plan.names, plan.rows(await result.fetchAllChunks()), keys, omit);
    }, (reader) => jsonRowsOf(reader.columnNames(), duckRows(reader), keys, omit));
  return {
    all,
    json,
    jsonRows,
    one: async <T = Row>(sql: string, params?: SqlParams) => (await all<T>(sql, params))[0],
    run: async (sql: string, params?: SqlParams) => {
      await conn.run(sql, params as never);
      if (SCHEMA_CHANGE.test(sql)) plans.forget();
    },
  };
}

/** How many connections serve reads (MIRANTE_DB_CONNECTIONS, default 4): reports of several users run at once. */
export function readConnectionsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MIRANTE_DB_CONNECTIONS);
  return Number.isInteger(value) && value >= 1 && value <= 64 ? value : 4;
}

/**
 * DuckDB's worker threads for the whole instance (MIRANTE_DB_THREADS; DuckDB's default: one per core). A query runs
 * on the libuv thread that issued it plus these workers (docs/performance.md, "Concurrency").
 */
export function dbThreadsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.MIRANTE_DB_THREADS);
  return Number.isInteger(value) && value >= 1 && value <= 256 ? value : undefined;
}

/** Hands out idle connections, queueing callers (first come, first served) while all are busy. */
function connectionPool(connections: DuckDBConnection[]) {
  const idle = [...connections];
  const waiting: ((conn: DuckDBConnection) => void)[] = [];
  const release = (conn: DuckDBConnection) => {
    const next = waiting.shift();
    if (next) next(conn);
    else idle.push(conn);
  };
  const use = async <T>(work: (conn: DuckDBConnection) => Promise<T>): Promise<T> => {
    const conn = idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => waiting.push(resolve)));
    try {
      return await work(conn);
    } finally {
      release(conn);
    }
  };
  const stats = (): PoolStats => ({ size: connections.length, busy: connections.length - idle.length, waiting: waiting.length });
  return Object.assign(use, { stats });
}

/**
 * Opens (creating if needed) the database file. `:memory:` gives a throw-away database for tests.
 * Reads (`all`, `one`) go to a pool of `readConnections` connections, so that one user's report does not wait for
 * another's (the node thread turns one answer into JSON while DuckDB runs the next query; docs/performance.md).
 * Writes (`run`, `transaction`) go one at a time through a single writer connection: DuckDB refuses two
 * transactions changing the same row ("conflict") where PostgreSQL would make the second wait, so the app's writes
 * are serialised here and an approval never fails for a concurrent one (docs/writes.md). A committed write is
 * visible to every read that starts after it (the connections share one instance).
 */
export async function openDuckDatabase(path: string, { readConnections = readConnectionsFromEnv(), threads = dbThreadsFromEnv() } = {}): Promise<DuckDatabase> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path, threads ? { threads: String(threads) } : undefined);
  const conn = await instance.connect();
  const readers = await Promise.all(Array.from({ length: readConnections }, () => instance.connect()));
  const read = connectionPool(readers);
  const plans = new ReadPlans();
  const q = queries(conn, plans);
  const readerQueries = new Map(readers.map((reader) => [reader, queries(reader, plans)]));
  let writeQueue: Promise<unknown> = Promise.resolve();
  let writes = 0;
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const result = writeQueue.then(work).finally(() => {
      writes += 1; // after the change is committed (or rolled back): see `writeCount`
    });
    writeQueue = result.catch(() => undefined);
    return result;
  };
  const transaction: Database['transaction'] = (work) =>
    // One transaction at a time on the writer connection: DuckDB has one transaction per connection.
    serialised(async () => {
      await conn.run('BEGIN TRANSACTION');
      try {
        const value = await work(q);
        await conn.run('COMMIT');
        plans.forget(); // a migration may have changed column types
        return value;
      } catch (error) {
        await conn.run('ROLLBACK');
        throw error;
      }
    });
  const close = async () => {
    await writeQueue;
    for (const reader of readers) reader.closeSync();
    conn.closeSync();
    instance.closeSync();
  };
  const writeCount = () => writes;
  // in the write queue without BEGIN: CHECKPOINT refuses to run inside a transaction's changes
  const withWritesPaused: DuckDatabase['withWritesPaused'] = (work) => serialised(() => work(q));
  const single: DuckDatabase = { dialect: 'duckdb', ...q, transaction, connection: () => conn, singleConnection: () => single, writeCount, withWritesPaused, close };
  return {
    dialect: 'duckdb',
    all: (sql, params) => read((c) => readerQueries.get(c)!.all(sql, params)),
    json: (sql, params, sink) => read((c) => readerQueries.get(c)!.json!(sql, params, sink)),
    jsonRows: (sql, params, keys, omit) => read((c) => readerQueries.get(c)!.jsonRows!(sql, params, keys, omit)),
    one: (sql, params) => read((c) => readerQueries.get(c)!.one(sql, params)),
    run: (sql, params) => serialised(() => q.run(sql, params)),
    transaction,
    connection: () => conn,
    singleConnection: () => single,
    writeCount,
    withWritesPaused,
    close,
    poolStats: read.stats,
  };
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

/** A `postgres://` or `postgresql://` URL selects PostgreSQL; anything else is a DuckDB file path. */
export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** Opens the database named by `target`: a PostgreSQL URL (DATABASE_URL) or a DuckDB file path (`:memory:`). */
export async function openDatabase(target: string): Promise<Database> {
  if (!isPostgresUrl(target)) return openDuckDatabase(target);
  const { openPostgresDatabase } = await import('./postgres.ts');
  return openPostgresDatabase(target);
}
