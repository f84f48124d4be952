import { ChoiceWidget } from '../ChoiceWidget.tsx';
import type { FilterWidgetKind } from '../types.ts';

export default { widget: 'select', Component: ChoiceWidget } satisfies FilterWidgetKind;
