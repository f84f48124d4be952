import bindings from '@duckdb/node-bindings';
import { DuckDBTypeId, JSDuckDBValueConverter, type DuckDBDataChunk } from '@duckdb/node-api';
import type { JsonSink } from '../../types.ts';
import { plainValue } from '../../values.ts';
import type { VectorReader } from '../adapter.ts';
import type { ReadPlan } from '../readPlan.ts';

/**
 * The opt-in accelerator of the DuckDB adapter (MIRANTE_DUCKDB_JSON_WRITER=1; docs/performance.md, "Lists": kept
 * because DuckDB's own to_json measured 1.5–1.8× its time on the 4.9 MB list).
 * A list's JSON text written straight from DuckDB's vectors (docs/performance.md, "Lists"): the bytes
 * `JSON.stringify(rows)` would give for the rows duckColumns.ts reads, without a JS value per cell, an object per
 * row or a JS string per text. Per statement a writer is generated once from its column types (the wrapped
 * projection's: DECIMAL already DOUBLE, dates and timestamps already text): one loop over the rows with each
 * column's bytes written inline into one Buffer. Texts are copied as UTF-8 bytes with JSON's escapes; numbers
 * are formatted as JS formats them; types without an inline writer (lists, structs, HUGEINT…) go through the
 * driver's JS value and JSON.stringify, cell by cell.
 */
export type JsonWriter = (chunks: DuckDBDataChunk[], sink?: JsonSink) => Promise<Buffer>;


/** A turn of the event loop, for the sink's compressor to hand its finished piece back and take the next. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Kind = 'bool' | 'int' | 'bigint' | 'double' | 'text' | 'other';

const TYPED: Partial<Record<DuckDBTypeId, [Kind, { new (buffer: ArrayBufferLike, offset: number, length: number): ArrayLike<number> }, number]>> = {
  [DuckDBTypeId.BOOLEAN]: ['bool', Uint8Array, 1],
  [DuckDBTypeId.TINYINT]: ['int', Int8Array, 1],
  [DuckDBTypeId.SMALLINT]: ['int', Int16Array, 2],
  [DuckDBTypeId.INTEGER]: ['int', Int32Array, 4],
  [DuckDBTypeId.UTINYINT]: ['int', Uint8Array, 1],
  [DuckDBTypeId.USMALLINT]: ['int', Uint16Array, 2],
  [DuckDBTypeId.UINTEGER]: ['int', Uint32Array, 4],
  [DuckDBTypeId.FLOAT]: ['double', Float32Array, 4],
  [DuckDBTypeId.DOUBLE]: ['double', Float64Array, 8],
  [DuckDBTypeId.BIGINT]: ['bigint', Int32Array, 8], // read as two 32-bit halves
};

/** Bytes a value of the kind may take at most (text: per byte of the value, for escapes). */
const MAX_BYTES: Record<Exclude<Kind, 'text' | 'other'>, number> = { bool: 5, int: 11, bigint: 24, double: 26 };

/** Column names a JS object would reorder or drop (array indexes come first; __proto__ is no key). */
const reordered = (name: string) => name === '__proto__' || (/^(0|[1-9]\d*)$/.test(name) && Number(name) < 2 ** 32 - 1);

/**
 * The writer of a statement's rows, or null when JSON.stringify of the row objects must stay the reference
 * (a column name a JS object would move).
 */
export function jsonWriter(names: string[], types: DuckDBTypeId[]): JsonWriter | null {
  if (names.some(reordered)) return null;
  const kinds = types.map((t): Kind => (t === DuckDBTypeId.VARCHAR ? 'text' : TYPED[t]?.[0] ?? 'other'));
  const write = compile(names, kinds);
  // the last answer's size: a buffer that needs no growing (each growth copies, and pressures the GC)
  let expected = 1 << 16;
  return async (chunks, sink) => {
    const out = new Output(expected);
    out.byte(0x5b);
    let given = 0;
    for (const [i, chunk] of chunks.entries()) {
      const n = chunk.rowCount;
      if (n === 0) continue;
      const columns = columnsOf(chunk, types, kinds, n);
      for (const column of columns) column.cells = column.cellValues.map((value) => Buffer.from(JSON.stringify(value) ?? 'null'));
      write(out, n, columns);
      if (sink && i < chunks.length - 1) {
        // bytes before `pos` never change (a growing buffer is copied, the old one stays as it was)
        sink.write(out.buf.subarray(given, out.pos));
        given = out.pos;
        await nextTurn();
      }
    }
    out.byte(0x5d);
    sink?.write(out.buf.subarray(given, out.pos));
    expected = Math.max(1 << 16, Math.ceil(out.pos * 1.25));
    return out.done();
  };
}

