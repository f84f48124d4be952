import type { ComponentType } from 'react';
import type { HostedComponentProps } from '../engine/panels/component/types.ts';
import { loadOnUse, type LoadOnUse } from '../engine/runtime/loadOnUse.ts';

/**
 * Hand-written components a definition can place (`kind: 'component'`), by folder name:
 * src/components/<name>/index.tsx, default export a component taking HostedComponentProps.
 * Each is its own lazy chunk: a screen that does not use a map never downloads it; a screen that places one asks
 * for it when it opens (the engine's renderersReady), so the panel is drawn at its size at once.
 */
const loaders = import.meta.glob<{ default: ComponentType<HostedComponentProps> }>('./*/index.tsx');

const components = new Map<string, LoadOnUse<HostedComponentProps>>(
  Object.entries(loaders).map(([path, load]) => [path.split('/')[1]!, loadOnUse(async () => (await load()).default)]),
);

/** The lazily loaded component named `name`, or undefined when src/components/<name>/ does not exist. */
export function hostedComponent(name: string): LoadOnUse<HostedComponentProps> | undefined {
  return components.get(name);
}

/** Names of every hosted component (check:screens and tests compare definitions against them). */
export const hostedComponentNames = [...components.keys()].sort();
