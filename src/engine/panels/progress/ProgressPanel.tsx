import { Progress, Typography } from 'antd';
import { getPath } from '../../calls/templates.ts';
import { formatPercent } from '../../format/index.ts';
import { FieldLines } from '../FieldLines.tsx';
import type { PanelProps } from '../types.ts';
import type { ProgressOptions } from './schema.ts';
import { progressArc } from './progressLogic.ts';

/** Percentage circles and half-gauges (see schema.ts for the screens using it). */
export function ProgressPanel({ options, data }: PanelProps<ProgressOptions>) {
  const source = Array.isArray(data) ? data[0] : data;
  return (
    <div className="mirante-progress" data-panel-kind="progress">
      {options.items.map((item) => {
        const raw = getPath(source, item.value);
        const { drawn, color, percent } = progressArc(raw, item.successAt);
        const text = formatPercent(percent, item.decimals ?? 2);
        const gauge = item.shape === 'gauge';
        return (
          <div key={item.label} className="mirante-progress-item" data-progress={item.label} data-color={color}>
            <Typography.Text strong>{item.label}</Typography.Text>
            <Progress
              type={gauge ? 'dashboard' : 'circle'}
              percent={drawn}
              strokeColor={color}
              // The half-gauge is a dashboard with the lower half open.
              {...(gauge ? { gapDegree: 180, gapPlacement: 'bottom' as const } : {})}
              size={item.size ?? 140}
              format={() => <span data-progress-text>{text}</span>}
              aria-label={`${item.label}: ${text}`}
            />
            <FieldLines lines={item.lines} item={source} />
          </div>
        );
      })}
    </div>
  );
}
