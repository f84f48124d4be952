import type { PanelKind } from '../types.ts';
import { schema, type DescriptionsOptions } from './schema.ts';
import { DescriptionsPanel } from './DescriptionsPanel.tsx';

/** 'descriptions': label/value blocks (1398, 1342, tracking detail). */
export default { kind: 'descriptions', schema, Component: DescriptionsPanel } satisfies PanelKind<DescriptionsOptions>;
