/**
 * The grid's row list: API rows keyed by position, with a full-width detail row inserted under each
 * expanded row and kept there whatever the sort.
 */
import type { PostSortRowsParams } from 'ag-grid-community';
import { ROW_DETAIL, ROW_EXPANDED, ROW_KEY, type GridRow } from './cells.tsx';
import { isDetailRow } from './columnDefs.ts';
import type { TableOptions } from './schema.ts';
import { totalsRowValues } from './tableLogic.ts';

/** The totals row over `rows` as the grid pins it (and the light rows draw it before the grid), if the table has totals. */
export function totalsGridRow(options: TableOptions, rows: readonly Record<string, unknown>[]): GridRow | null {
  const values = totalsRowValues(options, rows);
  return values ? { [ROW_KEY]: '__mirante_totals', ...values } : null;
}

/** Grid rows: the API rows keyed by position, each expanded one followed by its detail row. */
export function buildRows(source: Record<string, unknown>[], expanded: ReadonlySet<string>): GridRow[] {
  const rows: GridRow[] = [];
  source.forEach((row, i) => {
    const key = `r${i}`;
    const isOpen = expanded.has(key);
    rows.push({ ...row, [ROW_KEY]: key, [ROW_EXPANDED]: isOpen });
    // The detail row carries the parent's values so sorting and the search keep it with its parent.
    if (isOpen) rows.push({ ...row, [ROW_KEY]: `${key}:detail`, [ROW_DETAIL]: true });
  });
  return rows;
}

/** After any sort, each detail row goes right under its parent row. */
export function keepDetailUnderParent(params: PostSortRowsParams<GridRow>): void {
  const nodes = params.nodes;
  if (!nodes.some((n) => isDetailRow(n.data))) return;
  const details = new Map(nodes.filter((n) => isDetailRow(n.data)).map((n) => [String(n.data![ROW_KEY]).replace(/:detail$/, ''), n]));
  const ordered = [];
  for (const node of nodes) {
    if (isDetailRow(node.data)) continue;
    ordered.push(node);
    const detail = node.data ? details.get(node.data[ROW_KEY]) : undefined;
    if (detail) ordered.push(detail);
  }
  nodes.splice(0, nodes.length, ...ordered);
}

