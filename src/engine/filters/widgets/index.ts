import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { Tooltip } from 'antd';
import { createElement, type ComponentType } from 'react';
import type { FilterWidgetKind } from './types.ts';

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

/** The widget registry, keyed by `widget`, refusing duplicates (like the panel kinds', src/engine/registry.ts). */
export function buildWidgetRegistry(kinds: FilterWidgetKind[]): RegistryWidgetsType {
  const widgets: RegistryWidgetsType = {};
  for (const k of kinds) {
    if (Object.hasOwn(widgets, k.widget)) throw new Error(`Filter widget '${k.widget}' is registered twice`);
    widgets[k.widget] = withRules(k.Component);
  }
  return widgets;
}

const modules = import.meta.glob<{ default: FilterWidgetKind }>('./*/index.ts', { eager: true });

/** The engine's filter widgets, keyed by the definition's `widget` names: every filters/widgets/<widget>/index.ts. */
export const filterWidgets: RegistryWidgetsType = buildWidgetRegistry(Object.values(modules).map((m) => m.default));

/** The code of the widgets that come in a chunk of their own, by `widget` name (renderersReady.ts asks for it). */
export const widgetPreloads: ReadonlyMap<string, () => Promise<unknown>> = new Map(
  Object.values(modules).flatMap(({ default: k }) => (k.preload ? [[k.widget, k.preload] as const] : [])),
);
