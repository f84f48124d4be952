/**
 * Turns the table options into AG Grid column definitions: raw values for sorting and totals,
 * pt-BR formatted text for display, search and CSV, colours via cellStyle, and React renderers only
 * where a cell needs them (actions, tags, row buttons, expand toggle).
 */
import type { CellStyle, ColDef } from 'ag-grid-community';
import { ActionsCell, ExpandCell, ROW_DETAIL, ValueCell, type GridRow } from './cells.tsx';
import { HeaderWithHint } from './HeaderWithHint.tsx';
import type { TableColumnOptions, TableOptions } from './schema.ts';
import { TABLE_DEFAULTS } from '../shared/tableDefaults.ts';
import { withoutPrefix } from '../../format/index.ts';
import { phoneColumns } from './phoneColumns.ts';
import { actionsColumnWidth, compareRaw } from './tableLogic.ts';
import { cellText, cellTextColor, isNumericColumn, searchText } from '../shared/cells.ts';

export const EXPAND_COL_ID = '__mirante_expand';
export const ACTIONS_COL_ID = '__mirante_actions';

function needsRenderer(column: TableColumnOptions): boolean {
  const mapped = column.color && typeof column.color === 'object' && 'map' in column.color ? column.color : undefined;
  return Boolean(column.action || mapped?.tag || mapped?.icon);
}

function dataColumn(column: TableColumnOptions, defaultSort: TableOptions['defaultSort'], contentMin = 0, prefix = ''): ColDef<GridRow> {
  const numeric = isNumericColumn(column);
  const align = column.align ?? (numeric ? 'right' : undefined);
  const tag = column.color && typeof column.color === 'object' && 'map' in column.color && column.color.tag;
  const def: ColDef<GridRow> = {
    colId: column.field,
    field: column.field,
    headerName: column.header,
    initialHide: column.hidden ?? false,
    sortable: column.sortable ?? true,
    pinned: column.pinned ?? null,
    lockPinned: true,
    initialSort: defaultSort?.field === column.field ? defaultSort.dir : undefined,
    minWidth: Math.max(column.minWidth ?? 90, contentMin),
    ...(column.width ? { initialWidth: column.width } : { initialFlex: column.flex ?? 1, minWidth: Math.max(column.minWidth ?? 110, contentMin) }),
    ...(align === 'right' ? { type: 'rightAligned' } : {}),
    valueFormatter: (p) => {
      // The totals row holds the label ('Total') and the sums only; other cells stay blank.
      if (p.node?.rowPinned) return p.value === null || p.value === undefined ? '' : typeof p.value === 'string' ? p.value : cellText(column, p.value);
      // `stripCommonPrefix`: the part that differs; the renderer keeps the whole text as the tooltip.
      return cellText(column, withoutPrefix(p.value, prefix));
    },
    // The search sees the shown text and the raw value; a column can opt out.
    getQuickFilterText: (p) => (column.searchable === false ? '' : searchText(column, p.value)),
    comparator: column.sortField
      ? (_a, _b, nodeA, nodeB) => compareRaw(nodeA.data?.[column.sortField!], nodeB.data?.[column.sortField!], false)
      : (a, b) => compareRaw(a, b, numeric),
    cellStyle: (p): CellStyle | null => {
      const style: CellStyle = {};
      const color = tag ? undefined : cellTextColor(column.color, p.value, p.data);
      if (color) style.color = color;
      if (align === 'center') style.textAlign = 'center';
      return Object.keys(style).length ? style : null;
    },
  };
  if (column.hint) {
    // only the title's inside is ours: AG Grid keeps sorting, resizing and keyboard navigation of its header
    def.headerComponentParams = { innerHeaderComponent: HeaderWithHint, innerHeaderComponentParams: { hint: column.hint } };
  }
  if (needsRenderer(column) || prefix) {
    def.cellRenderer = ValueCell;
    def.cellRendererParams = { column_: column, prefix_: prefix };
  }
  return def;
}

/**
 * Column definitions for the grid, in display order: expand toggle, data columns, 'Ação'.
 * On narrow screens the 'Ação' column scrolls with the rest, so pinned columns leave room to scroll.
 * Numeric columns are at least as wide as their widest value and total (`minWidths`).
 */
export function buildColumnDefs(
  options: TableOptions,
  {
    narrow = false,
    minWidths = {},
    prefixes = {},
  }: {
    narrow?: boolean;
    /** Per field: the width its values and total need (numericMinWidths). */
    minWidths?: Record<string, number>;
    /** Per `stripCommonPrefix` field: the prefix its values share, not shown (columnPrefixes). */
    prefixes?: Record<string, string>;
  } = {},
): ColDef<GridRow>[] {
  const defs: ColDef<GridRow>[] = [];
  if (options.expandable) {
    defs.push({
      colId: EXPAND_COL_ID,
      headerName: '',
      width: 52,
      minWidth: 52,
      maxWidth: 52,
      pinned: options.columns.some((c) => c.pinned === 'left') ? 'left' : null,
      lockPinned: true,
      sortable: false,
      resizable: false,
      suppressMovable: true,
      getQuickFilterText: () => '',
      cellRenderer: ExpandCell,
    });
  }
  for (const column of options.columns) defs.push(dataColumn(column, options.defaultSort, minWidths[column.field], prefixes[column.field]));
  if (narrow) pinForPhone(defs, options);
  if (options.rowActions?.length) {
    defs.push({
      colId: ACTIONS_COL_ID,
      headerName: options.actionsHeader ?? TABLE_DEFAULTS.actionsHeader,
      pinned: narrow ? null : 'right',
      lockPinned: true,
      sortable: false,
      suppressMovable: true,
      width: actionsColumnWidth(options.rowActions),
      getQuickFilterText: () => '',
      cellRenderer: ActionsCell,
    });
  }
  return defs;
}

/** A phone's title column: room for about 16 characters of the name (the rest is cut with '…'). */
export const PHONE_TITLE_WIDTH = 140;

/**
 * Phones (≤ 767 px): what the row is about stays pinned left and its amount pinned right while the other
 * columns scroll between them (phoneColumns.ts chooses them). A definition's own pins give way: two pinned
 * columns already fill a 390 px screen. The amount keeps the width its values need.
 */
function pinForPhone(defs: ColDef<GridRow>[], options: TableOptions): void {
  const { title, value } = phoneColumns(options);
  for (const def of defs) {
    if (def.colId === EXPAND_COL_ID) {
      def.pinned = title ? 'left' : null;
      continue;
    }
    if (def.colId === title) {
      const width = Math.min(def.initialWidth ?? PHONE_TITLE_WIDTH, PHONE_TITLE_WIDTH);
      Object.assign(def, { pinned: 'left', width, minWidth: Math.min(def.minWidth ?? width, width), flex: null });
      delete def.initialFlex;
      delete def.initialWidth;
    } else if (def.colId === value) {
      Object.assign(def, { pinned: 'right', width: def.minWidth, flex: null });
      delete def.initialFlex;
      delete def.initialWidth;
    } else def.pinned = null;
  }
}

/** The data columns exported to CSV (never the toggle or the buttons). */
export function exportColumnIds(options: TableOptions): string[] {
  return options.columns.map((c) => c.field);
}

/** True for the inserted full-width detail rows. */
export function isDetailRow(data: GridRow | undefined): boolean {
  return Boolean(data?.[ROW_DETAIL]);
}
