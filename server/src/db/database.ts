import { openDuckDatabase } from './duckdb/adapter.ts';
import type { Database } from './types.ts';

/**
 * Opening the database (the factory): the engine's adapter chosen by the target. The types live in ./types.ts,
 * the adapters in ./duckdb/adapter.ts and ./postgres.ts; they are re-exported here, the module callers import.
 */
export type { Database, Dialect, DuckDatabase, JsonSink, PoolStats, Queries, Row, SqlParams } from './types.ts';
export { openDuckDatabase } from './duckdb/adapter.ts';

/** How the embedded database is opened (config.ts `databaseSettings`: MIRANTE_DB_CONNECTIONS, …). */
export interface DatabaseSettings {
  readConnections?: number;
  threads?: number;
  /** MIRANTE_DUCKDB_JSON_WRITER=1: lists read from DuckDB's vectors by the hand writer (db/duckdb/writer/). */
  jsonWriter?: boolean;
}

/** A `postgres://` or `postgresql://` URL selects PostgreSQL; anything else is a DuckDB file path. */
export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** Opens the database named by `target`: a PostgreSQL URL (DATABASE_URL) or a DuckDB file path (`:memory:`). */
export async function openDatabase(target: string, { jsonWriter, ...duck }: DatabaseSettings = {}): Promise<Database> {
  if (!isPostgresUrl(target)) {
    // loaded only when asked for: the writer reads the driver's native vectors (docs/performance.md, "Lists")
    const vectors = jsonWriter ? (await import('./duckdb/writer/duckJson.ts')).vectorReader() : undefined;
    return openDuckDatabase(target, { ...duck, vectors });
  }
  const { openPostgresDatabase } = await import('./postgres.ts');
  return openPostgresDatabase(target);
}
