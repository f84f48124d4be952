import { createElement, Suspense, type ComponentType } from 'react';
import { loadOnUse, type LoadOnUse } from '../../runtime/loadOnUse.ts';

/** While a control's code loads: a box of an input's size, so the filter bar does not jump. */
function Loading() {
  return createElement('span', { className: 'mirante-widget-loading', 'aria-busy': true });
}

/**
 * A component loaded on its first use, in a chunk of its own: antd's DatePicker (with rc-picker and dayjs) and
 * Select (with rc-select and its virtual list) are ~35 kB brotli that a screen whose filters are radios, digits
 * or text (1325) never needs. A screen with such a control asks for it when it opens (renderersReady.ts), so the box
 * above is seen only where a control appears later.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): LoadOnUse<P> {
  const Loaded = loadOnUse(load);
  function OnDemand(props: P) {
    return createElement(Suspense, { fallback: createElement(Loading) }, createElement(Loaded, props));
  }
  return Object.assign(OnDemand, { preload: Loaded.preload });
}
