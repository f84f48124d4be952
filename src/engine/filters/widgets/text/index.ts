import type { FilterWidgetKind } from '../types.ts';
import { TextWidget } from './TextWidget.tsx';

export default { widget: 'text', Component: TextWidget } satisfies FilterWidgetKind;
