import { onDemand } from '../onDemand.tsx';
import type { FilterWidgetKind } from '../types.ts';

// loaded when a screen shows one (onDemand.tsx: antd's DatePicker / Select in a chunk of their own)
const Component = onDemand(() => import('./YearWidget.tsx').then((m) => m.YearWidget));

export default { widget: 'year', Component, preload: Component.preload } satisfies FilterWidgetKind;
