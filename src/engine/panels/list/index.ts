import type { PanelKind } from '../types.ts';
import { schema, type ListOptions } from './schema.ts';
import { ListPanel } from './ListPanel.tsx';

/** 'list': searchable list with count and % per item, selecting one runs an action (1397). */
export default { kind: 'list', schema, Component: ListPanel, handlesEmpty: true } satisfies PanelKind<ListOptions>;
