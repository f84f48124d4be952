import type { PanelKind } from '../types.ts';
import { schema, type ComponentOptions } from './schema.ts';
import { ComponentPanel } from './ComponentPanel.tsx';

// The component draws its own empty and loading states (a map, a form): the core adds neither.
export default { kind: 'component', schema, Component: ComponentPanel, handlesEmpty: true, handlesLoading: true } satisfies PanelKind<ComponentOptions>;
