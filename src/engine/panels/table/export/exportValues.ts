/**
 * What a table cell becomes in a download (pure, no grid, no DOM): CSV text a pt-BR spreadsheet
 * imports as numbers, and XLSX cells with real number, currency, percent and date types.
 * The screen shows 'R$ 1.022,61'; the CSV writes '1.022,61' (LibreOffice and Excel in pt-BR read it
 * as a number, while 'R$ 1.022,61' stayed text), the XLSX writes 1022.61 with a currency format.
 * Each format's export form is written in the format registry (src/engine/format/registry.ts).
 */
import { csvText, xlsxValue, type XlsxCell } from '../../../format/index.ts';
import type { NestedColumnOptions } from '../schema.ts';

export { isCodeLike, type XlsxCell } from '../../../format/index.ts';

/** The column options that decide how a value is written. */
export type ColumnFormat = Pick<NestedColumnOptions, 'format' | 'decimals' | 'unit' | 'labels'>;

/** The CSV text of a cell: numbers in pt-BR without currency or percent sign, codes kept as text, dates as shown. */
export function csvValue(column: ColumnFormat, value: unknown): string {
  return csvText(value, column.format ?? 'text', column);
}

/** The XLSX cell of a value: real numbers (currency with 'R$', percent as a fraction with '%'), dates as dates. */
export function xlsxCell(column: ColumnFormat, value: unknown): XlsxCell {
  return xlsxValue(value, column.format ?? 'text', column);
}
