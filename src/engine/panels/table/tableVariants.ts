/**
 * Table options that change WHICH table(s) are drawn, kept out of TablePanel.tsx (pure, tested in node):
 * columns shown by a filter value (1329 valor/quantidade), one table per group of rows (1338), fields under another
 * name (1476/1478 qtdade_produziu / qtd_produziu), fields computed per row (1493/1494 `derived`).
 */
import { resolveText, type TemplateScope } from '../../calls/templates.ts';
import type { FilterConditionOptions, TableOptions } from './schema.ts';
import { matches } from '../../conditions/matches.ts';


function holds(condition: FilterConditionOptions, filters: Record<string, unknown> | undefined): boolean {
  return matches(condition, filters?.[condition.filter]);
}

/** The options with only the columns whose `showWhen` holds for the current filter values. */
export function columnsForFilters(options: TableOptions, filters: Record<string, unknown> | undefined): TableOptions {
  if (!options.columns.some((c) => c.showWhen)) return options;
  return { ...options, columns: options.columns.filter((c) => !c.showWhen || holds(c.showWhen, filters)) };
}

/**
 * Rows with each aliased field filled from its other name when the row lacks it (null/undefined): `{ qtd_produziu:
 * 'qtdade_produziu' }` shows an answer's `qtd_produziu` in the `qtdade_produziu` column. Non-list data is returned as is.
 */
export function withFieldAliases(data: unknown, aliases: TableOptions['fieldAliases']): unknown {
  if (!aliases || !Array.isArray(data)) return data;
  const pairs = Object.entries(aliases);
  return data.map((row) => {
    if (!isRecord(row)) return row;
    const missing = pairs.filter(([alias, field]) => (row[field] === null || row[field] === undefined) && row[alias] !== null && row[alias] !== undefined);
    if (missing.length === 0) return row;
    const out = { ...row };
    for (const [alias, field] of missing) out[field] = row[alias];
    return out;
  });
}

export interface RowGroup {
  /** Stable key of the group (its position). */
  key: string;
  title: string;
  rows: Record<string, unknown>[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The groups of `groupBy`: with `rowsField`, each item is a group holding its rows; with `field`, rows
 * with the same value form a group, groups in order of first appearance. Titles read the group's
 * item (or its first row) as '{row.x}'.
 */
export function groupRows(data: unknown, groupBy: NonNullable<TableOptions['groupBy']>, scope: TemplateScope): RowGroup[] {
  const items = Array.isArray(data) ? data.filter(isRecord) : [];
  if (groupBy.rowsField) {
    return items.map((item, i) => {
      const rows = item[groupBy.rowsField!];
      return { key: `g${i}`, title: resolveText(groupBy.title, { ...scope, row: item }), rows: Array.isArray(rows) ? rows.filter(isRecord) : [] };
    });
  }
  const field = groupBy.field;
  const byValue = new Map<string, Record<string, unknown>[]>();
  for (const row of items) {
    const key = field ? String(row[field] ?? '') : '';
    const list = byValue.get(key);
    if (list) list.push(row);
    else byValue.set(key, [row]);
  }
  return [...byValue.values()].map((rows, i) => ({ key: `g${i}`, title: resolveText(groupBy.title, { ...scope, row: rows[0] }), rows }));
}
