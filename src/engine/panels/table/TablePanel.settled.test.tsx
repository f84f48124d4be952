/**
 * Once the grid has its rows, the table hands AG Grid nothing new while it settles (ready, count, totals, drawn):
 * AG Grid takes every prop whose identity changed as an update, and an inline `defaultColDef` rebuilt every column on
 * each of those renders, new rows were handed over once more, and the page sizes' list redrawn (3 to 9 column
 * rebuilds per screen on 1370, 1405, 1416, 1331, 1369 at a phone's CPU; docs/performance.md, "2026-12-07 (later)").
 * The real grid draws; its component is wrapped to read the props each render hands it.
 */
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TableOptions } from './schema.ts';
import { TablePanel } from './TablePanel.tsx';
import { JsdomStyles } from '../../tests/jsdomStyles.tsx';
import { loadGrid } from './gridChunk.ts';
import type { TableGridProps } from './TableGrid.tsx';

const handed: TableGridProps[] = [];
vi.mock('./TableGrid.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./TableGrid.tsx')>();
  return {
    TableGrid: (props: TableGridProps) => {
      handed.push(props);
      return <real.TableGrid {...props} />;
    },
  };
});

const options: TableOptions = {
  title: 'Títulos',
  columns: [
    { field: 'titulo', header: 'Título' },
    { field: 'valor', header: 'Valor', format: 'currency' },
  ],
  totals: { fields: ['valor'] },
  showCount: true,
  search: true,
};
const rows = Array.from({ length: 25 }, (_, i) => ({ titulo: `NF-${1001 + i}`, valor: 100 * (i + 1) }));

describe('a table settling after its grid is created', () => {
  it('hands AG Grid the same options on every render, so nothing is rebuilt', async () => {
    await loadGrid();
    const { container } = render(
      <JsdomStyles>
        <TablePanel options={options} data={rows} loading={false} runAction={vi.fn()} canRun={() => true} />
      </JsdomStyles>,
    );
    // drawn: the rows are there and the grid is no longer kept invisible
    await waitFor(() => expect(container.querySelector('.mirante-table-grid:not(.mirante-table-grid-drawing) .ag-row')).not.toBeNull());
    expect(handed.length).toBeGreaterThan(1); // the table did render again after the grid was created
    const [first, ...later] = handed;
    const changed = later.flatMap((props) => Object.keys(props).filter((key) => props[key as keyof TableGridProps] !== first[key as keyof TableGridProps]));
    expect([...new Set(changed)]).toEqual([]);
  });
});
