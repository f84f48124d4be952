/**
 * The buttons of one row ('Ação'): shown by `visibleWhen`, disabled by `disabledWhen` or when the action cannot run.
 * Shared by the grid's actions column and the accordion's document tables (1494).
 */
import { Button, Space } from 'antd';
import type { ActionContext } from '../types.ts';
import type { RowButtonOptions } from './columns.ts';
import { meetsCondition } from './cells.ts';
import { ICONS } from './icons.tsx';

type ButtonAction = RowButtonOptions['action'];

export function RowButtons({ buttons, row, run, can }: {
  buttons: RowButtonOptions[] | undefined;
  row: Record<string, unknown>;
  run(action: ButtonAction, context: ActionContext): void;
  can(action: ButtonAction, context: ActionContext): boolean;
}) {
  const shown = (buttons ?? []).filter((b) => !b.visibleWhen || meetsCondition(b.visibleWhen, row));
  return (
    <Space size={4}>
      {shown.map((b) => (
        <Button
          key={b.label}
          size="small"
          danger={b.danger}
          icon={b.icon ? ICONS[b.icon] : undefined}
          disabled={meetsCondition(b.disabledWhen, row) || !can(b.action, { row })}
          onClick={() => run(b.action, { row })}
        >
          {b.label}
        </Button>
      ))}
    </Space>
  );
}
