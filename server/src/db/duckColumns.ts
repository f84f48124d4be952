import { DuckDBTypeId, StatementType, type DuckDBResultReader } from '@duckdb/node-api';
import type { JsonWriter } from './duckJson.ts';
import { plainValue, type Row } from './values.ts';

/**
 * The fast read of a DuckDB SELECT (docs/performance.md, "Lists"). The driver's per-value JS conversion
 * (getRowObjectsJS: a DECIMAL object, a Date per date, an object per row) cost ~7× the query itself on a
 * 9,000-row list. Instead the statement is wrapped once in a projection that lets DuckDB produce the answer's
 * values itself — DECIMAL → DOUBLE, DATE → 'YYYY-MM-DD', TIMESTAMP → 'YYYY-MM-DDTHH:mm:ss', exactly what
 * values.ts answers — and the result is read column by column (getColumnsJS), rows assembled in one loop.
 * Columns of other types (BIGINT, lists, structs) keep values.ts's conversion. A statement's first run is read
 * the old way (duckRows) and gives the plan; statements that are not a SELECT, have a column name twice, or whose
 * wrapped form DuckDB refuses while the statement itself runs, stay on the old way.
 */
export interface ReadPlan {
  /** The wrapped statement, same parameters. */
  sql: string;
  names: string[];
  /** Per column: null when DuckDB already answers the final value, else the JS conversion. */
  convert: (((value: unknown) => unknown) | null)[];
  /** The JSON writer for the wrapped statement's columns (duckJson.ts), made on its first JSON read. */
  json?: JsonWriter | null;
}

const AS_IS = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN, DuckDBTypeId.TINYINT, DuckDBTypeId.SMALLINT, DuckDBTypeId.INTEGER, DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT, DuckDBTypeId.UINTEGER, DuckDBTypeId.FLOAT, DuckDBTypeId.DOUBLE, DuckDBTypeId.VARCHAR,
]);
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
  const convert: ReadPlan['convert'] = [];
  names.forEach((name, i) => {
    const type = types[i]!;
    const column = quote(name);
    if (type === DuckDBTypeId.DECIMAL) select.push(`CAST(${column} AS DOUBLE) AS ${column}`);
    else if (type === DuckDBTypeId.DATE) select.push(`CAST(${column} AS VARCHAR) AS ${column}`);
    else if (TIMESTAMPS.has(type)) select.push(`strftime(${column}, '%Y-%m-%dT%H:%M:%S') AS ${column}`);
    else select.push(column);
    convert.push(AS_IS.has(type) || type === DuckDBTypeId.DECIMAL || type === DuckDBTypeId.DATE || TIMESTAMPS.has(type) ? null : plainValue);
  });
  // new lines around the statement: a trailing line comment cannot swallow the closing parenthesis
  const wrapped = `SELECT ${select.join(', ')} FROM (\n${sql.replace(/;\s*$/, '')}\n) AS mirante_leitura`;
  return { sql: wrapped, names, convert };
}

/** The rows of a result read with `plan`: one object per row, built column by column. */
export function planRows<T = Row>(reader: DuckDBResultReader, plan: ReadPlan): T[] {
  const columns = reader.getColumnsJS();
  const count = reader.currentRowCount;
  const { names, convert } = plan;
  const rows = new Array<T>(count);
  for (let r = 0; r < count; r++) {
    const row: Row = {};
    for (let c = 0; c < names.length; c++) {
      const value = columns[c]![r];
      const fix = convert[c];
      row[names[c]!] = fix && value !== null && value !== undefined ? fix(value) : value;
    }
    rows[r] = row as T;
  }
  return rows;
}
