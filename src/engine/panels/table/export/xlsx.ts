/**
 * 'Baixar XLSX': the same columns and rows as the CSV (visible data columns, rows left by the search,
 * in the grid's order) plus the totals row, as a real spreadsheet. write-excel-file is loaded only on
 * the click, through its writer that zips in the page's thread (vite.config.ts `xlsxInThread`): its public
 * builds compress a sheet over 160 kB in a blob: Web Worker, which the portal's CSP refuses (docs/engine.md).
 */
import type { NestedColumnOptions } from '../schema.ts';
import { xlsxCell, type XlsxCell } from './exportValues.ts';
import { saveFile } from './saveFile.ts';

export interface XlsxExport {
  fileName: string;
  columns: (Pick<NestedColumnOptions, 'field' | 'header' | 'format' | 'decimals' | 'unit' | 'labels'>)[];
  rows: Record<string, unknown>[];
  /** The totals row (label and sums by field), written bold after the rows. */
  totals?: Record<string, unknown>;
}

/** The sheet: a bold header row, one row per data row, the bold totals row. */
export function xlsxSheet({ columns, rows, totals }: XlsxExport): XlsxCell[][] {
  const header = columns.map((c): XlsxCell => ({ value: c.header, type: String, fontWeight: 'bold' }));
  const body = rows.map((row) => columns.map((c) => xlsxCell(c, row[c.field])));
  const sheet = [header, ...body];
  if (totals) {
    sheet.push(
      columns.map((c) => {
        const v = totals[c.field];
        const cell = typeof v === 'string' ? { value: v, type: String } : xlsxCell(c, v);
        return { ...cell, fontWeight: 'bold' } as XlsxCell;
      }),
    );
  }
  return sheet;
}

/** write-excel-file reads parts given as Blobs with this (images: the tables write none). */
async function blobBytes(content: Blob): Promise<Uint8Array> {
  return new Uint8Array(await content.arrayBuffer());
}

/** The .xlsx file of a table (rejects when the library cannot be loaded or the file cannot be built). */
export async function xlsxBlob(data: XlsxExport): Promise<Blob> {
  const { generateXlsxFileSync } = await import('write-excel-file/in-thread');
  const widths = data.columns.map((c) => ({ width: Math.min(60, Math.max(10, c.header.length + 2)) }));
  return generateXlsxFileSync(xlsxSheet(data), { columns: widths, sheet: 'Dados' }, undefined, blobBytes);
}

/** Builds the file and hands it to the browser as a download named `<fileName>.xlsx`. */
export async function downloadXlsx(data: XlsxExport): Promise<void> {
  saveFile(`${data.fileName}.xlsx`, await xlsxBlob(data));
}
