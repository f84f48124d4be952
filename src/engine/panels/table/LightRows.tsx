/**
 * The table's first page of rows as plain HTML, drawn while AG Grid's chunk is still downloading or running
 * (the Suspense fallback of TablePanel): the same columns, widths, headers, texts and row height as the grid, so
 * the rows are on screen sooner and do not move when the grid replaces them. No AG Grid import (it is what this
 * avoids waiting for): the column definitions are only read, their formatters called as the grid calls them.
 * Without rows (loading, or before the answer) it is the empty frame the grid's chunk used to show.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { ColDef } from 'ag-grid-community';
import { ROW_KEY, type GridRow, type TableContext } from './cells.tsx';
import { ACTIONS_COL_ID } from './columnDefs.ts';
import type { TableOptions } from './schema.ts';
import { compareRaw, pageSizeOptions } from './tableLogic.ts';
import { totalsGridRow } from './gridRows.ts';
import { isNumericColumn } from '../shared/cells.ts';
import { RowButtons } from '../shared/RowButtons.tsx';
import { GRID_METRICS } from './gridMetrics.ts';

/** Rows drawn without paging or a box (the grid draws them all; the rest come with it, below the first screens). */
const UNPAGED_ROWS = 50;

/** The grid's sizes as the CSS variables of engine.css's `.mirante-light-*` rules. */
const VARIABLES = {
  '--mirante-light-row-height': `${GRID_METRICS.rowHeight}px`,
  '--mirante-light-header-height': `${GRID_METRICS.headerHeight}px`,
  '--mirante-light-font': `${GRID_METRICS.fontSize}px`,
  '--mirante-light-padding': `${GRID_METRICS.spacing * 3}px`,
  '--mirante-light-radius': `${GRID_METRICS.borderRadius}px`,
  '--mirante-light-paging-height': `${GRID_METRICS.pagingHeight}px`,
  '--mirante-light-paging-height-phone': `${GRID_METRICS.pagingHeightPhone}px`,
} as CSSProperties;

/** AG Grid's width of a column without width or flex. */
const DEFAULT_WIDTH = 200;

type Formatter = (p: { value: unknown; data: GridRow; node: { rowPinned: 'bottom' | null } }) => string;
type Styler = (p: { value: unknown; data: GridRow }) => CSSProperties | null;

interface Column {
  def: ColDef<GridRow>;
  /** A grid-template-columns track: a fixed width, or the flex share above the minimum. */
  track: string;
  fixed: number;
  right: boolean;
}

function toColumn(def: ColDef<GridRow>): Column {
  const flex = def.flex ?? def.initialFlex;
  const width = def.width ?? def.initialWidth ?? DEFAULT_WIDTH;
  const min = def.minWidth ?? 0;
  const right = def.type === 'rightAligned';
  if (flex) return { def, track: `minmax(${min}px, ${flex}fr)`, fixed: min, right };
  const w = Math.min(Math.max(width, min), def.maxWidth ?? Infinity);
  return { def, track: `${w}px`, fixed: w, right };
}

/** The rows of the first page, in the grid's initial order (`defaultSort`, as its comparators sort). */
function firstRows(options: TableOptions, rows: readonly Record<string, unknown>[], count: number): Record<string, unknown>[] {
  const sort = options.defaultSort;
  let list = [...rows];
  if (sort) {
    const column = options.columns.find((c) => c.field === sort.field);
    const key = column?.sortField ?? sort.field;
    const numeric = column ? isNumericColumn(column) && !column.sortField : false;
    list = list.sort((a, b) => compareRaw(a[key], b[key], numeric) * (sort.dir === 'desc' ? -1 : 1));
  }
  return list.slice(0, count);
}

function Cell({ column, row, pinned, context }: { column: Column; row: GridRow; pinned: boolean; context: TableContext }) {
  const { def } = column;
  if (def.colId === ACTIONS_COL_ID) {
    if (pinned) return <div role="cell" className="mirante-light-cell" data-col={def.colId} />;
    const source = context.sourceRow(row[ROW_KEY]) ?? row;
    return (
      <div role="cell" className="mirante-light-cell" data-col={def.colId}>
        <RowButtons buttons={context.options.rowActions} row={source} run={context.run} can={context.can} />
      </div>
    );
  }
  const value = def.field ? row[def.field] : undefined;
  const text = def.valueFormatter ? (def.valueFormatter as unknown as Formatter)({ value, data: row, node: { rowPinned: pinned ? 'bottom' : null } }) : '';
  const style = !pinned && typeof def.cellStyle === 'function' ? (def.cellStyle as unknown as Styler)({ value, data: row }) : null;
  return (
    <div role="cell" className={column.right ? 'mirante-light-cell mirante-light-right' : 'mirante-light-cell'} style={style ?? undefined} data-col={def.colId}>
      {text}
    </div>
  );
}

