import type { RegistryWidgetsType } from '@rjsf/utils';
import { Checkbox, Tooltip } from 'antd';
import { createElement, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DigitsWidget } from './DigitsInput.tsx';
import { ChoiceWidget } from './ChoiceWidget.tsx';
import { LookupWidget } from './LookupWidget.tsx';
import { TextWidget } from './TextWidget.tsx';
import { onDemand } from './onDemand.tsx';

function CheckboxWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  return createElement(Checkbox, { id, checked: Boolean(value), disabled: disabled || readonly, onChange: (e: { target: { checked: boolean } }) => onChange(e.target.checked) }, label);
}

/**
 * A field disabled by a `disabledWhen` rule (FilterForm passes the rule's tooltip as `disabledReason`):
 * the widget is disabled and the tooltip says why ('Limpe o campo NF-e para poder preencher este campo').
 */
function withRules(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function RuledWidget(props: WidgetProps) {
    const reason = props.options.disabledReason as string | undefined;
    const widget = createElement(Widget, props);
    if (!props.disabled || !reason) return widget;
    return createElement(Tooltip, { title: reason }, createElement('span', { 'data-disabled-reason': reason, style: { display: 'inline-block' } }, widget));
  }
  RuledWidget.displayName = `Ruled(${Widget.displayName ?? Widget.name})`;
  return RuledWidget;
}

/** The engine's filter widgets, keyed by the definition's `widget` names. */
export const filterWidgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries({
    // date pickers and selects: loaded when a screen shows one (onDemand.tsx)
    date: onDemand(() => import('./DateWidget.tsx').then((m) => m.DateWidget)),
    dateRange: onDemand(() => import('./DateRangeWidget.tsx').then((m) => m.DateRangeWidget)),
    month: onDemand(() => import('./MonthWidget.tsx').then((m) => m.MonthWidget)),
    year: onDemand(() => import('./YearWidget.tsx').then((m) => m.YearWidget)),
    digits: DigitsWidget,
    text: TextWidget,
    select: ChoiceWidget,
    radio: ChoiceWidget,
    checkbox: CheckboxWidget,
    lookup: LookupWidget,
  } satisfies Record<string, ComponentType<WidgetProps>>).map(([name, widget]) => [name, withRules(widget)]),
);
