import { DuckDBTypeId, StatementType, type DuckDBResultReader } from '@duckdb/node-api';

/**
 * The fast read of a DuckDB SELECT (docs/performance.md, "Lists"). The driver's per-value JS conversion
 * (getRowObjectsJS: a DECIMAL object, a Date per date, an object per row) cost ~7× the query itself on a
 * 9,000-row list. Instead the statement is wrapped once in a projection that lets DuckDB produce the answer's
 * values itself — DECIMAL → DOUBLE, DATE → 'YYYY-MM-DD', TIMESTAMP → 'YYYY-MM-DDTHH:mm:ss', exactly what
 * values.ts answers — and a list's JSON is written by DuckDB itself (`jsonSql`: to_json of each row), or, with the
 * opt-in writer (./writer/duckJson.ts), read from the vectors. Columns of other types (lists, structs, HUGEINT…) keep values.ts's conversion. A statement's first run is read
 * the old way (duckRows) and gives the plan; statements that are not a SELECT, have a column name twice, or whose
 * wrapped form DuckDB refuses while the statement itself runs, stay on the old way.
 */
export interface ReadPlan {
  /** The wrapped statement, same parameters. */
  sql: string;
  names: string[];
  /**
   * The same rows, one BLOB column of JSON objects written by DuckDB (to_json, as UTF-8 bytes: adapter.ts reads them
   * without decoding them into strings), same parameters and order: the
   * values of `sql`, except that integers beyond 2^53 become their digits as text (values.ts) and NaN / infinities
   * null (JSON.stringify's; DuckDB would write `NaN`, which is no JSON).
   */
  jsonSql: string;
}

const WIDE_INTEGERS = new Set<DuckDBTypeId>([DuckDBTypeId.BIGINT, DuckDBTypeId.UBIGINT, DuckDBTypeId.HUGEINT, DuckDBTypeId.UHUGEINT]);
const FLOATS = new Set<DuckDBTypeId>([DuckDBTypeId.FLOAT, DuckDBTypeId.DOUBLE, DuckDBTypeId.DECIMAL]);
const SAFE = '9007199254740991';

const TIMESTAMPS = new Set<DuckDBTypeId>([DuckDBTypeId.TIMESTAMP, DuckDBTypeId.TIMESTAMP_S, DuckDBTypeId.TIMESTAMP_MS, DuckDBTypeId.TIMESTAMP_NS]);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * How to read `sql` fast from now on, or null to keep reading it the old way, from the result of its first run
 * (the real column types with real parameters: a prepare alone cannot type columns that depend on them).
 */
export function planFromResult(sql: string, reader: DuckDBResultReader): ReadPlan | null {
  if (reader.statementType !== StatementType.SELECT) return null;
  const names = reader.columnNames();
  const types = reader.columnTypes().map((t) => t.typeId);
  if (new Set(names).size !== names.length) return null; // a name twice: the projection could not tell them apart
  const select: string[] = [];
  names.forEach((name, i) => {
    const type = types[i]!;
    const column = quote(name);
    if (type === DuckDBTypeId.DECIMAL) select.push(`CAST(${column} AS DOUBLE) AS ${column}`);
    else if (type === DuckDBTypeId.DATE) select.push(`CAST(${column} AS VARCHAR) AS ${column}`);
    else if (TIMESTAMPS.has(type)) select.push(`strftime(${column}, '%Y-%m-%dT%H:%M:%S') AS ${column}`);
    else select.push(column);
  });
  // new lines around the statement: a trailing line comment cannot swallow the closing parenthesis
  const wrapped = `SELECT ${select.join(', ')} FROM (\n${sql.replace(/;\s*$/, '')}\n) AS mirante_leitura`;
  const json = names.map((name, i) => {
    const column = quote(name);
    if (WIDE_INTEGERS.has(types[i]!)) {
      return `CASE WHEN ${column} BETWEEN -${SAFE} AND ${SAFE} THEN CAST(${column} AS JSON) ELSE to_json(CAST(${column} AS VARCHAR)) END AS ${column}`;
    }
    if (FLOATS.has(types[i]!)) return `CASE WHEN isfinite(${column}) THEN ${column} END AS ${column}`;
    return column;
  });
  const jsonSql = `SELECT encode(CAST(to_json(mirante_json) AS VARCHAR)) AS j FROM (SELECT ${json.join(', ')} FROM (\n${wrapped}\n) AS mirante_valores) AS mirante_json`;
  return { sql: wrapped, names, jsonSql };
}