/** One row: pinned-left cells, the scrolling middle, pinned-right cells, as the grid lays them out. */
function Row({ parts, children, onClick }: { parts: Column[][]; children: (column: Column) => ReactNode; onClick?: (target: EventTarget) => void }) {
  const [left, center, right] = parts;
  const section = (columns: Column[], className: string) =>
    columns.length > 0 && (
      <div className={className} style={{ gridTemplateColumns: columns.map((c) => c.track).join(' '), minWidth: columns.reduce((n, c) => n + c.fixed, 0) }}>
        {columns.map((c) => children(c))}
      </div>
    );
  return (
    <div role="row" className="mirante-light-row" onClick={onClick && ((e) => onClick(e.target))} style={onClick ? { cursor: 'pointer' } : undefined}>
      {section(left!, 'mirante-light-pinned')}
      <div className="mirante-light-center">{section(center!, 'mirante-light-columns')}</div>
      {section(right!, 'mirante-light-pinned')}
    </div>
  );
}

export function LightRows({ options, rows, columnDefs, boxHeight, paged, context, rowAction }: {
  options: TableOptions;
  rows: readonly Record<string, unknown>[];
  columnDefs: ColDef<GridRow>[];
  boxHeight?: number;
  paged: boolean;
  context: TableContext;
  /**
   * The table's `rowAction`: a row tapped before the grid has come opens what it opens in the grid (a phone on a
   * slow network shows these rows for seconds). Only the pointer: the keyboard reaches rows once the grid is there,
   * as these rows are not in the tab order.
   */
  rowAction?: { can(row: GridRow): boolean; click(row: GridRow, target: EventTarget): void };
}) {
  if (rows.length === 0) return <div className="mirante-table-chunk" style={{ minHeight: boxHeight ?? 200 }} aria-busy />;
  const { rowHeight, headerHeight } = GRID_METRICS;
  const page = pageSizeOptions(options)?.size ?? UNPAGED_ROWS;
  const fit = boxHeight ? Math.ceil((boxHeight - headerHeight) / rowHeight) : page;
  const shown = firstRows(options, rows, Math.min(page, fit));
  const columns = columnDefs.filter((d) => !d.initialHide && !d.hide).map(toColumn);
  const parts = [columns.filter((c) => c.def.pinned === 'left'), columns.filter((c) => !c.def.pinned), columns.filter((c) => c.def.pinned === 'right')];
  // Keys as the grid's (buildRows): 'r' and the row's place in the answer, so actions find their row.
  const keyed = shown.map((row) => ({ ...row, [ROW_KEY]: `r${rows.indexOf(row)}` }) as GridRow);
  // the totals row as the grid pins it (TablePanel's refreshSummary; no search yet: every row)
  const totalsRow = totalsGridRow(options, rows);
  return (
    <div
      role="table"
      aria-label={options.title ?? 'Tabela'}
      aria-busy
      className="mirante-light-grid"
      data-light-rows={shown.length}
      style={{ ...VARIABLES, ...(boxHeight ? { height: boxHeight } : {}) }}
    >
      <div role="rowgroup" className="mirante-light-header" style={{ height: headerHeight }}>
        <Row parts={parts}>
          {(c) => (
            <div key={c.def.colId} role="columnheader" className={c.right ? 'mirante-light-cell mirante-light-right' : 'mirante-light-cell'}>
              {c.def.headerName}
            </div>
          )}
        </Row>
      </div>
      <div role="rowgroup" className="mirante-light-body">
        {keyed.map((row) => (
          <Row key={row[ROW_KEY]} parts={parts} onClick={rowAction?.can(row) ? (target) => rowAction.click(row, target) : undefined}>
            {(c) => <Cell key={c.def.colId} column={c} row={row} pinned={false} context={context} />}
          </Row>
        ))}
        {totalsRow && (
          <Row parts={parts}>{(c) => <Cell key={c.def.colId} column={c} row={totalsRow} pinned context={context} />}</Row>
        )}
      </div>
      {paged && !boxHeight && <div className="mirante-light-paging" aria-hidden />}
    </div>
  );
}
