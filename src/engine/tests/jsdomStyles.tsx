import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp } from 'antd';

/**
 * antd's CSS-in-JS styles in a detached element instead of the jsdom document, for component tests.
 *
 * Why: jsdom's getComputedStyle matches every rule of every stylesheet of the document against the
 * element, through nwsapi, whose compiled-selector cache is an LRU of 1000 entries. A screen with a
 * table, a form and a modal injects ~1000–1200 antd rules (the Grid alone ~265), so each call
 * walked past the cache and recompiled every selector; AG Grid calls getComputedStyle a few hundred
 * times while mounting (its viewport width). One story took 25–100 s, each one slower than the last.
 * Without the rules in the document a call costs microseconds; jsdom lays nothing out anyway, and
 * the tests read texts, attributes and classes, not styles.
 *
 * Inside it, antd's App, as the portal has one: the engine's notices and confirmations are drawn through it
 * (engine/messages/notices.ts), and go with the test's tree when testing-library unmounts it.
 */
const detached = typeof document === 'undefined' ? undefined : document.createElement('div');

export function JsdomStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={detached}>
      <AntApp>{children}</AntApp>
    </StyleProvider>
  );
}
