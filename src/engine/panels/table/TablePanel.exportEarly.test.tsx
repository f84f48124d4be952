import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TablePanel } from './TablePanel.tsx';
import type { TableOptions } from './schema.ts';
import { JsdomStyles } from '../../tests/jsdomStyles.tsx';

// A file of its own: AG Grid's chunk must not have been loaded by an earlier test (React.lazy keeps it per module).
const options: TableOptions = {
  columns: [
    { field: 'titulo', header: 'Título' },
    { field: 'valor', header: 'Valor', format: 'currency' },
  ],
};
const rows = [
  { titulo: 'NF-1001', valor: 1500.5 },
  { titulo: 'NF-1002', valor: 250 },
];

describe('an export asked for before the grid is up', () => {
  const blobs: Blob[] = [];
  beforeEach(() => {
    // jsdom has no object URLs, and the link's click would be a navigation (export/saveFile.ts)
    const createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:mirante-test'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("'Baixar CSV' clicked while AG Grid's chunk still loads waits for the grid and downloads", async () => {
    render(
      <JsdomStyles>
        <TablePanel options={options} data={rows} loading={false} runAction={vi.fn()} canRun={() => true} />
      </JsdomStyles>,
    );
    expect(document.querySelector('.ag-root')).toBeNull(); // the first page of rows, drawn before the grid
    fireEvent.click(screen.getByRole('button', { name: /Baixar CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    // jsdom's Blob has no text(): read it as a browser would hand it to a FileReader
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
      reader.readAsText(blobs[0]!);
    });
    expect(text.split('\r\n')).toEqual(['"Título";"Valor"', '"NF-1001";"1.500,50"', '"NF-1002";"250,00"']);
    expect(screen.queryByText('Não foi possível baixar o arquivo CSV')).toBeNull();
  });
});
