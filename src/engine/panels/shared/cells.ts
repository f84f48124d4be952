/**
 * What a cell of any row-showing kind (table, accordion, nested table) shows: its text, colour and numeric
 * alignment, and whether a row meets a condition. Pure (no React, no grid); shared through this module so the
 * accordion never reaches into the table's folder.
 */
import { PALETTE } from '../../../theme/palette.ts';
import { formatValue, NUMERIC_FORMATS, toNumber, type ValueFormat } from '../../format/index.ts';
import type { ColorOptions, NestedColumnOptions, RowConditionOptions } from './columns.ts';
import { rowMatches } from '../../conditions/matches.ts';

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

/** Whether a row meets a condition of the one condition language (src/engine/conditions/); none: false. */
export function meetsCondition(condition: RowConditionOptions | undefined, row: Record<string, unknown>): boolean {
  return condition ? rowMatches(condition, row) : false;
}
