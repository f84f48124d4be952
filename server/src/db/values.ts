import { DuckDBTypeId, type DuckDBResultReader } from '@duckdb/node-api';

/**
 * How a database value becomes the value a route answers, decided once for every adapter, so report
 * SQL needs no `CAST(… AS DOUBLE)` and no date formatting (`strftime` does not exist in PostgreSQL):
 * - DECIMAL/NUMERIC → number (money and quantities are answered as JSON numbers);
 * - BIGINT (count(*), sum of integers) → number, or its digits as a string beyond 2^53 (never a rounded id);
 * - DATE → 'YYYY-MM-DD'; TIMESTAMP → 'YYYY-MM-DDTHH:mm:ss' (what the spec's answers carry);
 * - BLOB/BYTEA → Buffer (stored files, e.g. the proof photos);
 * - lists and structs element by element.
 */
export type Row = Record<string, unknown>;

/** A BIGINT as a JS number when it is exact, else its decimal digits. */
export function bigintValue(value: bigint): number | string {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : value.toString();
}

/** A DECIMAL/NUMERIC read as text (PostgreSQL) → number. */
export const decimalValue = (text: string): number => Number(text);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar date held as UTC midnight (DuckDB) → 'YYYY-MM-DD'. */
export const dateValue = (d: Date): string => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A timestamp without time zone held as UTC wall time (DuckDB) → 'YYYY-MM-DDTHH:mm:ss'. */
export const timestampValue = (d: Date): string => `${dateValue(d)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** Any value from the driver's JS conversion: bigints and nested lists/structs made plain. */
export function plainValue(value: unknown): unknown {
  if (typeof value === 'bigint') return bigintValue(value);
  if (value instanceof Uint8Array) return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Row = {};
    for (const [k, v] of Object.entries(value)) out[k] = plainValue(v);
    return out;
  }
  return value;
}

/** Per result column: how its JS value becomes the answer's value. */
function duckColumnConverter(typeId: DuckDBTypeId): (value: unknown) => unknown {
  switch (typeId) {
    case DuckDBTypeId.DATE:
      return (v) => (v instanceof Date ? dateValue(v) : v);
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_S:
    case DuckDBTypeId.TIMESTAMP_MS:
    case DuckDBTypeId.TIMESTAMP_NS:
      return (v) => (v instanceof Date ? timestampValue(v) : v);
    default:
      // DECIMAL is already a number in the driver's JS conversion; BIGINT/HUGEINT are bigints.
      return plainValue;
  }
}

/** The rows of a DuckDB result as plain objects, converted as described above. */
export function duckRows<T = Row>(reader: DuckDBResultReader): T[] {
  const names = reader.columnNames();
  const converters = reader.columnTypes().map((type) => duckColumnConverter(type.typeId));
  return reader.getRowObjectsJS().map((row) => {
    const out: Row = {};
    names.forEach((name, i) => {
      const value = row[name];
      out[name] = value === null || value === undefined ? value : converters[i](value);
    });
    return out as T;
  });
}

/**
 * The same conversion for PostgreSQL (`pg` hands every value over as text): type OID → parser, to be
 * registered with `types.setTypeParser(oid, parser)` by the PostgreSQL adapter.
 */
export const PG_TYPE_PARSERS: Record<number, (text: string) => unknown> = {
  20: (text) => bigintValue(BigInt(text)), // int8
  1700: decimalValue, // numeric
  1082: (text) => text, // date: already 'YYYY-MM-DD'
  1114: (text) => text.replace(' ', 'T').replace(/\.\d+$/, ''), // timestamp: 'YYYY-MM-DD HH:mm:ss[.ffffff]'
};
