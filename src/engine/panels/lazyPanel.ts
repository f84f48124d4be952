import { lazy, type ComponentType } from 'react';
import type { PanelProps } from './types.ts';

/**
 * A kind's renderer, loaded on its first use in a chunk of its own with the libraries only it needs
 * (markdown, antd's Progress, Timeline, Descriptions…): a screen downloads the kinds it shows, not all of them.
 * PanelBody's Suspense shows the wait.
 */
export function lazyPanel<Options>(load: () => Promise<ComponentType<PanelProps<Options>>>): ComponentType<PanelProps<Options>> {
  return lazy(async () => ({ default: await load() }));
}
