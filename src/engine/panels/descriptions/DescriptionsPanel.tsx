import { Descriptions } from 'antd';
import { visibleLines } from '../FieldLines.tsx';
import type { PanelProps } from '../types.ts';
import type { DescriptionsOptions } from './schema.ts';

/** Label/value blocks of one record (see schema.ts for the screens using it). */
export function DescriptionsPanel({ options, data }: PanelProps<DescriptionsOptions>) {
  const source = Array.isArray(data) ? data[0] : data;
  const columns = options.columns ?? 3;
  return (
    <Descriptions
      data-panel-kind="descriptions"
      size="small"
      bordered
      layout={options.layout ?? 'horizontal'}
      column={{ xs: 1, sm: 1, md: Math.min(2, columns), lg: columns, xl: columns, xxl: columns }}
      items={visibleLines(options.items, source).map(({ line, text }) => ({ key: line.value, label: line.label, children: text }))}
    />
  );
}
