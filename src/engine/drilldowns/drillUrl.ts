/**
 * The open drill-down as part of the URL, so the browser's Back closes it and a link opens it:
 * `?detalhe=<id>` plus what its templates read from the click, as `detalhe.with.<x>`,
 * `detalhe.row.<field>` and `detalhe.value`. Only the row fields the drill-down's templates name
 * are written (a whole row does not belong in a URL). Pure functions.
 */
import type { DrilldownDefinition } from '../definition/screen-definition.ts';
import type { ActionContext } from '../panels/types.ts';

export const DRILL_PARAM = 'detalhe';
const PREFIX = `${DRILL_PARAM}.`;

export interface DrillRequest {
  id: string;
  context: ActionContext & { with?: Record<string, unknown> };
}

/** The row fields and whether the value is read by the drill-down's templates ('{row.x}', '{value}'). */
export function drillReads(definition: DrilldownDefinition): { rowFields: string[]; value: boolean } {
  const text = JSON.stringify(definition);
  const rowFields = new Set<string>();
  let value = false;
  for (const match of text.matchAll(/\{(row|value)(?:\.([A-Za-z0-9_]+))?[^}]*\}/g)) {
    if (match[1] === 'value') value = true;
    else if (match[2]) rowFields.add(match[2]);
  }
  return { rowFields: [...rowFields].sort(), value };
}

function asParam(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A copy of `search` with the drill-down `id` opened with `context` (any drill-down already there is replaced). */
export function writeDrill(search: URLSearchParams, id: string, definition: DrilldownDefinition, context: DrillRequest['context']): URLSearchParams {
  const next = clearDrill(search);
  next.set(DRILL_PARAM, id);
  for (const [key, v] of Object.entries(context.with ?? {})) {
    const text = asParam(v);
    if (text !== null) next.set(`${PREFIX}with.${key}`, text);
  }
  const reads = drillReads(definition);
  for (const field of reads.rowFields) {
    const text = asParam(context.row?.[field]);
    if (text !== null) next.set(`${PREFIX}row.${field}`, text);
  }
  if (reads.value) {
    const text = asParam(context.value);
    if (text !== null) next.set(`${PREFIX}value`, text);
  }
  return next;
}

/** A copy of `search` without any drill-down. */
export function clearDrill(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...next.keys()]) if (key === DRILL_PARAM || key.startsWith(PREFIX)) next.delete(key);
  return next;
}

/** The drill-down the URL opens (null when none, or when the id is not one of the screen's). */
export function readDrill(search: URLSearchParams, drilldowns: Record<string, DrilldownDefinition> | undefined): DrillRequest | null {
  const id = search.get(DRILL_PARAM);
  if (!id || !drilldowns || !Object.hasOwn(drilldowns, id)) return null;
  const row: Record<string, unknown> = {};
  const withValues: Record<string, unknown> = {};
  let value: unknown;
  let hasRow = false;
  for (const [key, v] of search) {
    if (key.startsWith(`${PREFIX}row.`)) {
      row[key.slice(PREFIX.length + 4)] = v;
      hasRow = true;
    } else if (key.startsWith(`${PREFIX}with.`)) withValues[key.slice(PREFIX.length + 5)] = v;
    else if (key === `${PREFIX}value`) value = v;
  }
  const context: DrillRequest['context'] = {};
  if (hasRow) context.row = row;
  if (value !== undefined) context.value = value;
  if (Object.keys(withValues).length) context.with = withValues;
  return { id, context };
}

/** A stable text of the drill-down part of the URL (changes when another drill-down or row is opened). */
export function drillSignature(search: URLSearchParams): string {
  return [...search].filter(([k]) => k === DRILL_PARAM || k.startsWith(PREFIX)).map(([k, v]) => `${k}=${v}`).join('&');
}
