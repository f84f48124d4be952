/**
 * Which two columns a table keeps in view on a phone (issue 28 item 5): what the row is about (pinned left)
 * and its amount (pinned right), so a manager at 390 px reads 'supplier … R$ 1.234,56' on every row without
 * scrolling sideways to find either. Pure: the grid's column definitions apply it (columnDefs.ts).
 *
 * A definition declares them with `phone: { title, value }` where the guess below is wrong; otherwise:
 * - title: the widest-declared text column (the one the definition gave the most room, `flex` 2 or 3: the
 *   supplier, customer or product name), not a tag, icon or code; when no text column was given room, the
 *   first visible column (a date in a cash flow, a plate in the fleet lists);
 * - value: the first visible money column, else the first decimal one (quantity, number, percent); integers
 *   are mostly codes and counts, so they are never guessed.
 */
import type { TableColumnOptions, TableOptions } from './schema.ts';

export interface PhoneColumns {
  /** Field pinned left: what the row is about. */
  title?: string;
  /** Field pinned right: its amount. */
  value?: string;
}

const DECIMAL_FORMATS = new Set(['number', 'quantity', 'percent']);

function isText(column: TableColumnOptions): boolean {
  if (column.format && column.format !== 'text') return false;
  const color = column.color;
  // a tag or an icon says a state, not what the row is
  return !(color && typeof color === 'object' && 'map' in color && (color.tag || color.icon));
}

/** The room a column asked for: its flex weight, 0 for a fixed width (a code, a short label). */
function room(column: TableColumnOptions): number {
  return column.width ? 0 : (column.flex ?? 1);
}

export function phoneColumns(options: TableOptions): PhoneColumns {
  const visible = options.columns.filter((c) => !c.hidden);
  const declared = options.phone ?? {};
  const has = (field: string | undefined) => field !== undefined && visible.some((c) => c.field === field);

  let title = has(declared.title) ? declared.title : undefined;
  if (!title) {
    let best: TableColumnOptions | undefined;
    for (const column of visible) if (isText(column) && room(column) > 1 && (!best || room(column) > room(best))) best = column;
    title = (best ?? visible[0])?.field;
  }

  let value: string | undefined;
  if (declared.value === false) value = undefined;
  else if (has(declared.value)) value = declared.value;
  else {
    const money = visible.find((c) => c.format === 'currency');
    value = (money ?? visible.find((c) => c.format !== undefined && DECIMAL_FORMATS.has(c.format)))?.field;
  }
  return { title, value: value === title ? undefined : value };
}
