/**
 * The 'table' panel: AG Grid community with pt-BR texts and formats, search, CSV, column chooser,
 * pagination, a totals row over the filtered rows, cell/row/button actions and expandable rows
 * (full-width detail rows, since master/detail is Enterprise). AG Grid itself is another chunk (TableGrid.tsx):
 * this file imports only its types, and draws the first page of rows (LightRows.tsx) until that chunk has run.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import type {
  CellKeyDownEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  IsFullWidthRowParams,
  RowClassParams,
  RowClickedEvent,
  RowHeightParams,
  RowStyle,
} from 'ag-grid-community';
import type { PanelProps } from '../types.ts';
import { DetailRow, ROW_KEY, toPanelAction, type GridRow, type TableAction, type TableContext } from './cells.tsx';
import { buildColumnDefs, isDetailRow } from './columnDefs.ts';
import { nestedTableHeight } from '../shared/NestedTable.tsx';
import { columnPrefixes } from './columnFormats.ts';
import type { TableOptions } from './schema.ts';
import { TABLE_DEFAULTS } from '../shared/tableDefaults.ts';
import { numericMinWidths, pageSizeOptions, totalsRowValues } from './tableLogic.ts';
import { TableToolbar } from './TableToolbar.tsx';
import { buildRows, keepDetailUnderParent, totalsGridRow } from './gridRows.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import { activateCellButton, suppressButtonTab } from './cellKeyboard.ts';
import { csvValue } from './export/exportValues.ts';
import { downloadXlsx } from './export/xlsx.ts';
import { saveFile } from './export/saveFile.ts';
import { exportFileName } from './export/exportFileName.ts';
import { runExport } from './export/exportFailure.ts';
import { useExportPlace } from './export/useExportPlace.ts';
import { usePrintLayout } from './usePrintLayout.ts';
import { LazyTableGrid } from './gridChunk.ts';
import { LightRows } from './LightRows.tsx';
import { useGridHandOver } from './useGridHandOver.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The pinned rows (AG Grid's list) of the totals over `rows`, if the table has totals. */
function totalsRow(options: TableOptions, rows: readonly Record<string, unknown>[]): GridRow[] | undefined {
  const row = totalsGridRow(options, rows);
  return row ? [row] : undefined;
}

/**
 * The grid's options that never change, made once. AG Grid takes every prop whose identity changed as an update: a
 * `defaultColDef` written inline rebuilt all the columns (and redrew the header and rows) on each of the table's
 * renders after the grid was created, and the table renders several times as the grid reports in (ready, count,
 * totals, drawn): 0.1–0.3 s each at a phone's CPU (docs/performance.md, "2026-12-07 (later)").
 */
const DEFAULT_COL_DEF = { resizable: true, suppressHeaderMenuButton: true, suppressKeyboardEvent: suppressButtonTab };
const rowId = (p: GetRowIdParams<GridRow>) => p.data[ROW_KEY];
const isFullWidthRow = (p: IsFullWidthRowParams<GridRow>) => isDetailRow(p.rowNode.data);

