/**
 * AG Grid itself, the table's heavy chunk (~190 kB br): its modules, theme and pt-BR texts. Everything else the
 * table does (toolbar, search, totals, columns, actions) lives in the light TablePanel, so a phone drawing cards
 * (1367) and the first page of rows drawn before this chunk runs (LightRows) never wait for it
 * (docs/performance.md "2026-11-27 (evening)").
 */
import { useMemo } from 'react';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  LocaleModule,
  PaginationModule,
  PinnedRowModule,
  QuickFilterModule,
  RowStyleModule,
  ValidationModule,
  themeQuartz,
  type Module,
} from 'ag-grid-community';
import { AG_GRID_LOCALE_BR } from '@ag-grid-community/locale';
import type { GridRow } from './cells.tsx';
import { GRID_METRICS } from './gridMetrics.ts';

/**
 * Only the AG Grid modules the table uses (AllCommunityModule added editors, filters, row drag,
 * infinite model... to the bundle). In development AG Grid's ValidationModule names any missing one.
 */
const MODULES: Module[] = [
  ClientSideRowModelModule, // rowData
  ClientSideRowModelApiModule, // forEachNodeAfterFilter (totals and count after the search)
  ColumnApiModule, // getAllDisplayedColumns (CSV), setColumnsVisible (column chooser)
  PaginationModule,
  QuickFilterModule, // the search box
  CsvExportModule,
  PinnedRowModule, // the totals row
  CellStyleModule, // sign / mapped colours, alignment
  RowStyleModule, // bold totals, pointer on clickable rows
  LocaleModule, // pt-BR texts
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];

const THEME = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: GRID_METRICS.fontSize,
  headerFontWeight: 600,
  spacing: GRID_METRICS.spacing,
  wrapperBorderRadius: GRID_METRICS.borderRadius,
  // Room for the 'Nenhum registro encontrado' / loading overlay when there are no rows; with rows the grid is exactly
  // as tall as its rows (no blank band above the totals): the class WITH_ROWS takes the minimum off (engine.css).
  // One theme and a class, not a second theme: a theme change makes AG Grid inject its CSS and measure the whole grid
  // again, a second creation's cost on every screen whose rows come after the grid (1369 on a phone: ≈ 1.8 s of
  // blocking time at 4× CPU; docs/performance.md, "2026-12-02: the offline basemap's world, one grid theme").
  autoHeightMinBodyHeight: 120,
});
const WITH_ROWS = 'mirante-grid-with-rows';

/** AG Grid's pt-BR texts; the date placeholder follows the portal's DD/MM/YYYY. */
const LOCALE_TEXT: Record<string, string> = { ...AG_GRID_LOCALE_BR, dateFormatOoo: 'DD/MM/YYYY' };

export interface TableGridProps extends Omit<AgGridReactProps<GridRow>, 'modules' | 'theme' | 'localeText'> {
  /** The table's empty text, for both an empty answer and a search that left no rows. */
  emptyText: string;
  /** Rows are shown (not loading): the grid is exactly as tall as its rows. */
  withRows: boolean;
}

export function TableGrid({ emptyText, withRows, ...props }: TableGridProps) {
  // Same text whether the data is empty or the search left no rows.
  const localeText = useMemo(() => ({ ...LOCALE_TEXT, noRowsToShow: emptyText, noMatchingRows: emptyText }), [emptyText]);
  return <AgGridReact<GridRow> modules={MODULES} theme={THEME} className={withRows ? WITH_ROWS : undefined} localeText={localeText} {...props} />;
}
