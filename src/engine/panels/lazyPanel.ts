import type { ComponentType } from 'react';
import { loadOnUse, type LoadOnUse } from '../runtime/loadOnUse.ts';
import type { PanelProps } from './types.ts';

/**
 * A kind's renderer, loaded on its first use in a chunk of its own with the libraries only it needs
 * (markdown, antd's Progress, Timeline, Descriptions…): a screen downloads the kinds it shows, not all of them.
 * PanelBody's Suspense shows the wait; a screen asks for the renderers it draws at open ahead (renderersReady.ts).
 */
export function lazyPanel<Options>(load: () => Promise<ComponentType<PanelProps<Options>>>): LoadOnUse<PanelProps<Options>> {
  return loadOnUse(load);
}
