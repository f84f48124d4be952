import { DuckDBTypeId, StatementType, type DuckDBResultReader } from '@duckdb/node-api';
import type { JsonRowsWriter, JsonWriter, RowReader } from './duckJson.ts';

/**
 * The fast read of a DuckDB SELECT (docs/performance.md, "Lists"). The driver's per-value JS conversion
 * (getRowObjectsJS: a DECIMAL object, a Date per date, an object per row) cost ~7× the query itself on a
 * 9,000-row list. Instead the statement is wrapped once in a projection that lets DuckDB produce the answer's
 * values itself — DECIMAL → DOUBLE, DATE → 'YYYY-MM-DD', TIMESTAMP → 'YYYY-MM-DDTHH:mm:ss', exactly what
 * values.ts answers — and the result is read from its vectors by duckJson.ts: as JSON text for a list, or as row
 * objects. Columns of other types (lists, structs, HUGEINT…) keep values.ts's conversion. A statement's first run is read
 * the old way (duckRows) and gives the plan; statements that are not a SELECT, have a column name twice, or whose
 * wrapped form DuckDB refuses while the statement itself runs, stay on the old way.
 */
export interface ReadPlan {
  /** The wrapped statement, same parameters. */
  sql: string;
  names: string[];
  /** The JSON writer and the row reader for the wrapped statement's columns (duckJson.ts), made on first use. */
  json?: JsonWriter | null;
  /** The JsonRows writers, by the column they leave out (a nested list's key). */
  jsonRows?: Map<string | null, JsonRowsWriter | null>;
  rows?: RowReader;
}

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
  return { sql: wrapped, names };
}
