import type { PanelKind } from '../types.ts';
import { schema, type ProgressOptions } from './schema.ts';
import { ProgressPanel } from './ProgressPanel.tsx';

/** 'progress': percentage circle and half-gauge (1327, 1405, 1482, 1521). */
export default { kind: 'progress', schema, Component: ProgressPanel } satisfies PanelKind<ProgressOptions>;
