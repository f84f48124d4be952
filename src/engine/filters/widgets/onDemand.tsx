import { createElement, lazy, Suspense, type ComponentType } from 'react';

/** While a control's code loads: a box of an input's size, so the filter bar does not jump. */
function Loading() {
  return createElement('span', { className: 'mirante-widget-loading', 'aria-busy': true });
}

/**
 * A component loaded on its first use, in a chunk of its own: antd's DatePicker (with rc-picker and dayjs) and
 * Select (with rc-select and its virtual list) are ~35 kB brotli that a screen whose filters are radios, digits
 * or text (1325) never needs.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function OnDemand(props: P) {
    return createElement(Suspense, { fallback: createElement(Loading) }, createElement(Lazy, props));
  }
  return OnDemand;
}
