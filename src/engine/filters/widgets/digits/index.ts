import { DigitsWidget } from '../DigitsInput.tsx';
import type { FilterWidgetKind } from '../types.ts';

export default { widget: 'digits', Component: DigitsWidget } satisfies FilterWidgetKind;
