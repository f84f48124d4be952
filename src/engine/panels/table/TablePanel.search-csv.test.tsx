import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableOptions } from './schema.ts';
import { bodyRowCount, columnTexts, renderTable, totalCell } from './tableTestKit.tsx';

const titulos = [
  { titulo: 'NF-1001', nome_cliente: 'Padaria Estrela', data_vencimento: '2026-11-20', valor: 1500.5 },
  { titulo: 'NF-1002', nome_cliente: 'Mercado Sol', data_vencimento: '2026-11-21', valor: 250 },
  { titulo: 'NF-1003', nome_cliente: 'PADARIA LUA', data_vencimento: '2026-12-01', valor: 99.9 },
  { titulo: 'NF-1004', nome_cliente: 'Açougue Boi', data_vencimento: null, valor: 10 },
];

const options: TableOptions = {
  search: true,
  columnChooser: true,
  totals: { fields: ['valor'] },
  columns: [
    { field: 'titulo', header: 'Título' },
    { field: 'nome_cliente', header: 'Cliente' },
    { field: 'data_vencimento', header: 'Vencimento', format: 'date' },
    { field: 'valor', header: 'Valor', format: 'currency' },
    { field: 'interno', header: 'Interno', searchable: false },
  ],
};

function typeSearch(text: string) {
  fireEvent.change(screen.getByPlaceholderText('Pesquisar...'), { target: { value: text } });
}

describe('table search', () => {
  it('filters 500 ms after typing, case-insensitively, across columns, and the total follows', async () => {
    const { container } = await renderTable({ options, data: titulos });
    await waitFor(() => expect(totalCell(container, 'valor')).toBe('R$ 1.860,40'));
    typeSearch('padaria');
    // Debounced: nothing filtered right after the keystroke.
    expect(bodyRowCount(container)).toBe(4);
    await waitFor(() => expect(columnTexts(container, 'titulo')).toEqual(['NF-1001', 'NF-1003']));
    await waitFor(() => expect(totalCell(container, 'valor')).toBe('R$ 1.600,40'));
    typeSearch('nf-1002');
    await waitFor(() => expect(columnTexts(container, 'titulo')).toEqual(['NF-1002']));
    // the totals row follows the filtered rows a render later (a race under load): wait for it as for the rows
    await waitFor(() => expect(totalCell(container, 'valor')).toBe('R$ 250,00'));
  });

  it('matches the shown text and the raw value of formatted columns', async () => {
    const { container } = await renderTable({ options, data: titulos });
    typeSearch('21/11/2026');
    await waitFor(() => expect(columnTexts(container, 'titulo')).toEqual(['NF-1002']));
    typeSearch('1.500,50');
    await waitFor(() => expect(columnTexts(container, 'titulo')).toEqual(['NF-1001']));
    typeSearch('2026-12');
    await waitFor(() => expect(columnTexts(container, 'titulo')).toEqual(['NF-1003']));
    typeSearch('');
    await waitFor(() => expect(bodyRowCount(container)).toBe(4));
  });

  it('ignores non-searchable columns and shows the empty text when nothing matches', async () => {
    const { container } = await renderTable({ options, data: titulos.map((t) => ({ ...t, interno: 'segredo' })) });
    typeSearch('segredo');
    await waitFor(() => expect(container).toHaveTextContent('Nenhum registro encontrado'));
    expect(bodyRowCount(container)).toBe(0);
  });
});

describe('table CSV', () => {
  let blobs: Blob[];
  beforeEach(() => {
    blobs = [];
    // jsdom has no object URLs; the download (export/saveFile.ts) goes through URL.createObjectURL(blob).
    Object.assign(URL, {
      createObjectURL: vi.fn((b: Blob) => {
        blobs.push(b);
        return 'blob:mirante-test';
      }),
      revokeObjectURL: vi.fn(),
    });
    // the link's click would be a navigation, which jsdom does not implement
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function readCsv(blob: Blob): Promise<{ bom: boolean; text: string }> {
    const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    });
    const bytes = new Uint8Array(buffer);
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return { bom, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(bom ? 3 : 0)) };
  }

  it("'Baixar CSV' downloads 'arquivo.csv': UTF-8 BOM, ';' separated, pt-BR numbers without 'R$', filtered rows, visible columns", async () => {
    const clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'setAttribute');
    const { container } = await renderTable({ options, data: titulos });
    typeSearch('padaria');
    await waitFor(() => expect(bodyRowCount(container)).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: /Baixar CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(clickSpy).toHaveBeenCalledWith('download', 'arquivo.csv');
    const { bom, text } = await readCsv(blobs[0]!);
    expect(bom).toBe(true);
    expect(text.split('\r\n')).toEqual([
      '"Título";"Cliente";"Vencimento";"Valor";"Interno"',
      '"NF-1001";"Padaria Estrela";"20/11/2026";"1.500,50";""',
      '"NF-1003";"PADARIA LUA";"01/12/2026";"99,90";""',
    ]);
  });

  it('leaves hidden columns out of the CSV', async () => {
    await renderTable({ options: { ...options, columns: options.columns.map((c) => (c.field === 'nome_cliente' ? { ...c, hidden: true } : c)) }, data: titulos.slice(0, 1) });
    fireEvent.click(screen.getByRole('button', { name: /Baixar CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const { text } = await readCsv(blobs[0]!);
    expect(text.split('\r\n')[0]).toBe('"Título";"Vencimento";"Valor";"Interno"');
  });

  it('a download that fails says so in a notification (pt-BR, the file kind, the table, the cause)', async () => {
    vi.mocked(URL.createObjectURL).mockImplementation(() => {
      throw new Error('sem espaço em disco');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderTable({ options: { ...options, title: 'Titulos a receber' }, data: titulos });
    fireEvent.click(screen.getByRole('button', { name: /Baixar CSV/ }));
    expect(await screen.findByText('Não foi possível baixar o arquivo CSV', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/Tabela 'Titulos a receber': sem espaço em disco\. Tente novamente/)).toBeInTheDocument();
  });
});
