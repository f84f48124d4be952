/**
 * Pure table rules (no React, no grid): totals, sorting, page sizes, column widths (cell text and colours:
 * ../shared/cells.ts).
 * The renderer wires them into AG Grid; keeping them here makes them testable on their own.
 */
import { toNumber } from '../../format/index.ts';
import type { RowButtonOptions, TableOptions } from './schema.ts';
import { TABLE_DEFAULTS } from '../shared/tableDefaults.ts';
import { isEmptyValue } from '../../conditions/matches.ts';
import { cellText, isNumericColumn } from '../shared/cells.ts';


/** Sums numeric fields over rows; missing/invalid values count as zero. */
export function sumFields(rows: Iterable<Record<string, unknown>>, fields: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(fields.map((f) => [f, 0]));
  for (const row of rows) {
    for (const f of fields) totals[f]! += toNumber(row[f]) ?? 0;
  }
  // Round away binary noise such as 0.1 + 0.2.
  for (const f of fields) totals[f] = Math.round(totals[f]! * 1e6) / 1e6;
  return totals;
}

/**
 * The totals row's values over `rows` (the grid's rows left by the search; the light first page's: every row): the
 * sums, and the label in `labelField` or else the first column not summed. Null when the table has no totals.
 */
export function totalsRowValues(options: Pick<TableOptions, 'totals' | 'columns'>, rows: Iterable<Record<string, unknown>>): Record<string, unknown> | null {
  const totals = options.totals;
  if (!totals) return null;
  const labelField = totals.labelField ?? options.columns.find((c) => !totals.fields.includes(c.field))?.field;
  const values: Record<string, unknown> = sumFields(rows, totals.fields);
  if (labelField) values[labelField] = totals.label ?? TABLE_DEFAULTS.totalsLabel;
  return values;
}

/** Compares two values for sorting by raw value: numbers numerically, the rest as pt-BR text; empties first. */
export function compareRaw(a: unknown, b: unknown, numeric: boolean): number {
  const aEmpty = isEmptyValue(a);
  const bEmpty = isEmptyValue(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? -1 : 1;
  if (numeric || (typeof a === 'number' && typeof b === 'number')) {
    const x = toNumber(a);
    const y = toNumber(b);
    if (x !== null && y !== null) return x - y;
  }
  return String(a).localeCompare(String(b), 'pt-BR', { numeric: true });
}

/** Paging of a table: null without paging (pageSize false), else the page size and the sizes offered. */
export function pageSizeOptions(options: Pick<TableOptions, 'pageSize' | 'pageSizes'>): { size: number; sizes: number[] } | null {
  if (options.pageSize === false) return null;
  const size = options.pageSize ?? TABLE_DEFAULTS.pageSize;
  const sizes = [...(options.pageSizes ?? TABLE_DEFAULTS.pageSizes)];
  // AG Grid warns when the page size is not one of the choices.
  if (!sizes.includes(size)) sizes.push(size);
  return { size, sizes: sizes.sort((a, b) => a - b) };
}

/** Width in em of the characters of formatted numbers (a conservative sans-serif estimate, bold included). */
function charEm(ch: string): number {
  if (/\d/.test(ch)) return 0.58;
  if (ch === '.' || ch === ',' || ch === ' ' || ch === ':') return 0.3;
  if (ch === '-') return 0.36;
  if (ch === '−' || ch === '$' || ch === '+') return 0.6;
  if (ch === '%') return 0.92;
  if (/[A-ZÀ-Ý]/.test(ch)) return 0.74;
  return 0.56;
}

/** Estimated pixel width of a text in the grid's font (13 px), without measuring the DOM. */
export function estimateTextWidth(text: string, fontSize = 13): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return Math.ceil(em * fontSize);
}

/** Cell padding (AG Grid's 2 × spacing 6 on each side) plus a little slack. */
export const CELL_PADDING = 2 * 12 + 6;

/**
 * The minimum width of each numeric column so that its widest value — the totals row's sum
 * included — is shown whole ('R$ 10.508.456,78', not 'R$ 10.508.4…'). Flex columns keep sharing the
 * rest of the width; the grid scrolls sideways only when the numbers alone do not fit.
 */
export function numericMinWidths(options: Pick<TableOptions, 'columns' | 'totals'>, rows: readonly Record<string, unknown>[]): Record<string, number> {
  const widths: Record<string, number> = {};
  const totals = options.totals ? sumFields(rows, options.totals.fields) : {};
  for (const column of options.columns) {
    if (!isNumericColumn(column)) continue;
    let widest = 0;
    for (const row of rows) widest = Math.max(widest, estimateTextWidth(cellText(column, row[column.field])));
    if (column.field in totals) widest = Math.max(widest, estimateTextWidth(cellText(column, totals[column.field])));
    if (widest > 0) widths[column.field] = widest + CELL_PADDING;
  }
  return widths;
}

/** One button's share of the 'Ação' column: its label at ~8 px a character plus its padding. */
const buttonWidth = (button: RowButtonOptions) => button.label.length * 8 + 28;

/**
 * The 'Ação' column is as wide as the buttons one row can show at once, not all of them: buttons shown only for
 * different values of the same field (1370: Aprovar when aprovado is N, Desaprovar when S) never stand side by
 * side, so only the widest of them counts. The 200+ px the sum gave took the amount columns out of a 1366 px view.
 */
export function actionsColumnWidth(buttons: RowButtonOptions[]): number {
  let always = 0;
  // per field, per value the field must have: the buttons shown together for that value
  const byField = new Map<string, Map<string, number>>();
  for (const button of buttons) {
    const when = button.visibleWhen;
    if (!when || when.equals === undefined || when.empty) {
      always += buttonWidth(button);
      continue;
    }
    const values = byField.get(when.field) ?? new Map<string, number>();
    for (const value of Array.isArray(when.equals) ? when.equals : [when.equals]) {
      const key = JSON.stringify(value);
      values.set(key, (values.get(key) ?? 0) + buttonWidth(button));
    }
    byField.set(when.field, values);
  }
  const alternatives = [...byField.values()].reduce((n, values) => n + Math.max(...values.values()), 0);
  return Math.max(90, 40 + always + alternatives);
}
