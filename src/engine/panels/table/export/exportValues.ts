/**
 * What a table cell becomes in a download (pure, no grid, no DOM): CSV text a pt-BR spreadsheet
 * imports as numbers, and XLSX cells with real number, currency, percent and date types.
 * The screen shows 'R$ 1.022,61'; the CSV writes '1.022,61' (LibreOffice and Excel in pt-BR read it
 * as a number, while 'R$ 1.022,61' stayed text), the XLSX writes 1022.61 with a currency format.
 */
import { EMPTY, formatNumber, parseDate, toNumber, formatValue, type ValueFormat } from '../../../format/index.ts';
import type { NestedColumnOptions } from '../schema.ts';

type ColumnFormat = Pick<NestedColumnOptions, 'format' | 'decimals'>;

const DEFAULT_DECIMALS: Partial<Record<ValueFormat, number>> = { currency: 2, number: 2, quantity: 3, percent: 2 };

/**
 * A code written with digits (cheque 026393, a 44-digit NF-e key): spreadsheets would turn it into a
 * number, dropping leading zeros or writing it as 4,4E+43. Such texts keep their exact digits.
 */
export function isCodeLike(value: unknown): value is string {
  return typeof value === 'string' && /^\d+$/.test(value) && ((value.length > 1 && value.startsWith('0')) || value.length > 11);
}

/** The CSV text of a cell: numbers in pt-BR without currency or percent sign, codes kept as text, dates as shown. */
export function csvValue(column: ColumnFormat, value: unknown): string {
  const format = column.format ?? 'text';
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'currency':
    case 'number':
    case 'quantity':
    case 'percent': {
      const text = formatNumber(value, column.decimals ?? DEFAULT_DECIMALS[format]);
      return text === EMPTY ? '' : text;
    }
    case 'integer': {
      // Whole numbers without grouping: they are often ids (cliente 1234, not 1.234).
      const n = toNumber(value);
      return n === null ? '' : String(Math.round(n));
    }
    case 'text':
      // ="026393" is read as the text 026393 by Excel and LibreOffice (a plain 026393 becomes 26393).
      return isCodeLike(value) ? `="${value}"` : String(value);
    default: {
      const text = formatValue(value, format, column.decimals);
      return text === EMPTY ? '' : text;
    }
  }
}

/** An XLSX cell: value, type and number format (the write-excel-file cell object). */
export interface XlsxCell {
  value: string | number | Date | null;
  type?: StringConstructor | NumberConstructor | DateConstructor;
  format?: string;
  fontWeight?: 'bold';
}

function decimalsPattern(decimals: number): string {
  return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
}

/** The XLSX cell of a value: real numbers (currency with 'R$', percent as a fraction with '%'), dates as dates. */
export function xlsxCell(column: ColumnFormat, value: unknown): XlsxCell {
  const format = column.format ?? 'text';
  if (value === null || value === undefined || value === '') return { value: null };
  const n = toNumber(value);
  const decimals = column.decimals ?? DEFAULT_DECIMALS[format] ?? 2;
  switch (format) {
    case 'currency':
      if (n === null) break;
      return { value: n, type: Number, format: `"R$" #,##${decimalsPattern(decimals)};-"R$" #,##${decimalsPattern(decimals)}` };
    case 'number':
    case 'quantity':
      if (n === null) break;
      return { value: n, type: Number, format: `#,##${decimalsPattern(decimals)}` };
    case 'percent':
      // The APIs send percent units (23.09 means 23,09%); a spreadsheet percent is a fraction.
      if (n === null) break;
      return { value: n / 100, type: Number, format: `${decimalsPattern(decimals)}%` };
    case 'integer':
      if (n === null) break;
      return { value: Math.round(n), type: Number, format: '0' };
    case 'date':
    case 'datetime': {
      const p = parseDate(value);
      if (!p) break;
      // UTC so the day does not move with the browser's time zone when the file is written.
      const date = new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
      return { value: date, type: Date, format: format === 'date' || !p.hasTime ? 'dd/mm/yyyy' : 'dd/mm/yyyy hh:mm' };
    }
    case 'text':
      return { value: String(value), type: String };
    default:
      break;
  }
  const text = formatValue(value, format, column.decimals);
  return { value: text === EMPTY ? null : text, type: String };
}
