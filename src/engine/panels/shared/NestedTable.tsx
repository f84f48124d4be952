/**
 * The simple table shown inside an expanded row (AG Grid's master/detail is Enterprise, so the
 * detail is a full-width row holding this plain, semantic table with the same formats and colours).
 */
import type { NestedColumnOptions } from './columns.ts';
import { TABLE_DEFAULTS } from './tableDefaults.ts';
import { cellText, cellTextColor, isNumericColumn, mappedColor } from './cells.ts';
import { Tag } from 'antd';
import { HintIcon } from '../HintIcon.tsx';

export interface NestedTableProps {
  columns: NestedColumnOptions[];
  rows: Record<string, unknown>[];
  emptyText?: string;
}

/** Row height used to size the full-width detail row (header + rows + padding). */
export const NESTED_ROW_HEIGHT = 32;

export function nestedTableHeight(rowCount: number): number {
  return 16 + NESTED_ROW_HEIGHT * (Math.max(rowCount, 1) + 1) + 4;
}

const cellStyle = { padding: '0 8px', height: NESTED_ROW_HEIGHT, borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' } as const;

export function NestedTable({ columns, rows, emptyText }: NestedTableProps) {
  return (
    <table className="mirante-nested-table" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th
              key={c.field}
              // with a hint the header's name stays its title and the rule is its description (the icon says it too)
              aria-label={c.hint ? c.header : undefined}
              aria-description={c.hint}
              style={{ ...cellStyle, textAlign: c.align ?? (isNumericColumn(c) ? 'right' : 'left'), fontWeight: 600, background: '#fafafa' }}
            >
              {c.header}
              {c.hint && <HintIcon label={c.header} text={c.hint} />}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} style={{ ...cellStyle, textAlign: 'center', color: '#8c8c8c' }}>
              {emptyText ?? TABLE_DEFAULTS.emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => {
                const value = row[c.field];
                const text = cellText(c, value);
                const tag = c.color && typeof c.color === 'object' && 'map' in c.color && c.color.tag;
                return (
                  <td
                    key={c.field}
                    style={{ ...cellStyle, textAlign: c.align ?? (isNumericColumn(c) ? 'right' : 'left'), color: tag ? undefined : cellTextColor(c.color, value, row) }}
                  >
                    {tag && typeof c.color === 'object' && 'map' in c.color ? <Tag color={mappedColor(c.color, value, row)}>{text}</Tag> : text}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
