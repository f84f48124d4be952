/**
 * React cell renderers of the table: values with a click action or a coloured tag, the row buttons
 * ('Ação'), the expand toggle and the full-width detail row. They read what they need from the grid
 * context (TableContext) so column definitions stay stable while the panel's props change.
 */
import { Button, Tag, Tooltip } from 'antd';
import {
  EnvironmentFilled,
  FlagFilled,
  InfoCircleFilled,
  MinusOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ReactNode } from 'react';
import type { ActionContext, ActionRef } from '../types.ts';
import { NestedTable } from '../shared/NestedTable.tsx';
import type { TableColumnOptions, TableOptions } from './schema.ts';
import { cellText, cellTextColor, mappedColor } from '../shared/cells.ts';
import { withoutPrefix } from '../../format/index.ts';
import { RowButtons } from '../shared/RowButtons.tsx';

/** Internal keys the table adds to each grid row (never shown, never exported). */
export const ROW_KEY = '__mirante_key';
export const ROW_DETAIL = '__mirante_detail';
export const ROW_EXPANDED = '__mirante_expanded';

export type GridRow = Record<string, unknown> & { [ROW_KEY]: string; [ROW_DETAIL]?: boolean; [ROW_EXPANDED]?: boolean };

/** Any action a definition declares (the schema's type); handed to the engine through PanelProps. */
export type TableAction = NonNullable<TableOptions['rowAction']>;

/** What cell renderers read through the grid context; mutated in place on every render of the panel. */
export interface TableContext {
  options: TableOptions;
  /** The row as the API sent it, by grid key (what actions receive). */
  sourceRow(key: string): Record<string, unknown> | undefined;
  run(action: TableAction, context: ActionContext): void;
  can(action: TableAction, context: ActionContext): boolean;
  toggle(key: string): void;
}

/** The definition's action as the panel contract takes it (both come from src/engine/actions/schema.ts). */
export function toPanelAction(action: TableAction): ActionRef {
  return action;
}


const CELL_ICONS = { environment: EnvironmentFilled, flag: FlagFilled, info: InfoCircleFilled } as const;

type CellProps = CustomCellRendererProps<GridRow, unknown, TableContext> & { column_: TableColumnOptions; prefix_?: string };

/** A value cell with a coloured tag and/or a click action (a link only when the action can run). */
export function ValueCell(props: CellProps) {
  const { column_: column, prefix_: prefix = '', value, data, node, context } = props;
  const text = cellText(column, withoutPrefix(value, prefix));
  if (!data || node.rowPinned) return <>{text}</>;
  const color = column.color;
  // Without the shared prefix the whole text is the cell's tooltip (title), so nothing is lost.
  const full = prefix ? cellText(column, value) : undefined;
  let content: ReactNode = full && full !== text ? <span title={full}>{text}</span> : text;
  if (color && typeof color === 'object' && 'map' in color && color.tag) {
    const tagColor = mappedColor(color, value, data);
    content = value === null || value === undefined || value === '' ? text : <Tag color={tagColor}>{text}</Tag>;
  }
  if (color && typeof color === 'object' && 'map' in color && color.icon) {
    // an icon coloured by the map, the text as its tooltip and accessible name (1369's route indicator)
    const Icon = CELL_ICONS[color.icon];
    content =
      value === null || value === undefined || value === '' ? null : (
        <Tooltip title={text}>
          <span role="img" aria-label={text} tabIndex={0} className="mirante-cell-icon" style={{ color: cellTextColor(color, value, data) }}>
            <Icon aria-hidden />
          </span>
        </Tooltip>
      );
  }
  const action = column.action;
  if (action) {
    const row = context.sourceRow(data[ROW_KEY]) ?? data;
    if (context.can(action, { row, value })) {
      return (
        <Button
          type="link"
          size="small"
          className="mirante-table-cell-action"
          style={{ padding: 0, height: 'auto', color: 'inherit', textDecoration: 'underline' }}
          onClick={() => context.run(action, { row, value })}
        >
          {content}
        </Button>
      );
    }
  }
  return <>{content}</>;
}

/** The 'Ação' column: one real button per row action. */
export function ActionsCell(props: CustomCellRendererProps<GridRow, unknown, TableContext>) {
  const { data, node, context } = props;
  if (!data || node.rowPinned || data[ROW_DETAIL]) return null;
  const row = context.sourceRow(data[ROW_KEY]) ?? data;
  return <RowButtons buttons={context.options.rowActions} row={row} run={context.run} can={context.can} />;
}

/** The expand toggle of an expandable row. */
export function ExpandCell(props: CustomCellRendererProps<GridRow, unknown, TableContext>) {
  const { data, node, context } = props;
  if (!data || node.rowPinned || data[ROW_DETAIL]) return null;
  const expanded = Boolean(data[ROW_EXPANDED]);
  return (
    <Button
      size="small"
      type="text"
      aria-expanded={expanded}
      aria-label={expanded ? 'Recolher linha' : 'Expandir linha'}
      icon={expanded ? <MinusOutlined /> : <PlusOutlined />}
      onClick={() => context.toggle(data[ROW_KEY])}
    />
  );
}

/** The full-width row under an expanded row: a simple table of row[rowsField]. */
export function DetailRow(props: CustomCellRendererProps<GridRow, unknown, TableContext>) {
  const { data, context } = props;
  const expandable = context.options.expandable;
  if (!data || !expandable) return null;
  const parentKey = String(data[ROW_KEY]).replace(/:detail$/, '');
  const row = context.sourceRow(parentKey) ?? {};
  const rows = Array.isArray(row[expandable.rowsField]) ? (row[expandable.rowsField] as Record<string, unknown>[]) : [];
  return (
    // AG Grid gives the full-width row role="row"; a row must hold cells (axe aria-required-children), so the detail is one.
    // It scrolls when its lines are wide or many (1475/1477's detail lines): focusable, so the keyboard can scroll it.
    <div className="mirante-table-detail" role="gridcell" tabIndex={0} style={{ padding: '8px 16px 8px 48px', height: '100%', boxSizing: 'border-box', overflow: 'auto' }}>
      <NestedTable columns={expandable.columns} rows={rows} emptyText={expandable.emptyText} />
    </div>
  );
}
