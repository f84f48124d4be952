/**
 * The grid's sizes, shared by AG Grid's theme (TableGrid.tsx) and the light first page drawn before it
 * (LightRows.tsx), so the rows do not move when the grid takes over. The heights are what AG Grid's quartz theme
 * draws with this font size and spacing (measured in Chromium; tests/e2e/table-light-rows.e2e.ts fails when they
 * drift), borders included.
 */
export const GRID_METRICS = {
  fontSize: 13,
  /** AG Grid's spacing unit; a cell's horizontal padding is three of them. */
  spacing: 6,
  borderRadius: 8,
  /** A body row, its bottom border included. */
  rowHeight: 36,
  /** The header, its bottom border included. */
  headerHeight: 41,
  /** The pager under a paged grid (two lines on a phone ≤ 576 px, engine.css). */
  pagingHeight: 35.5,
  pagingHeightPhone: 73,
} as const;
