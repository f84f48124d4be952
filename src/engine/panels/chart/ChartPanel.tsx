import { Suspense } from 'react';
import { loadOnUse } from '../../runtime/loadOnUse.ts';
import { Spin } from 'antd';
import type { PanelProps } from '../types.ts';
import type { ChartOptions } from './schema.ts';

// Vega is large: it is downloaded only when a screen shows a chart.
const ChartView = loadOnUse(() => import('./ChartView.tsx').then((m) => m.default));

export function ChartPanel(props: PanelProps<ChartOptions>) {
  return (
    <div className="mirante-chart-frame" style={{ minHeight: props.options.height ?? 300 }}>
      <Suspense fallback={<Spin />}>
        <ChartView {...props} />
      </Suspense>
    </div>
  );
}
