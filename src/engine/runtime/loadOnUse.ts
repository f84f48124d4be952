import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code is loaded on first use and can be asked for ahead. */
export type LoadOnUse<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component in a chunk of its own, loaded on its first use (it suspends: the caller's Suspense shows the wait) or
 * ahead by `preload()`. Once its code is there it draws at once, without suspending, so a screen that asked for
 * what it draws before drawing (renderersReady.ts) paints each panel and control at its real size in one go.
 * React.lazy alone suspends once even for a chunk already loaded.
 *
 * The one way the portal loads code on demand. A failed download is asked for again by the next use: React.lazy
 * keeps a failure for good, so a chunk missed once (a phone between two antennas, a redeploy) broke every later
 * table of the session until a reload; here only the instance that was waiting shows the error (its boundary's),
 * and the next one mounted downloads again.
 */
export function loadOnUse<P extends object>(load: () => Promise<ComponentType<P>>): LoadOnUse<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= tracked(
      load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          loading = undefined; // a failed download (offline) is asked for again by the next preload
          suspending = suspendingLoad(); // and by the next instance drawn
          throw error;
        },
      ),
    ));
  const suspendingLoad = () => lazy(async () => ({ default: await preload() }));
  let suspending = suspendingLoad();
  function LoadedOnUse(props: P) {
    // chosen once per instance: one that began suspending keeps the lazy wrapper (switching to the component would
    // be a new element type, remounting it and losing its state when its data comes)
    const [Component] = useState<ComponentType<P>>(() => loaded ?? suspending);
    return createElement(Component, props);
  }
  return Object.assign(LoadedOnUse, { preload });
}

/** Downloads begun by loadOnUse and not yet settled. */
const inFlight = new Set<Promise<unknown>>();

function tracked<T>(load: Promise<T>): Promise<T> {
  inFlight.add(load);
  const done = () => inFlight.delete(load);
  load.then(done, done);
  return load;
}

/**
 * Resolves once no code asked for through loadOnUse is still downloading (failed downloads count as settled). The dom
 * tests wait for it before a file's environment is torn down (tests/setup/dom.ts): their files share one module graph
 * per worker, and an import still in flight when a file ended was refused by the torn-down environment; the module
 * that asked for it then stayed broken for every later file of the worker (a clean clone's AccordionPanel.test.tsx
 * drew 'Erro ao exibir o painel Entregas' after compare.test.tsx's last table was still loading its code).
 */
export async function loadsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** The `preload` of a component made by loadOnUse (a kind's renderer, a hosted component), or undefined for any other. */
export function preloadOf<P>(component: ComponentType<P> | undefined): (() => Promise<unknown>) | undefined {
  return component && 'preload' in component && typeof component.preload === 'function' ? (component.preload as () => Promise<unknown>) : undefined;
}
