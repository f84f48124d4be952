import { Checkbox } from 'antd';
import { createElement } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FilterWidgetKind } from '../types.ts';

function CheckboxWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  return createElement(Checkbox, { id, checked: Boolean(value), disabled: disabled || readonly, onChange: (e: { target: { checked: boolean } }) => onChange(e.target.checked) }, label);
}

export default { widget: 'checkbox', Component: CheckboxWidget } satisfies FilterWidgetKind;
