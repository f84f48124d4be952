import { onDemand } from '../onDemand.tsx';
import type { FilterWidgetKind } from '../types.ts';

// loaded when a screen shows one (onDemand.tsx: antd's DatePicker / Select in a chunk of their own)
const Component = onDemand(() => import('./MonthWidget.tsx').then((m) => m.MonthWidget));

export default { widget: 'month', Component, preload: Component.preload } satisfies FilterWidgetKind;
