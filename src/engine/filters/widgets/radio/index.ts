import { ChoiceWidget } from '../ChoiceWidget.tsx';
import type { FilterWidgetKind } from '../types.ts';

export default { widget: 'radio', Component: ChoiceWidget } satisfies FilterWidgetKind;
