import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code is loaded on first use and can be asked for ahead. */
export type LoadOnUse<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component in a chunk of its own, loaded on its first use (it suspends: the caller's Suspense shows the wait) or
 * ahead by `preload()`. Once its code is there it draws at once, without suspending, so a screen that asked for
 * what it draws before drawing (renderersReady.ts) paints each panel and control at its real size in one go.
 * React.lazy alone suspends once even for a chunk already loaded.
 */
export function loadOnUse<P extends object>(load: () => Promise<ComponentType<P>>): LoadOnUse<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download (offline) is tried again on the next use
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));
  function LoadedOnUse(props: P) {
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(LoadedOnUse, { preload });
}
