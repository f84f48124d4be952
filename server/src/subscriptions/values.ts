import { formatDate } from '../../../common/dateFormat.ts';
import { formatValue as formatAs, xlsxValue, type FormatOptions, type ValueFormat, type XlsxCell } from '../../../common/formatRegistry.ts';
import { EMPTY } from '../../../common/numberFormat.ts';
import type { LineDigest } from './screens.ts';

/**
 * The values of a subscription's message exactly as the portal shows them and writes them to XLSX: the portal's
 * format registry (common/formatRegistry.ts, read by its tables, cards and 'Baixar XLSX'), given a definition's
 * format, decimals and unit. (The filter values and call parameters: requests.ts, from common/ too.)
 */

const options = (o: Partial<LineDigest>): FormatOptions => ({ decimals: o.decimals, unit: o.unit as FormatOptions['unit'] });

/** 'DD/MM/YYYY' of 'YYYY-MM-DD…'; anything else as it came. */
export function brDate(v: unknown): string {
  const text = formatDate(v);
  return text === EMPTY ? String(v ?? EMPTY) : text;
}

/** A value as the portal shows it: 'R$ 1.234,56', '45,68%', '12.345', '21/11/2026'. */
export function formatValue(v: unknown, o: Partial<LineDigest> = {}): string {
  return formatAs(v, (o.format ?? 'text') as ValueFormat, options(o));
}

export type Cell = XlsxCell;

/** The XLSX cell of a value, typed as the portal's 'Baixar XLSX' writes it (numbers, currency, percent as a fraction, dates). */
export function xlsxCell(v: unknown, o: Partial<LineDigest> = {}): Cell {
  return xlsxValue(v, (o.format ?? 'text') as ValueFormat, options(o));
}
