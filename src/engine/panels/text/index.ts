import type { PanelKind } from '../types.ts';
import { schema, type TextOptions } from './schema.ts';
import { TextPanel } from './TextPanel.tsx';

export default { kind: 'text', schema, Component: TextPanel } satisfies PanelKind<TextOptions>;
