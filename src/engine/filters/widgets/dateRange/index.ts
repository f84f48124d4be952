import { onDemand } from '../onDemand.tsx';
import type { FilterWidgetKind } from '../types.ts';

// loaded when a screen shows one (onDemand.tsx: antd's DatePicker / Select in a chunk of their own)
const Component = onDemand(() => import('./DateRangeWidget.tsx').then((m) => m.DateRangeWidget));

export default { widget: 'dateRange', Component, preload: Component.preload } satisfies FilterWidgetKind;