/**
 * The rows as objects, read from the same vectors as the JSON writer (no per-value driver objects, texts decoded
 * from their heap blocks): what values.ts answers, for the reads that need objects (nested lists, single rows).
 */
export type RowReader = (chunks: DuckDBDataChunk[]) => Record<string, unknown>[];

export function rowReader(names: string[], types: DuckDBTypeId[]): RowReader {
  const kinds = types.map((t): Kind => (t === DuckDBTypeId.VARCHAR ? 'text' : TYPED[t]?.[0] ?? 'other'));
  return (chunks) => {
    const rows: Record<string, unknown>[] = [];
    for (const chunk of chunks) {
      const n = chunk.rowCount;
      if (n === 0) continue;
      const columns = columnsOf(chunk, types, kinds, n);
      const values = kinds.map((kind, c) => valuesOf(kind, columns[c]!, n));
      for (let r = 0; r < n; r++) {
        const row: Record<string, unknown> = {};
        for (let c = 0; c < names.length; c++) row[names[c]!] = values[c]![r];
        rows.push(row);
      }
    }
    return rows;
  };
}

function valuesOf(kind: Kind, column: Column, n: number): unknown[] {
  if (kind === 'other') return column.cellValues;
  const { valid, values } = column;
  const out = new Array<unknown>(n);
  for (let r = 0; r < n; r++) {
    if (valid !== null && ((valid[r >> 3]! >> (r & 7)) & 1) === 0) {
      out[r] = null;
      continue;
    }
    if (kind === 'text') {
      const length = values[r * 4]!;
      const block = column.block[r]!;
      if (block < 0) out[r] = textOf(column.bytes, r * 16 + 4, length);
      else out[r] = textOf(column.blocks[block]!, values[r * 4 + 2]! + values[r * 4 + 3]! * TWO32 - column.blockStart[block]!, length);
    } else if (kind === 'bigint') {
      const low = values[2 * r]!;
      const high = values[2 * r + 1]!;
      const x = high * TWO32 + (low >>> 0);
      out[r] = high >= -2097152 && high < 2097152 && Number.isSafeInteger(x) ? x : ((BigInt(high) << 32n) | BigInt(low >>> 0)).toString();
    } else if (kind === 'bool') out[r] = values[r] !== 0;
    else out[r] = values[r];
  }
  return out;
}

/** UTF-8 bytes as a JS string, as the driver's TextDecoder reads them (a leading byte order mark dropped). */
function textOf(src: Uint8Array, from: number, length: number): string {
  const to = from + length;
  if (length >= 3 && src[from] === 0xef && src[from + 1] === 0xbb && src[from + 2] === 0xbf) from += 3;
  return Buffer.from(src.buffer, src.byteOffset, src.byteLength).toString('utf8', from, to);
}

/** What the generated loop reads of one column of one chunk. */
interface Column {
  /** Non-null bits, or null when every value is there. */
  valid: Uint8Array | null;
  /** The values (typed kinds), or the 16-byte string records (text). */
  values: ArrayLike<number>;
  /** text: the records' bytes (inline strings live there). */
  bytes: Uint8Array;
  /** text: per row, which block of heap strings holds its bytes (-1: inline or null). */
  block: Int32Array;
  /** text: each block's first address and bytes. */
  blockStart: number[];
  blocks: Uint8Array[];
  /** other: each row's value (values.ts) and its JSON, already encoded. */
  cellValues: unknown[];
  cells: Buffer[];
}

const TWO32 = 4294967296;

