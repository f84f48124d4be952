/**
 * Pure table rules (no React, no grid): cell colours, search text, totals, row conditions.
 * The renderer wires them into AG Grid; keeping them here makes them testable on their own.
 */
import { PALETTE } from '../../../theme/palette.ts';
import { formatValue, NUMERIC_FORMATS, toNumber, type ValueFormat } from '../../format/index.ts';
import type { ColorOptions, NestedColumnOptions, RowButtonOptions, RowConditionOptions, TableOptions } from './schema.ts';
import { TABLE_DEFAULTS } from './defaults.ts';

/** Spec 1 §9 / §2.6: positive balances green, negative red (AA-contrast tones, src/theme/palette.ts). */
export const POSITIVE_COLOR = PALETTE.positive;
export const NEGATIVE_COLOR = PALETTE.negative;

/** Text colours for antd colour names used in maps (tags use antd's own presets). */
const NAMED_TEXT_COLORS: Record<string, string> = {
  green: POSITIVE_COLOR,
  success: POSITIVE_COLOR,
  red: NEGATIVE_COLOR,
  error: NEGATIVE_COLOR,
  danger: NEGATIVE_COLOR,
  gold: PALETTE.warning,
  yellow: PALETTE.yellow,
  warning: PALETTE.warning,
  orange: PALETTE.orange,
  blue: PALETTE.primary,
  processing: PALETTE.primary,
  purple: PALETTE.purple,
  cyan: PALETTE.cyan,
  default: 'inherit',
};

/** -1, 0 or 1 for numbers and signed texts ('-00:15' is negative); null when there is no value. */
export function signOf(value: unknown): -1 | 0 | 1 | null {
  if (value === null || value === undefined || value === '') return null;
  const n = toNumber(value);
  if (n !== null) return n > 0 ? 1 : n < 0 ? -1 : 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('-')) return -1;
    // Texts such as '00:00:00' are zero; any other digit makes them positive.
    return /[1-9]/.test(text) ? 1 : /\d/.test(text) ? 0 : null;
  }
  return null;
}

/** The colour key a map colour looks up for a value ('A', or 'a' with lowercase). */
function mapKey(color: Extract<ColorOptions, { map: unknown }>, value: unknown): string {
  const key = value === null || value === undefined ? '' : String(value).trim();
  return color.lowercase ? key.toLowerCase() : key;
}

/** The antd colour name (or CSS colour) of a map colour for a value; undefined when none applies. */
export function mappedColor(color: Extract<ColorOptions, { map: unknown }>, value: unknown, row?: Record<string, unknown>): string | undefined {
  // `field`: the colour follows another field of the row (1493: the app version red when 'versao_desatualizada' is S)
  const key = mapKey(color, color.field ? row?.[color.field] : value);
  if (key in color.map) return color.map[key];
  if (color.lowercase) {
    // Allow maps written in upper case with lowercase matching, e.g. { A: 'green' } for 'a'.
    const found = Object.entries(color.map).find(([k]) => k.toLowerCase() === key);
    if (found) return found[1];
  }
  return color.default;
}

/** The CSS text colour of a cell, or undefined for the default colour. */
export function cellTextColor(color: ColorOptions | undefined, value: unknown, row?: Record<string, unknown>): string | undefined {
  if (!color) return undefined;
  if (color === 'sign') {
    const sign = signOf(value);
    return sign === 1 ? POSITIVE_COLOR : sign === -1 ? NEGATIVE_COLOR : undefined;
  }
  if (color === 'negativeRed') {
    const sign = signOf(value);
    return sign === null ? undefined : sign === -1 ? NEGATIVE_COLOR : POSITIVE_COLOR;
  }
  if ('threshold' in color) {
    const n = toNumber(value);
    if (n === null) return undefined;
    return n < color.threshold ? NEGATIVE_COLOR : POSITIVE_COLOR;
  }
  const name = mappedColor(color, value, row);
  if (name === undefined) return undefined;
  return NAMED_TEXT_COLORS[name] ?? name;
}

/** True when a column holds numbers (right-aligned, numeric sort). */
export function isNumericColumn(column: Pick<NestedColumnOptions, 'format'>): boolean {
  return NUMERIC_FORMATS.has((column.format ?? 'text') as ValueFormat);
}

/** The column options that decide a cell's text (the format registry's options). */
type ColumnFormat = Pick<NestedColumnOptions, 'format' | 'decimals' | 'unit' | 'labels'>;

/** The text shown in a cell. */
export function cellText(column: ColumnFormat, value: unknown): string {
  return formatValue(value, column.format ?? 'text', column);
}

/**
 * What the search matches in a cell: the text shown and the raw value, so both '1.234,56' and '1234.56'
 * (or '21/11/2026' and '2026-11-21') find the row.
 */
export function searchText(column: ColumnFormat, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = cellText(column, value);
  const raw = typeof value === 'object' ? '' : String(value);
  return shown === raw ? shown : `${shown} ${raw}`;
}

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

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** Whether a row meets a condition ({ field, equals } and/or { field, empty }). */
export function meetsCondition(condition: RowConditionOptions | undefined, row: Record<string, unknown>): boolean {
  if (!condition) return false;
  const value = row[condition.field];
  if (condition.empty !== undefined && isEmpty(value) !== condition.empty) return false;
  if (condition.equals !== undefined) {
    const options = Array.isArray(condition.equals) ? condition.equals : [condition.equals];
    if (!options.some((o) => o === value || (o !== null && value !== null && value !== undefined && String(o) === String(value)))) return false;
  }
  return condition.empty !== undefined || condition.equals !== undefined;
}

/** Compares two values for sorting by raw value: numbers numerically, the rest as pt-BR text; empties first. */
export function compareRaw(a: unknown, b: unknown, numeric: boolean): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
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
