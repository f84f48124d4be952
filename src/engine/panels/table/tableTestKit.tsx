/** Helpers shared by the table's component tests (jsdom): render the panel and find grid cells. */
import { render, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ActionContext, ActionRef } from '../types.ts';
import type { TableOptions } from './schema.ts';
import { TablePanel } from './TablePanel.tsx';
import { JsdomStyles } from '../../tests/jsdomStyles.tsx';
import { loadGrid } from './gridChunk.ts';

export interface RenderTableArgs {
  options: TableOptions;
  data: unknown;
  loading?: boolean;
  canRun?: (action: ActionRef, context: ActionContext) => boolean;
}

export async function renderTable({ options, data, loading = false, canRun = () => true }: RenderTableArgs) {
  const runAction = vi.fn<(action: ActionRef, context: ActionContext) => void>();
  // AG Grid's chunk loaded first: these tests are of the grid (the first page drawn before it: table-light-rows.e2e.ts)
  await loadGrid();
  const view = render(
    <JsdomStyles>
      <TablePanel options={options} data={data} loading={loading} runAction={runAction} canRun={canRun} />
    </JsdomStyles>,
  );
  const { container } = view;
  await waitFor(() => expect(container.querySelector('.ag-root')).not.toBeNull());
  // Rows arrive a frame after the grid itself.
  if (Array.isArray(data) && data.length > 0 && !loading) {
    await waitFor(() => expect(container.querySelector('.ag-grid-scrolling-container .ag-row')).not.toBeNull());
  }
  return { ...view, runAction };
}

/** The cell of a body row (by displayed index) and column id; pinned columns included. */
export function cell(container: HTMLElement, rowIndex: number, colId: string): HTMLElement | null {
  return container.querySelector<HTMLElement>(`.ag-grid-scrolling-container .ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`);
}

/** The texts of one column over the displayed body rows, top to bottom. */
export function columnTexts(container: HTMLElement, colId: string): string[] {
  const rows = [...container.querySelectorAll<HTMLElement>('.ag-grid-scrolling-container .ag-row')];
  const byIndex = new Map<number, string>();
  for (const row of rows) {
    const c = row.querySelector(`[col-id="${colId}"]`);
    if (c) byIndex.set(Number(row.getAttribute('row-index')), c.textContent ?? '');
  }
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, t]) => t);
}

/** The text of a cell of the pinned totals row. */
export function totalCell(container: HTMLElement, colId: string): string | null {
  const rows = container.querySelectorAll('.ag-grid-pinned-bottom-rows-container .ag-row');
  for (const row of rows) {
    const c = row.querySelector(`[col-id="${colId}"]`);
    if (c) return c.textContent;
  }
  return null;
}

/** Number of displayed body rows (not counting the totals row). */
export function bodyRowCount(container: HTMLElement): number {
  const indexes = new Set<string>();
  for (const row of container.querySelectorAll('.ag-grid-scrolling-container .ag-row')) indexes.add(row.getAttribute('row-index') ?? '');
  return indexes.size;
}