function columnsOf(chunk: DuckDBDataChunk, types: DuckDBTypeId[], kinds: Kind[], n: number): Column[] {
  return kinds.map((kind, c) => {
    const vector = bindings.data_chunk_get_vector(chunk.chunk, c);
    const valid = bindings.vector_get_validity(vector, Math.ceil(n / 64) * 8) ?? null;
    const column: Column = { valid, values: [], bytes: EMPTY, block: NO_BLOCKS, blockStart: [], blocks: [], cellValues: [], cells: [] };
    if (kind === 'other') {
      column.cellValues = chunk.convertColumnValues(c, JSDuckDBValueConverter).map((value) => (value === null ? null : plainValue(value)));
    } else if (kind === 'text') {
      column.bytes = bindings.vector_get_data(vector, n * 16);
      column.values = new Uint32Array(column.bytes.buffer, column.bytes.byteOffset, n * 4);
      heapBlocks(column, n);
    } else {
      const [, Typed, width] = TYPED[types[c]!]!;
      const data = bindings.vector_get_data(vector, n * width);
      column.values = new Typed(data.buffer, data.byteOffset, kind === 'bigint' ? n * 2 : n);
    }
    return column;
  });
}

const EMPTY = new Uint8Array(0);
const NO_BLOCKS = new Int32Array(0);
const PAGE = 4096;

/**
 * Strings longer than 12 bytes live on DuckDB's heap, each behind a pointer; the driver reads them one native
 * call at a time (~1 µs each). Here strings whose memory pages touch or overlap are grouped into blocks, and each
 * block is read with one call, from its lowest address to its highest end. A block only spans pages that hold
 * some string's bytes (contiguous pages, all in use), so no byte outside DuckDB's memory is ever read.
 */
function heapBlocks(column: Column, n: number): void {
  const records = column.values as Uint32Array;
  const { valid } = column;
  const block = new Int32Array(n).fill(-1);
  const start: number[] = [];
  const end: number[] = [];
  const firstPage: number[] = [];
  const lastPage: number[] = [];
  const recordOf: number[] = [];
  for (let r = 0; r < n; r++) {
    if (valid !== null && ((valid[r >> 3]! >> (r & 7)) & 1) === 0) continue;
    const length = records[r * 4]!;
    if (length <= 12) continue;
    const address = records[r * 4 + 2]! + records[r * 4 + 3]! * TWO32;
    const p1 = Math.floor(address / PAGE);
    const p2 = Math.floor((address + length - 1) / PAGE);
    let k = 0;
    while (k < start.length && (p1 > lastPage[k]! + 1 || p2 < firstPage[k]! - 1)) k++;
    if (k === start.length) {
      start.push(address);
      end.push(address + length);
      firstPage.push(p1);
      lastPage.push(p2);
      recordOf.push(r);
    } else {
      if (address < start[k]!) {
        start[k] = address;
        recordOf[k] = r;
      }
      if (address + length > end[k]!) end[k] = address + length;
      if (p1 < firstPage[k]!) firstPage[k] = p1;
      if (p2 > lastPage[k]!) lastPage[k] = p2;
    }
    block[r] = k;
  }
  const { bytes } = column;
  column.block = block;
  column.blockStart = start;
  // the pointer of the block's lowest string, read by the binding, then end - start bytes from it
  column.blocks = start.map((s, k) => bindings.get_data_from_pointer(bytes.buffer as ArrayBuffer, bytes.byteOffset + recordOf[k]! * 16 + 8, end[k]! - s));
}

/** A growing Buffer; the generated loop writes into `buf` at `pos` itself. */
export class Output {
  buf: Buffer;
  pos = 0;
  /** Rows written so far (the first gets no comma). */
  rows = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }
  /** Room for `bytes` more. */
  room(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + bytes) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }
  byte(b: number): void {
    this.room(1);
    this.buf[this.pos++] = b;
  }
  done(): Buffer {
    return this.buf.subarray(0, this.pos);
  }
}

const NEEDS_ESCAPE = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) NEEDS_ESCAPE[b] = 1;
NEEDS_ESCAPE[0x22] = 1;
NEEDS_ESCAPE[0x5c] = 1;
const SHORT_ESCAPE: Record<number, number> = { 0x08: 0x62, 0x09: 0x74, 0x0a: 0x6e, 0x0c: 0x66, 0x0d: 0x72, 0x22: 0x22, 0x5c: 0x5c };
const HEX = [...'0123456789abcdef'].map((c) => c.charCodeAt(0));

