import type { FilterWidgetKind } from '../types.ts';
import { LookupWidget } from './LookupWidget.tsx';

export default { widget: 'lookup', Component: LookupWidget } satisfies FilterWidgetKind;
