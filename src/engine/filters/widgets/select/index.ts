import { ChoiceWidget, preloadSelect } from '../ChoiceWidget.tsx';
import type { FilterWidgetKind } from '../types.ts';

export default { widget: 'select', Component: ChoiceWidget, preload: preloadSelect } satisfies FilterWidgetKind;
