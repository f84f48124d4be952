import { Output, type JsonRows } from '../db/duckJson.ts';
import type { ListShape, NestedList } from './declaration.ts';

/**
 * A list with nested lists as JSON text, without row objects (docs/performance.md, "Lists"): each level's rows
 * come from the database as JSON objects without their closing brace (Database.jsonRows), children are grouped
 * by key as row numbers, and each parent's text is followed by its children's — the bytes JSON.stringify gives
 * for what runReport's runList builds (children's rows grouped by `childKey`, `omitKey` leaving it out, each
 * nested list added after the parent's columns in the declaration's order).
 */
export type ReadRows = (list: string, keys: string[], omit: string | null) => Promise<JsonRows>;

interface Level {
  rows: JsonRows;
  nests: { name: Buffer; parentKeys: unknown[]; level: Level; byKey: Map<unknown, number[]> }[];
}

/** A nest name a row object would not simply append (a column of the same name, an array index): runList decides. */
const appendable = (name: string, names: string[]) => !names.includes(name) && name !== '__proto__' && !/^(0|[1-9]\d*)$/.test(name);

/** The list's JSON text, or null where only row objects give the reference order (then runList's way is used). */
export async function nestedJson(shape: ListShape, read: ReadRows): Promise<Buffer | null> {
  const top = await level(shape, null, read);
  if (!top) return null;
  const out = new Output(Math.ceil(sizeOf(top) * 1.1) + 64);
  out.byte(0x5b);
  const n = top.rows.ends.length;
  for (let r = 0; r < n; r++) {
    if (r > 0) out.byte(0x2c);
    writeRow(out, top, r);
  }
  out.byte(0x5d);
  return out.done();
}

/**
 * Reads a list and everything nested in it, all levels at once: no query depends on another's rows (each has the
 * report's values), so on DuckDB they run on several read connections while the first answers are written.
 */
async function level(shape: ListShape | NestedList, own: NestedList | null, read: ReadRows): Promise<Level | null> {
  const nests = Object.entries(shape.nest ?? {});
  const keys = [...(own ? [own.childKey] : []), ...nests.map(([, child]) => child.parentKey)];
  const [rows, ...inners] = await Promise.all([read(shape.list, keys, own?.omitKey ? own.childKey : null), ...nests.map(([, child]) => level(child, child, read))]);
  if (!nests.every(([name]) => appendable(name, rows.names))) return null;
  const out: Level = { rows, nests: [] };
  for (const [i, [name, child]] of nests.entries()) {
    const inner = inners[i];
    if (!inner) return null;
    const byKey = new Map<unknown, number[]>();
    inner.rows.keys.get(child.childKey)!.forEach((key, i) => {
      const group = byKey.get(key);
      if (group) group.push(i);
      else byKey.set(key, [i]);
    });
    out.nests.push({ name: Buffer.from(JSON.stringify(name)), parentKeys: rows.keys.get(child.parentKey)!, level: inner, byKey });
  }
  return out;
}

/** Bytes of every level's rows (a guess of the answer's size: a child repeated under parents makes it grow). */
const sizeOf = (level: Level): number => level.rows.bytes.length + level.rows.ends.length * 2 + level.nests.reduce((sum, nest) => sum + sizeOf(nest.level) + level.rows.ends.length * (nest.name.length + 4), 0);

const NONE: number[] = [];

function writeRow(out: Output, level: Level, r: number): void {
  const { bytes, ends } = level.rows;
  const start = r === 0 ? 0 : ends[r - 1]!;
  const end = ends[r]!;
  out.room(end - start);
  out.pos += bytes.copy(out.buf, out.pos, start, end);
  // `{` alone: a row without columns, whose first nested list gets no comma
  let comma = end - start > 1;
  for (const nest of level.nests) {
    out.room(nest.name.length + 3);
    if (comma) out.buf[out.pos++] = 0x2c;
    comma = true;
    out.pos += nest.name.copy(out.buf, out.pos);
    out.buf[out.pos++] = 0x3a;
    out.buf[out.pos++] = 0x5b;
    const children = nest.byKey.get(nest.parentKeys[r]) ?? NONE;
    for (let i = 0; i < children.length; i++) {
      if (i > 0) out.byte(0x2c);
      writeRow(out, nest.level, children[i]!);
    }
    out.byte(0x5d);
  }
  out.byte(0x7d);
}
