import { DuckDBInstance, DuckDBResultReader, type DuckDBBlobVector, type DuckDBConnection, type DuckDBMaterializedResult, type DuckDBPreparedStatement } from '@duckdb/node-api';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DuckDatabase, JsonSink, PoolStats, Queries, SqlParams } from '../types.ts';
import { duckRows, type Row } from '../values.ts';
import { planFromResult, type ReadPlan } from './readPlan.ts';

/**
 * The opt-in reader of a plan's results straight from DuckDB's vectors (./writer/duckJson.ts,
 * MIRANTE_DUCKDB_JSON_WRITER=1): row objects and a list's JSON without the driver's per-value conversion.
 * Absent, rows are read by the driver and a list's JSON is written by DuckDB (ReadPlan.jsonSql).
 */
export interface VectorReader {
  rows(plan: ReadPlan, result: DuckDBMaterializedResult): Promise<Row[]>;
  json(plan: ReadPlan, result: DuckDBMaterializedResult, sink?: JsonSink): Promise<Buffer>;
}

/**
 * How each statement text is read (readPlan.ts): learnt from its first run and kept (the reports' SQL is a
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

const whole = (text: Buffer, sink: JsonSink | undefined) => {
  sink?.write(text);
  return text;
};

/** A result's rows read by the driver (values.ts). */
async function driverRows<T>(result: DuckDBMaterializedResult): Promise<T[]> {
  const reader = new DuckDBResultReader(result);
  await reader.readAll();
  return duckRows<T>(reader);
}

/**
 * The JSON objects of a plan's `jsonSql` result (one BLOB of UTF-8 bytes per row) joined into one array, chunk by
 * chunk: each chunk's bytes go to `sink` as soon as they are joined, so the compressor works on one chunk while the
 * next is read (resultCache.ts). Bytes, not strings: the driver's VARCHAR read decodes every row into a JS string
 * that would only be encoded back (on the 4.9 MB list, most of the time spent after the query).
 */
async function engineJson(result: DuckDBMaterializedResult, sink: JsonSink | undefined): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let first = true;
  for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    const vector = chunk.getColumnVector(0) as DuckDBBlobVector;
    const rows: Uint8Array[] = [];
    let bytes = 0;
    for (let i = 0; i < vector.itemCount; i++) {
      const row = vector.getItemBytes(i)!; // never NULL: to_json of a row is an object
      rows.push(row);
      bytes += row.length + 1;
    }
    // '[' before the first row, ',' before every other
    const piece = Buffer.allocUnsafe(bytes);
    let at = 0;
    for (const row of rows) {
      piece[at++] = first ? 0x5b : 0x2c;
      first = false;
      piece.set(row, at);
      at += row.length;
    }
    sink?.write(piece);
    pieces.push(piece);
  }
  const end = Buffer.from(first ? '[]' : ']');
  sink?.write(end);
  pieces.push(end);
  return Buffer.concat(pieces);
}

