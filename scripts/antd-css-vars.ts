/**
 * antd's CSS-variable `<style>` elements for the portal's theme, written into index.html at build time.
 *
 * antd 6 with static CSS (zeroRuntime, src/styles/antd-static.css) still writes the *values* of its CSS variables at
 * run time: one `<style>` for the theme's tokens (~12 kB) and one per component type on its first render (Button,
 * Layout, Tooltip…), inserted into <head> inside React's commits, each followed by a style recalculation over the
 * page: 12 on a page load of 1325, ~85 ms of main-thread work at a phone's 4× CPU (docs/performance.md "Phones").
 * Their text depends only on the theme, so the build renders every antd component the portal can render, and their
 * parts, once (react-dom/server, with cssinjs's cache) and writes the elements antd would insert, with the same
 * `data-css-hash` keys: @rc-component/util's `updateCSS` then finds each one in place, with the same text, and leaves
 * the page alone. A component outside the list, or a text that differs, is inserted or rewritten by antd as before:
 * the page is right either way, only slower.
 *
 * The key of the variables' scope (`css-var-mirante`, theme/palette.ts) is fixed: antd's default comes from React's
 * `useId`, which the build's render cannot know.
 */
import emotionHash from '@emotion/hash';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ANTD_THEME } from '../src/theme/palette.ts';
import { usedAntdComponents } from './antd-css.ts';

export interface CssVarStyle {
  /** The element's attributes, as antd's `updateCSS` sets them (`data-css-hash` is the key it looks for). */
  attrs: Record<string, string>;
  css: string;
}

/** cssinjs's hash; loaded through tsx's CommonJS interop, the function can sit on `default`. */
const hash: (text: string) => string = (emotionHash as unknown as { default?: typeof emotionHash }).default ?? emotionHash;

/** One cssinjs cache entry: `token%…` holds the theme's variables, `cssVar%…` one component's. */
type CacheEntry = [number, unknown[]];

type Component = ComponentType<object> & Record<string, unknown>;

/** Renders `component` alone (then with a child, for those that require one) into `cache`. */
function register(cache: ReturnType<typeof createCache>, component: Component): void {
  for (const child of [undefined, createElement('span', null, 'x')]) {
    try {
      renderToString(
        createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme: ANTD_THEME }, createElement(component, null, child))),
      );
      return;
    } catch {
      // a component that needs a child or props: tried again with a child, then left to the browser
    }
  }
}

/** A component and its parts with styles of their own (`Input.Search`, `Typography.Title`, `Layout.Sider`…). */
function withParts(component: Component): Component[] {
  const parts = Object.entries(component)
    .filter(([key, value]) => /^[A-Z]/.test(key) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)))
    .map(([, value]) => value as Component);
  return [component, ...parts];
}

/** The `<style>` elements antd inserts for the portal's theme and the components it imports, in insertion order. */
export function antdCssVarStyles(root: string): CssVarStyle[] {
  const cache = createCache();
  const components = antd as unknown as Record<string, Component>;
  // antd's development build warns about deprecated parts (Input.Group, Menu's children…) rendered here bare: a
  // probe, not the portal's usage, so its warnings would only be noise in the dev server's console
  const { warn, error } = console;
  console.warn = console.error = () => {};
  try {
    for (const name of usedAntdComponents(root)) for (const component of withParts(components[name]!)) register(cache, component);
  } finally {
    Object.assign(console, { warn, error });
  }
  const shared = { 'data-rc-order': 'prependQueue', 'data-rc-priority': '-999' };
  const styles: CssVarStyle[] = [];
  for (const [key, [, value]] of (cache as unknown as { cache: Map<string, CacheEntry> }).cache) {
    const kind = key.split('%')[0];
    if (kind === 'token') {
      // useCacheToken: [token, hashCls, realToken, cssVarsStr, cssVarKey], keyed by hash(`css-var-${cssVarKey}`)
      const [, , , css, cssVarKey] = value as [unknown, unknown, unknown, string, string];
      if (css) styles.push({ attrs: { ...shared, 'data-css-hash': hash(`css-var-${cssVarKey}`), 'data-token-hash': cssVarKey }, css });
    } else if (kind === 'cssVar') {
      // useCSSVarRegister: [token, cssVarsStr, styleId, cssVarKey]
      const [, css, styleId, cssVarKey] = value as [unknown, string, string, string];
      // a part rendered outside its parent (Form.ErrorList) gets no class prefix: `.css-var-mirante.-css-var` matches nothing
      if (css && !css.startsWith(`.${cssVarKey}.-`)) styles.push({ attrs: { ...shared, 'data-css-hash': styleId, 'data-token-hash': cssVarKey }, css });
    }
  }
  return styles;
}
