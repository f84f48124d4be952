import type { PanelKind } from '../types.ts';
import type { ProgressOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

/** 'progress': percentage circle and half-gauge (1327, 1405, 1482, 1521). */
export default { kind: 'progress', Component: lazyPanel(() => import('./ProgressPanel.tsx').then((m) => m.ProgressPanel)) } satisfies PanelKind<ProgressOptions>;
