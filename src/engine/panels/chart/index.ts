import type { PanelKind } from '../types.ts';
import type { ChartOptions } from './schema.ts';
import { ChartPanel } from './ChartPanel.tsx';

// Vega: drawn when the panel comes near the viewport (runtime/WhenNear.tsx).
export default { kind: 'chart', Component: ChartPanel, drawsWhenNear: true } satisfies PanelKind<ChartOptions>;
