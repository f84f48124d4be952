/** Drill-down fragments shared by definitions (plain data). Container, width and fetch defaults live in the engine (src/engine/defaults.ts). */

/** Detail modals only log a failed call (spec 1 §8: the detail tables of the dashboards show no banner). */
export const LOG_ERRORS = { error: { style: 'log' } } as const;

/** A detail table: search, CSV, column chooser, 20 rows a page, the row count, 550 px high (spec 1 §2.7; 1333–1335, 1340). */
export const DETAIL_TABLE = { search: true, columnChooser: true, pageSize: 20, showCount: true, height: 550 } as const;