/** UTF-8 bytes `src[from, to)` as a JSON string, as JSON.stringify writes the text the driver decodes. */
export function writeText(b: Buffer, p: number, src: Uint8Array, from: number, to: number): number {
  // the driver's TextDecoder drops a leading byte order mark
  if (to - from >= 3 && src[from] === 0xef && src[from + 1] === 0xbb && src[from + 2] === 0xbf) from += 3;
  b[p++] = 0x22;
  for (let i = from; i < to; i++) {
    const c = src[i]!;
    if (NEEDS_ESCAPE[c] === 0) {
      b[p++] = c;
      continue;
    }
    b[p++] = 0x5c;
    const short = SHORT_ESCAPE[c];
    if (short !== undefined) b[p++] = short;
    else {
      b[p++] = 0x75;
      b[p++] = 0x30;
      b[p++] = 0x30;
      b[p++] = HEX[c >> 4]!;
      b[p++] = HEX[c & 15]!;
    }
  }
  b[p++] = 0x22;
  return p;
}

/** A non-negative integer below 2^53. */
function writeDigits(b: Buffer, p: number, x: number): number {
  if (x < 10) {
    b[p] = 48 + x;
    return p + 1;
  }
  let digits = 1;
  for (let t = 10; t <= x; t *= 10) digits++;
  let q = p + digits;
  while (x >= 10) {
    const next = Math.floor(x / 10);
    b[--q] = 48 + (x - next * 10);
    x = next;
  }
  b[--q] = 48 + x;
  return p + digits;
}

export function writeInt(b: Buffer, p: number, x: number): number {
  if (x < 0) {
    b[p++] = 0x2d;
    x = -x;
  }
  return writeDigits(b, p, x);
}

function writeAscii(b: Buffer, p: number, s: string): number {
  for (let i = 0; i < s.length; i++) b[p++] = s.charCodeAt(i);
  return p;
}

/**
 * A number as JSON.stringify writes it. Money (at most two decimals, below 10^13) is formatted from its cents:
 * such a decimal has at most 15 significant digits, so it is the shortest text that reads back as the same double,
 * i.e. exactly what String(x) gives, without String's general algorithm.
 */
export function writeDouble(b: Buffer, p: number, x: number): number {
  if (x !== x || x === Infinity || x === -Infinity) return writeAscii(b, p, 'null');
  const cents = Math.round(x * 100);
  if (cents / 100 !== x || cents >= 1e15 || cents <= -1e15) return writeAscii(b, p, String(x));
  let rest = cents;
  if (rest < 0) {
    b[p++] = 0x2d;
    rest = -rest;
  }
  const units = Math.floor(rest / 100);
  const fraction = rest - units * 100;
  p = writeDigits(b, p, units);
  if (fraction !== 0) {
    b[p++] = 0x2e;
    const tenths = Math.floor(fraction / 10);
    b[p++] = 48 + tenths;
    if (fraction !== tenths * 10) b[p++] = 48 + fraction - tenths * 10;
  }
  return p;
}

/** A BIGINT from its halves: a number when exact, else its digits as a string (values.ts bigintValue). */
export function writeBigint(b: Buffer, p: number, low: number, high: number): number {
  if (high >= -2097152 && high < 2097152) {
    const x = high * TWO32 + (low >>> 0);
    if (Number.isSafeInteger(x)) return writeInt(b, p, x);
  }
  return writeAscii(b, p, `"${((BigInt(high) << 32n) | BigInt(low >>> 0)).toString()}"`);
}

type Loop = (out: Output, n: number, columns: Column[]) => void;

/**
 * The row loop for these columns, generated once per statement: the keys are constant bytes, each column's
 * write is inline code for its kind. Only names (as byte values) and kinds shape the code; no value is in it.
 * The rows are one JSON array's items (commas between them).
 */
