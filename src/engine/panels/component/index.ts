import type { PanelKind } from '../types.ts';
import type { ComponentOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

// The component draws its own empty and loading states (a map, a form): the core adds neither.
export default { kind: 'component', Component: lazyPanel(() => import('./ComponentPanel.tsx').then((m) => m.ComponentPanel)), handlesEmpty: true, handlesLoading: true } satisfies PanelKind<ComponentOptions>;
