import type { PanelKind } from '../types.ts';
import type { DescriptionsOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

/** 'descriptions': label/value blocks (1398, 1342, tracking detail). */
export default { kind: 'descriptions', Component: lazyPanel(() => import('./DescriptionsPanel.tsx').then((m) => m.DescriptionsPanel)) } satisfies PanelKind<DescriptionsOptions>;