function compile(names: string[], kinds: Kind[]): Loop {
  const written = names.map((_, c) => c);
  const lines: string[] = [];
  lines.push(...written.map((c) => `const v${c} = columns[${c}].valid, a${c} = columns[${c}].values, s${c} = columns[${c}].bytes, k${c} = columns[${c}].block, o${c} = columns[${c}].blockStart, h${c} = columns[${c}].blocks, x${c} = columns[${c}].cells;`));
  lines.push('let b = out.buf, p = out.pos, first = out.rows === 0;');
  lines.push('out.rows += n;');
  lines.push('for (let r = 0; r < n; r++) {');
  lines.push('  if (p + 2 > b.length) { out.pos = p; out.room(2); b = out.buf; }');
  lines.push('  if (first) first = false; else b[p++] = 44;');
  const room = (bytes: string) => `if (p + ${bytes} > b.length) { out.pos = p; out.room(${bytes}); b = out.buf; }`;
  written.forEach((c, i) => {
    const key = [...Buffer.from(`${i === 0 ? '{' : ','}${JSON.stringify(names[c])}:`)];
    const writeKey = key.map((byte) => `b[p++] = ${byte};`).join(' ');
    const kind = kinds[c]!;
    const write = {
      bool: `p = a${c}[r] ? (b[p++] = 116, b[p++] = 114, b[p++] = 117, b[p++] = 101, p) : (b[p++] = 102, b[p++] = 97, b[p++] = 108, b[p++] = 115, b[p++] = 101, p);`,
      int: `p = writeInt(b, p, a${c}[r]);`,
      bigint: `p = writeBigint(b, p, a${c}[2 * r], a${c}[2 * r + 1]);`,
      double: `p = writeDouble(b, p, a${c}[r]);`,
      text: `const block = k${c}[r];
    if (block < 0) p = writeText(b, p, s${c}, r * 16 + 4, r * 16 + 4 + length);
    else { const at = a${c}[r * 4 + 2] + a${c}[r * 4 + 3] * ${TWO32} - o${c}[block]; p = writeText(b, p, h${c}[block], at, at + length); }`,
      other: `b.set(cell, p); p += cell.length;`,
    }[kind];
    if (kind === 'other') {
      // the cell already holds 'null' for a NULL
      lines.push(`  { const cell = x${c}[r]; ${room(`${key.length} + cell.length`)} ${writeKey} ${write} }`);
      return;
    }
    // a NULL is told by validity only (a NULL text's record is garbage)
    lines.push(`  if (v${c} !== null && ((v${c}[r >> 3] >> (r & 7)) & 1) === 0) { ${room(String(key.length + 4))} ${writeKey} b[p++] = 110; b[p++] = 117; b[p++] = 108; b[p++] = 108; }`);
    if (kind === 'text') lines.push(`  else { const length = a${c}[r * 4]; ${room(`${key.length + 2} + length * 6`)} ${writeKey}\n    ${write} }`);
    else lines.push(`  else { ${room(String(key.length + MAX_BYTES[kind]))} ${writeKey} ${write} }`);
  });
  lines.push('  if (p + 1 > b.length) { out.pos = p; out.room(1); b = out.buf; }');
  lines.push('  b[p++] = 125;');
  lines.push('}');
  lines.push('out.pos = p;');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from column kinds and name bytes only
  const make = new Function('writeInt', 'writeBigint', 'writeDouble', 'writeText', `return function writeRows(out, n, columns) {\n${lines.join('\n')}\n};`);
  return make(writeInt, writeBigint, writeDouble, writeText) as Loop;
}

/** The accelerator: per plan, its writer and row reader made once from the wrapped statement's column types. */
export function vectorReader(): VectorReader {
  const writers = new WeakMap<ReadPlan, JsonWriter | null>();
  const readers = new WeakMap<ReadPlan, RowReader>();
  const rowsOf = (plan: ReadPlan, types: DuckDBTypeId[]) => {
    let reader = readers.get(plan);
    if (!reader) readers.set(plan, (reader = rowReader(plan.names, types)));
    return reader;
  };
  return {
    rows: async (plan, result) => rowsOf(plan, result.columnTypes().map((type) => type.typeId))(await result.fetchAllChunks()),
    json: async (plan, result, sink) => {
      const types = result.columnTypes().map((type) => type.typeId);
      let writer = writers.get(plan);
      if (writer === undefined) writers.set(plan, (writer = jsonWriter(plan.names, types)));
      if (writer) return writer(await result.fetchAllChunks(), sink);
      const text = Buffer.from(JSON.stringify(rowsOf(plan, types)(await result.fetchAllChunks())));
      sink?.write(text);
      return text;
    },
  };
}
