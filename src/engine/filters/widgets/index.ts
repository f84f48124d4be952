import type { RegistryWidgetsType } from '@rjsf/utils';
import { Checkbox, Input } from 'antd';
import { createElement } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DateWidget } from './DateWidget.tsx';
import { DateRangeWidget } from './DateRangeWidget.tsx';
import { MonthWidget } from './MonthWidget.tsx';
import { YearWidget } from './YearWidget.tsx';
import { DigitsWidget } from './DigitsInput.tsx';
import { ChoiceWidget } from './ChoiceWidget.tsx';

function TextWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  return createElement(Input, {
    id,
    value: value ?? '',
    disabled: disabled || readonly,
    placeholder: options.placeholder as string | undefined,
    style: { width: (options.width as number | undefined) ?? 200 },
    onChange: (e: { target: { value: string } }) => onChange(e.target.value === '' ? undefined : e.target.value),
  });
}

function CheckboxWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  return createElement(Checkbox, { id, checked: Boolean(value), disabled: disabled || readonly, onChange: (e: { target: { checked: boolean } }) => onChange(e.target.checked) }, label);
}

/** The engine's filter widgets, keyed by the definition's `widget` names. */
export const filterWidgets: RegistryWidgetsType = {
  date: DateWidget,
  dateRange: DateRangeWidget,
  month: MonthWidget,
  year: YearWidget,
  digits: DigitsWidget,
  text: TextWidget,
  select: ChoiceWidget,
  radio: ChoiceWidget,
  checkbox: CheckboxWidget,
};
