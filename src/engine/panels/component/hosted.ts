import { createContext, useContext, type ComponentType } from 'react';
import type { HostedComponentProps } from './types.ts';

/**
 * The hand-written components a `kind: 'component'` panel can place, looked up by name. The shell hands the
 * lookup to the engine (ScreenRuntime's `components` prop, src/components/registry.ts) so the engine imports
 * no `components/` module: components import the engine (their props type, templates, formats), never the
 * other way round (docs/boundaries.md).
 */
export type HostedComponents = (name: string) => ComponentType<HostedComponentProps> | undefined;

const HostedComponentsContext = createContext<HostedComponents>(() => undefined);

export const HostedComponentsProvider = HostedComponentsContext.Provider;

/** The shell's lookup of hosted components. */
export function useHostedComponents(): HostedComponents {
  return useContext(HostedComponentsContext);
}

/** The component named `name`, or undefined when the shell hosts none by that name. */
export function useHostedComponent(name: string): ComponentType<HostedComponentProps> | undefined {
  return useContext(HostedComponentsContext)(name);
}
