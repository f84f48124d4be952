import pg from 'pg';
import type { Database, JsonSink, Queries, Row, SqlParams } from './types.ts';
import { PG_TYPE_PARSERS } from './values.ts';

/**
 * PostgreSQL behind the same `Database` interface as DuckDB (DATABASE_URL=postgres://...), for deployments
 * with several API instances (docs/scaling.md). A pool, because PostgreSQL serves one query per connection
 * and the instances answer many users at once.
 */
export interface PostgresDatabase extends Database {
  readonly dialect: 'postgres';
  /** The connection string: for connections outside the pool (the LISTEN of changeFeed.ts). */
  readonly url: string;
  /** Runs `work` with one client of the pool held (COPY streams, session-level advisory locks). */
  withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

// Array types whose elements need values.ts's conversion (int8[], numeric[], date[], timestamp[]) → element OID.
const ARRAY_ELEMENTS = new Map<number, number>([[1016, 20], [1231, 1700], [1182, 1082], [1115, 1114]]);

// pg-types' array parser, whose published typings (a plain function) do not match its runtime object.
const arrayParser = pg.types.arrayParser as unknown as { create(text: string, element: (text: string) => unknown): { parse(): unknown[] } };

/** Values read as the DuckDB adapter answers them (values.ts), per pool: the driver's global parsers stay untouched. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const scalar = PG_TYPE_PARSERS[oid];
    if (scalar) return scalar;
    const element = PG_TYPE_PARSERS[ARRAY_ELEMENTS.get(oid) ?? -1];
    if (element) return (text: string) => arrayParser.create(text, element).parse();
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** `$name` parameters (DuckDB accepts them) rewritten as `$1..$n` for PostgreSQL. */
function positional(sql: string, params?: SqlParams): [string, unknown[] | undefined] {
  if (!params || Array.isArray(params)) return [sql, params];
  const names: string[] = [];
  const text = sql.replace(/\$([A-Za-z_]\w*)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`parâmetro SQL sem valor: $${name}`);
    const at = names.indexOf(name);
    if (at >= 0) return `$${at + 1}`;
    names.push(name);
    return `$${names.length}`;
  });
  return [text, names.map((n) => params[n])];
}

function queries(client: pg.Pool | pg.PoolClient): Queries {
  const all = async <T = Row>(sql: string, params?: SqlParams): Promise<T[]> => {
    const [text, values] = positional(sql, params);
    // Without values pg uses the simple protocol, which runs several statements (a migration file) at once.
    const result = values ? await client.query(text, values) : await client.query(text);
    return (Array.isArray(result) ? result.at(-1)!.rows : result.rows) as T[];
  };
  return {
    all,
    // the rows as values.ts converts them, stringified: PostgreSQL's json_agg would write timestamps with their
    // fractions and in its own format (docs/performance.md, "Lists")
    json: async (sql: string, params?: SqlParams, sink?: JsonSink) => {
      const text = Buffer.from(JSON.stringify(await all(sql, params)));
      sink?.write(text);
      return text;
    },
    one: async <T = Row>(sql: string, params?: SqlParams) => (await all<T>(sql, params))[0],
    run: async (sql: string, params?: SqlParams) => {
      await all(sql, params);
    },
  };
}

export async function openPostgresDatabase(url: string, { max = 10 } = {}): Promise<PostgresDatabase> {
  // ISO DateStyle: DATE answers 'YYYY-MM-DD' whatever the server's default, as values.ts expects.
  const pool = new pg.Pool({ connectionString: url, max, types, options: '-c DateStyle=ISO,YMD' });
  // An idle client losing its connection (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1'); // fail at start, with the driver's message, when the server is unreachable
  } catch (error) {
    await pool.end();
    throw error;
  }
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  return {
    dialect: 'postgres',
    url,
    ...queries(pool),
    withClient,
    transaction: (work) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const value = await work(queries(client));
          await client.query('COMMIT');
          return value;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }),
    close: () => pool.end(),
    poolStats: () => ({ size: max, busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
  };
}
