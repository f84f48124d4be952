import type { PanelKind } from '../types.ts';
import { schema, type ChartOptions } from './schema.ts';
import { ChartPanel } from './ChartPanel.tsx';

export default { kind: 'chart', schema, Component: ChartPanel } satisfies PanelKind<ChartOptions>;
