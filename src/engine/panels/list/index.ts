import type { PanelKind } from '../types.ts';
import type { ListOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

/** 'list': searchable list with count and % per item, selecting one runs an action (1397). */
export default { kind: 'list', Component: lazyPanel(() => import('./ListPanel.tsx').then((m) => m.ListPanel)), handlesEmpty: true, drawsTitle: true } satisfies PanelKind<ListOptions>;
