import type { PanelKind } from '../types.ts';
import type { TimelineOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

/** 'timeline': dated events (1398 Movimentações, 1342, tracking Ocorrências). */
export default { kind: 'timeline', Component: lazyPanel(() => import('./TimelinePanel.tsx').then((m) => m.TimelinePanel)) } satisfies PanelKind<TimelineOptions>;