export function TablePanel({ options, data, loading, runAction, canRun }: PanelProps<TableOptions>) {
  const source = useMemo(() => (Array.isArray(data) ? data.filter(isRecord) : []), [data]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // new data closes the open rows; the same (empty) set kept, so the grid is not handed new rows on its first render
  useEffect(() => setExpanded((open) => (open.size === 0 ? open : new Set())), [source]);
  const rowData = useMemo(() => buildRows(source, expanded), [source, expanded]);
  const narrow = useNarrowScreen();
  // Numeric columns never cut their values or the totals row ('R$ 10.508.4…').
  const minWidths = useMemo(() => numericMinWidths(options, source), [options, source]);
  // `stripCommonPrefix` columns show what differs ('Matriz', not 'Intercarg Transportes - Matriz').
  const prefixes = useMemo(() => columnPrefixes(options.columns, source), [options.columns, source]);
  const columnDefs = useMemo(() => buildColumnDefs(options, { narrow, minWidths, prefixes }), [options, narrow, minWidths, prefixes]);
  const paging = useMemo(() => pageSizeOptions(options), [options]);
  // Every table can be downloaded (an engine default, issue 28); a definition turns it off only where the spec forbids.
  const exportsShown = options.exports ?? TABLE_DEFAULTS.exports;

  // Search: the input updates at once, the grid filter 500 ms after the last keystroke (spec 1 §5).
  const [searchInput, setSearchInput] = useState('');
  const [quickFilter, setQuickFilter] = useState('');
  useEffect(() => {
    if (searchInput === quickFilter) return;
    const timer = setTimeout(() => setQuickFilter(searchInput), TABLE_DEFAULTS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchInput, quickFilter]);

  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set(options.columns.filter((c) => !c.hidden).map((c) => c.field)));
  // The totals row the grid is created with (the answer's, no search applied yet), as the light rows draw it: added
  // after the grid's first rows, it grew the table by a row once more (refreshSummary keeps it after that).
  const [pinnedBottom, setPinnedBottom] = useState<GridRow[] | undefined>(() => totalsRow(options, loading ? [] : source));
  const [count, setCount] = useState(source.length);
  // Before AG Grid runs (LightRows), the count is the answer's: no search has applied yet.
  const [gridReady, setGridReady] = useState(false);
  const apiRef = useRef<GridApi<GridRow> | null>(null);
  // An export clicked while AG Grid's chunk still loads (the first rows are drawn before it, LightRows.tsx) waits for
  // the grid instead of answering 'not ready': the user asked for the file once, and it comes.
  const gridWaiters = useRef<Array<(api: GridApi<GridRow>) => void>>([]);
  const gridApi = useCallback((): Promise<GridApi<GridRow>> => {
    if (apiRef.current) return Promise.resolve(apiRef.current);
    return new Promise((resolve) => gridWaiters.current.push(resolve));
  }, []);
  const frameRef = useRef<HTMLDivElement>(null);
  // A phone scrolls the page, not a box inside it (whose scroll bar also covered the pinned amount): a paged table
  // there grows with its rows; an unpaged one keeps its box and so draws only the rows in view.
  const boxHeight = narrow && paging !== null ? undefined : options.height;
  usePrintLayout(apiRef, frameRef, { domLayout: boxHeight ? 'normal' : 'autoHeight', paginated: paging !== null });

  // Cell renderers read the latest props through this object (kept stable for the grid).
  const contextRef = useRef<TableContext | null>(null);
  const sourceByKey = useMemo(() => new Map(source.map((row, i) => [`r${i}`, row])), [source]);
  const toggle = useCallback((key: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const context: TableContext = (contextRef.current ??= {} as TableContext);
  context.options = options;
  context.sourceRow = (key) => sourceByKey.get(key);
  context.run = (action: TableAction, ctx) => runAction(toPanelAction(action), ctx);
  context.can = (action: TableAction, ctx) => canRun(toPanelAction(action), ctx);
  context.toggle = toggle;

  /** Recomputes the totals row and the item count over the rows left by the search. */
  const refreshSummary = useCallback(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed()) return;
    const rows: Record<string, unknown>[] = [];
    api.forEachNodeAfterFilter((node) => {
      if (node.data && !isDetailRow(node.data)) rows.push(node.data);
    });
    setCount(rows.length);
    const next = totalsRow(options, rows);
    if (!next) return;
    setPinnedBottom((prev) => (prev && JSON.stringify(prev[0]) === JSON.stringify(next[0]) ? prev : next));
  }, [options]);

  // whether the grid has rows to draw, as of this render
  const withRows = rowData.length > 0 && !loading;
  const { lightRef, gridPlaced, held, drawn, showGrid, gridReady: handOverReady } = useGridHandOver(withRows);

  const onGridReady = useCallback(
    (e: GridReadyEvent<GridRow>) => {
      apiRef.current = e.api;
      gridWaiters.current.splice(0).forEach((resolve) => resolve(e.api));
      setGridReady(true);
      refreshSummary();
      // without rows there is no first data to wait for: the grid's empty frame is the light rows' size
      handOverReady();
    },
    [refreshSummary, handOverReady],
  );

  const rowAction = options.rowAction;
  const rowActionFor = useCallback(
    (data: GridRow | undefined) => {
      if (!rowAction || !data || isDetailRow(data)) return null;
      const row = sourceByKey.get(data[ROW_KEY]);
      return row && canRun(toPanelAction(rowAction), { row }) ? { action: rowAction, row } : null;
    },
    [rowAction, sourceByKey, canRun],
  );

  /** A click on a row (the grid's, or a light row's before the grid has come): its `rowAction`, if it has one. */
  const clickRow = useCallback(
    (data: GridRow | undefined, target: EventTarget | null | undefined) => {
      // Buttons and links inside the row run their own action.
      if (target instanceof Element && target.closest('button, a, input, .ant-tag')) return;
      const found = rowActionFor(data);
      if (found) runAction(toPanelAction(found.action), { row: found.row });
    },
    [rowActionFor, runAction],
  );
  const onRowClicked = useCallback(
    (e: RowClickedEvent<GridRow>) => {
      if (!e.node.rowPinned) clickRow(e.data, e.event?.target);
    },
    [clickRow],
  );

  const onCellKeyDown = useCallback(
    (e: CellKeyDownEvent<GridRow>) => {
      if (activateCellButton(e.event as KeyboardEvent | undefined)) return;
      const key = (e.event as KeyboardEvent | undefined)?.key;
      if ((key !== 'Enter' && key !== ' ') || e.node.rowPinned) return;
      const target = (e.event as KeyboardEvent).target;
      if (target instanceof Element && target.closest('button, a, input')) return;
      const found = rowActionFor(e.data);
      if (!found) return;
      (e.event as KeyboardEvent).preventDefault();
      runAction(toPanelAction(found.action), { row: found.row });
    },
    [rowActionFor, runAction],
  );

  const getRowStyle = useCallback(
    (p: RowClassParams<GridRow>): RowStyle | undefined => {
      if (p.node.rowPinned) return { fontWeight: 600 };
      return rowActionFor(p.data) ? { cursor: 'pointer' } : undefined;
    },
    [rowActionFor],
  );

  const expandable = options.expandable;
  const getRowHeight = useCallback(
    (p: RowHeightParams<GridRow>) => {
      if (!expandable || !isDetailRow(p.data)) return undefined;
      const parent = sourceByKey.get(String(p.data![ROW_KEY]).replace(/:detail$/, ''));
      const list = parent?.[expandable.rowsField];
      return nestedTableHeight(Array.isArray(list) ? list.length : 0);
    },
    [expandable, sourceByKey],
  );

  /** The visible data columns, in the grid's order (what CSV and XLSX export). */
  const exportColumns = useCallback(() => {
    const byField = new Map(options.columns.map((c) => [c.field, c]));
    const api = apiRef.current;
    return (api?.getAllDisplayedColumns() ?? []).map((c) => byField.get(c.getColId())).filter((c) => c !== undefined);
  }, [options.columns]);

  // Downloads are named after the place and its period (export/exportFileName.ts), except the CSV: spec 1 §9 names it.
  const place = useExportPlace(options.title);
  const placeTitle = place.title;
  const notices = App.useApp();

  const exportCsv = useCallback(() => {
    void runExport(notices, 'CSV', placeTitle, async () => {
      const api = await gridApi();
      const columns = exportColumns();
      const byField = new Map(columns.map((c) => [c.field, c]));
      const columnKeys = columns.map((c) => c.field);
      const csv = api.getDataAsCsv({
        columnSeparator: TABLE_DEFAULTS.csvSeparator,
        columnKeys,
        skipPinnedBottom: true,
        shouldRowBeSkipped: (p) => isDetailRow(p.node.data),
        // pt-BR numbers without 'R$' / '%', codes with their leading zeros (export/exportValues.ts).
        processCellCallback: (p) => {
          const column = byField.get(p.column.getColId());
          return column ? csvValue(column, p.value) : String(p.value ?? '');
        },
      });
      // UTF-8 with the byte-order mark (spec 1 §9), as AG Grid's own download writes it.
      saveFile(`${TABLE_DEFAULTS.csvFileName}.csv`, new Blob(['\uFEFF', csv ?? ''], { type: 'text/csv;charset=utf-8' }));
    });
  }, [exportColumns, gridApi, notices, placeTitle]);

  const exportXlsx = useCallback(() => {
    void runExport(notices, 'XLSX', placeTitle, async () => {
      const api = await gridApi();
      const rows: Record<string, unknown>[] = [];
      api.forEachNodeAfterFilterAndSort((node) => {
        if (node.data && !isDetailRow(node.data)) rows.push(node.data);
      });
      // the totals of these rows, as the pinned row shows them (which an export that waited for the grid predates)
      const totals = totalsRowValues(options, rows) ?? undefined;
      await downloadXlsx({ fileName: exportFileName(place), columns: exportColumns(), rows, totals });
    });
  }, [exportColumns, gridApi, notices, options, place, placeTitle]);

  const onToggleColumn = useCallback((field: string, show: boolean) => {
    apiRef.current?.setColumnsVisible([field], show);
    setVisible((prev) => {
      const next = new Set(prev);
      if (show) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);

  return (
    <div className="mirante-table" data-panel-kind="table" ref={frameRef}>
      <TableToolbar
        title={options.title}
        count={options.showCount ? (gridReady ? count : source.length) : undefined}
        search={options.search ? { value: searchInput, onChange: setSearchInput } : undefined}
        chooser={options.columnChooser ? { columns: options.columns, visible, onToggle: onToggleColumn } : undefined}
        onCsv={exportsShown ? exportCsv : undefined}
        onXlsx={exportsShown ? exportXlsx : undefined}
      />
      <div style={{ width: '100%', height: boxHeight, minHeight: drawn || !held ? undefined : held }}>
        {/* Until AG Grid is on the page: the first page of rows as plain HTML, same sizes (LightRows.tsx). */}
        {held === null && (
          <div ref={lightRef}>
            <LightRows options={options} rows={loading ? [] : source} columnDefs={columnDefs} boxHeight={boxHeight} paged={paging !== null} context={context} rowAction={options.rowAction ? { can: (row) => rowActionFor(row) !== null, click: clickRow } : undefined} />
          </div>
        )}
        <Suspense fallback={null}>
          <div ref={gridPlaced} className={drawn ? 'mirante-table-grid' : 'mirante-table-grid mirante-table-grid-drawing'}>
          <LazyTableGrid
            emptyText={options.emptyText ?? TABLE_DEFAULTS.emptyText}
            withRows={withRows}
            rowData={rowData}
            columnDefs={columnDefs}
            context={context}
            getRowId={rowId}
            domLayout={boxHeight ? 'normal' : 'autoHeight'}
            loading={loading}
            quickFilterText={quickFilter}
            pagination={paging !== null}
            paginationPageSize={paging?.size}
            paginationPageSizeSelector={paging ? paging.sizes : false}
            pinnedBottomRowData={pinnedBottom}
            isFullWidthRow={isFullWidthRow}
            fullWidthCellRenderer={DetailRow}
            getRowHeight={getRowHeight}
            postSortRows={keepDetailUnderParent}
            getRowStyle={getRowStyle}
            onGridReady={onGridReady}
            onFirstDataRendered={showGrid}
            onModelUpdated={refreshSummary}
            onRowClicked={onRowClicked}
            onCellKeyDown={onCellKeyDown}
            accentedSort
            enableCellTextSelection
            ensureDomOrder
            suppressColumnVirtualisation
            suppressRowVirtualisation={!boxHeight}
            suppressDragLeaveHidesColumns
            defaultColDef={DEFAULT_COL_DEF}
          />
          </div>
        </Suspense>
      </div>
    </div>
  );
}

