import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { HostedComponentProps } from '../engine/panels/component/types.ts';

/**
 * Hand-written components a definition can place (`kind: 'component'`), by folder name:
 * src/components/<name>/index.tsx, default export a component taking HostedComponentProps.
 * Each is its own lazy chunk: a screen that does not use a map never downloads it.
 */
const loaders = import.meta.glob<{ default: ComponentType<HostedComponentProps> }>('./*/index.tsx');

const components = new Map<string, LazyExoticComponent<ComponentType<HostedComponentProps>>>(
  Object.entries(loaders).map(([path, load]) => [path.split('/')[1], lazy(load)]),
);

/** The lazily loaded component named `name`, or undefined when src/components/<name>/ does not exist. */
export function hostedComponent(name: string): LazyExoticComponent<ComponentType<HostedComponentProps>> | undefined {
  return components.get(name);
}

/** Names of every hosted component (check:screens and tests compare definitions against them). */
export const hostedComponentNames = [...components.keys()].sort();
