import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { screenPage } from './support/screenPage.ts';
import { readSheet } from 'read-excel-file/node';

// CSV and XLSX downloads of a detail table (01.74.1334 cheques) against the real server: pt-BR
// numbers without 'R$', cheque numbers with their leading zeros, and an XLSX that a reader library
// opens with numeric, currency and date cells and the totals row.
const { page } = screenPage({ user: 'ana@mirante.demo', width: 1440, height: 1000 });

const dialog = () => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title') }).last();

async function download(modal: Locator, button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: button }).click()]);
  return readFile((await file.path())!);
}

describe('exports (01.74.1334 Titulos a receber cheque)', () => {
  let modal: Locator;
  let shownCheques: string[];
  let count: number;

  beforeAll(async () => {
    await page.goto('/dashboard_financeiro');
    const cards = page.locator('[data-group="Cheques a receber"] [data-clickable="true"]');
    await cards.first().waitFor();
    // the card with the most cheques
    await cards.last().click();
    modal = dialog();
    await modal.locator('.ag-row:not(.ag-row-pinned)').first().waitFor();
    count = Number((await modal.getByText(/^Total de itens: \d+$/).innerText()).replace(/\D/g, ''));
    shownCheques = (await modal.locator('.ag-row:not(.ag-row-pinned) [col-id="nro_cheque"]').allInnerTexts()).map((t) => t.trim());
  });

  it('CSV: money as pt-BR numbers without R$, cheque numbers with their leading zeros', async () => {
    const bytes = await download(modal, 'Baixar CSV');
    const lines = bytes.subarray(3).toString('utf8').split(/\r?\n/).filter(Boolean);
    const header = lines[0].split(';').map((h) => h.replace(/"/g, ''));
    const valor = header.indexOf('Valor');
    const cheque = header.indexOf('Nº Cheque');
    const rows = lines.slice(1).map((l) => l.split(';').map((c) => c.replace(/^"|"$/g, '').replace(/""/g, '"')));
    expect(rows).toHaveLength(count);
    for (const row of rows) {
      expect(row[valor]).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}$/);
      expect(row.join(';')).not.toContain('R$');
    }
    // a code starting with 0 is written so spreadsheets keep it as text
    const csvCheques = rows.map((r) => r[cheque].replace(/^="(.*)"$/, '$1'));
    expect(csvCheques.slice(0, shownCheques.length)).toEqual(shownCheques);
    const zeroLed = rows.map((r) => r[cheque]).filter((c) => /^="0\d+"$/.test(c));
    expect(zeroLed.length).toBeGreaterThan(0);
    expect(zeroLed.length).toBe(csvCheques.filter((c) => c.startsWith('0')).length);
  });

  it('XLSX: the same columns and rows, numeric/currency/date cells and the totals row', async () => {
    const bytes = await download(modal, 'Baixar XLSX');
    const sheet = await readSheet(bytes);
    const [header, ...rest] = sheet;
    const gridHeaders = (await modal.locator('.ag-header-cell-text').allInnerTexts()).map((h) => h.trim()).filter((h) => h && h !== 'Ação');
    expect(header).toEqual(gridHeaders);
    const totals = rest[rest.length - 1];
    const body = rest.slice(0, -1);
    expect(body).toHaveLength(count);
    const col = (name: string) => header.indexOf(name);
    for (const row of body) {
      expect(typeof row[col('Valor')]).toBe('number');
      expect(row[col('Data Emissão')]).toBeInstanceOf(Date);
      expect(typeof row[col('Dias Atraso')]).toBe('number');
      expect(typeof row[col('Nº Cheque')]).toBe('string');
    }
    expect(body.map((r) => r[col('Nº Cheque')]).slice(0, shownCheques.length)).toEqual(shownCheques);
    // the totals row: its label and the sum of the amounts (what the grid's totals row shows)
    expect(totals).toContain('Total');
    const sum = body.reduce((s, r) => s + (r[col('Valor')] as number), 0);
    expect(totals[col('Valor')] as number).toBeCloseTo(sum, 2);
    const shownTotal = (await modal.locator('.ag-row-pinned [col-id="valor"]').innerText()).trim();
    expect(shownTotal).toBe(`R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(sum)}`);
    // the first data date matches the grid's first row
    const firstShown = (await modal.locator('.ag-row:not(.ag-row-pinned)[row-index="0"] [col-id="data_emissao"]').innerText()).trim();
    const firstDate = body[0][col("Data Emissão")] as unknown as Date;
    expect(firstDate.toLocaleDateString('pt-BR', { timeZone: 'UTC' })).toBe(firstShown);
  });
});
