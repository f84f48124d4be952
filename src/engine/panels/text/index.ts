import type { PanelKind } from '../types.ts';
import type { TextOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

export default { kind: 'text', Component: lazyPanel(() => import('./TextPanel.tsx').then((m) => m.TextPanel)) } satisfies PanelKind<TextOptions>;