function queries(conn: DuckDBConnection, plans: ReadPlans, vectors: VectorReader | undefined): Queries {
  /**
   * Each planned text prepared once on this connection: a run then only binds and executes, where
   * `conn.run(sql, values)` parses it twice (extract, prepare) and plans it again, in three trips to the thread
   * pool (~1 ms, most of a small report's time). Keyed by the plan, so forgotten plans let theirs go.
   */
  const prepared = new WeakMap<ReadPlan, Map<string, DuckDBPreparedStatement>>();
  const runPlanned = async (plan: ReadPlan, sql: string, params: SqlParams | undefined): Promise<DuckDBMaterializedResult> => {
    let statements = prepared.get(plan);
    if (!statements) prepared.set(plan, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) {
      statement = await conn.prepare(sql);
      statements.set(sql, statement);
    }
    if (params) statement.bind(params as never);
    else statement.clearBindings();
    return statement.run();
  };
  /**
   * Runs `sql` the planned way with `fast` (on the plan's text `pick` chooses) when it has a plan, else the old way
   * with `slow` (learning the plan on the first run).
   */
  const read = async <R>(
    sql: string,
    params: SqlParams | undefined,
    pick: (plan: ReadPlan) => string,
    fast: (result: DuckDBMaterializedResult, plan: ReadPlan) => Promise<R>,
    slow: (rows: Row[]) => R,
  ): Promise<R> => {
    const plan = plans.get(sql);
    if (plan === undefined) {
      const reader = await conn.runAndReadAll(sql, params as never);
      plans.set(sql, planFromResult(sql, reader));
      return slow(duckRows(reader));
    }
    if (plan) {
      let result: DuckDBMaterializedResult;
      try {
        result = await runPlanned(plan, pick(plan), params);
      } catch (error) {
        // the statement itself fails too (bad data, a runtime error): its own error, plan kept; else old way for good
        const reader = await conn.runAndReadAll(sql, params as never).catch(() => { throw error; });
        plans.set(sql, null);
        return slow(duckRows(reader));
      }
      return fast(result, plan);
    }
    return slow(duckRows(await conn.runAndReadAll(sql, params as never)));
  };
  const all = <T = Row>(sql: string, params?: SqlParams): Promise<T[]> =>
    read(sql, params, (plan) => plan.sql, (result, plan) => (vectors ? vectors.rows(plan, result) : driverRows(result)) as Promise<T[]>, (rows) => rows as T[]);
  const json = (sql: string, params?: SqlParams, sink?: JsonSink): Promise<Buffer> =>
    read(
      sql,
      params,
      (plan) => (vectors ? plan.sql : plan.jsonSql),
      (result, plan) => (vectors ? vectors.json(plan, result, sink) : engineJson(result, sink)),
      (rows) => whole(Buffer.from(JSON.stringify(rows)), sink),
    );
  return {
    all,
    json,
    one: async <T = Row>(sql: string, params?: SqlParams) => (await all<T>(sql, params))[0],
    run: async (sql: string, params?: SqlParams) => {
      await conn.run(sql, params as never);
      if (SCHEMA_CHANGE.test(sql)) plans.forget();
    },
  };
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

export interface DuckOptions {
  /** Connections serving reads (MIRANTE_DB_CONNECTIONS): reports of several users run at once. */
  readConnections?: number;
  /** DuckDB's worker threads for the whole instance (MIRANTE_DB_THREADS); absent = DuckDB's default, one per core. */
  threads?: number;
  /** The opt-in vector reader (./writer/duckJson.ts `vectorReader()`, MIRANTE_DUCKDB_JSON_WRITER=1). */
  vectors?: VectorReader;
}

/**
 * Opens (creating if needed) the database file. `:memory:` gives a throw-away database for tests.
 * Reads (`all`, `one`, `json`) go to a pool of `readConnections` connections, so that one user's report does not
 * wait for another's (the node thread turns one answer into JSON while DuckDB runs the next query;
 * docs/performance.md). Writes (`run`, `transaction`) go one at a time through a single writer connection: DuckDB
 * refuses two transactions changing the same row ("conflict") where PostgreSQL would make the second wait, so the
 * app's writes are serialised here and an approval never fails for a concurrent one (docs/writes.md). A committed
 * write is visible to every read that starts after it (the connections share one instance).
 */
export async function openDuckDatabase(path: string, { readConnections = 4, threads, vectors }: DuckOptions = {}): Promise<DuckDatabase> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path, threads ? { threads: String(threads) } : undefined);
  const conn = await instance.connect();
  const readers = await Promise.all(Array.from({ length: readConnections }, () => instance.connect()));
  const read = connectionPool(readers);
  const plans = new ReadPlans();
  const q = queries(conn, plans, vectors);
  const readerQueries = new Map(readers.map((reader) => [reader, queries(reader, plans, vectors)]));
  let writeQueue: Promise<unknown> = Promise.resolve();
  let writes = 0;
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const result = writeQueue.then(work).finally(() => {
      writes += 1; // after the change is committed (or rolled back): see `writeCount`
    });
    writeQueue = result.catch(() => undefined);
    return result;
  };
  const transaction: DuckDatabase['transaction'] = (work) =>
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
    json: (sql, params, sink) => read((c) => readerQueries.get(c)!.json(sql, params, sink)),
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
