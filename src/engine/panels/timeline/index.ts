import type { PanelKind } from '../types.ts';
import { schema, type TimelineOptions } from './schema.ts';
import { TimelinePanel } from './TimelinePanel.tsx';

/** 'timeline': dated events (1398 Movimentações, 1342, tracking Ocorrências). */
export default { kind: 'timeline', schema, Component: TimelinePanel } satisfies PanelKind<TimelineOptions>;
