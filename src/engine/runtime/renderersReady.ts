import { startTransition, useEffect, useState } from 'react';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { panelRegistry } from '../registry.ts';
import { widgetPreloads } from '../filters/widgets/index.ts';
import { useHostedComponents, type HostedComponents } from '../panels/component/hosted.ts';
import type { ComponentOptions } from '../panels/component/schema.ts';
import { preloadOf } from './loadOnUse.ts';
import { LazyFilterForm } from '../filters/lazyFilterForm.ts';

interface Readiness {
  promise: Promise<unknown>;
  done: boolean;
}

const ready = new WeakMap<ScreenDefinition, Readiness>();

/**
 * The code of the renderers and filter controls a screen draws at open, asked for when the screen opens; its form
 * and panels are drawn once it is there (the screen's calls start meanwhile; their place shows one spinner). Drawn one by one as each chunk came, a panel of 46 px (its Suspense spinner) grew
 * to its real height under the panels already drawn below it and pushed them down: 1325's cards moved its chart and
 * tables by a screen's height on a phone, a layout shift of 0.79 (Lighthouse CLS; docs/performance.md
 * "2026-11-27 (night)"). The kinds drawn when near the viewport (table, chart) keep a frame of their own height while
 * their heavy code loads, and are not waited for.
 */
function renderersReady(definition: ScreenDefinition, hosted: HostedComponents): Readiness {
  let readiness = ready.get(definition);
  if (!readiness) {
    const loads = new Set<() => Promise<unknown>>();
    for (const panel of definition.panels ?? []) {
      const kind = panelRegistry.get(panel.kind);
      const preload = kind && !kind.drawsWhenNear ? preloadOf(kind.Component) : undefined;
      if (preload) loads.add(preload);
      // a hand-written component (the map: a 20 px spinner, then 494 px of map pushing 1369's table off the screen)
      const hostedPreload = panel.kind === 'component' ? preloadOf(hosted((panel as ComponentOptions).component)) : undefined;
      if (hostedPreload) loads.add(hostedPreload);
    }
    // the form itself (its own chunk: a screen without filters does not download it)
    if (definition.filters) loads.add(LazyFilterForm.preload);
    // the filters' date and select controls: drawn as a grey box first, the real control wider or narrower, the
    // form's 'Atualizar' moved between lines and the panels under it by 6 px (1414: a shift of 0.22)
    for (const field of definition.filters?.fields ?? []) {
      const preload = field.widget ? widgetPreloads.get(field.widget) : undefined;
      if (preload) loads.add(preload);
    }
    // a chunk that fails to load is not the screen's failure: its panel's Suspense tries again and shows the error
    const promise = Promise.all([...loads].map((load) => load().catch(() => undefined)));
    const created: Readiness = { promise, done: loads.size === 0 };
    void promise.then(() => (created.done = true));
    readiness = created;
    ready.set(definition, readiness);
  }
  return readiness;
}

/** True once the renderers `definition` draws at open are loaded (at once when they already are). */
export function useRenderersReady(definition: ScreenDefinition): boolean {
  const readiness = renderersReady(definition, useHostedComponents());
  const [, setDone] = useState(readiness.done);
  useEffect(() => {
    let live = true;
    // also when the code came between the render and this effect: the render drew the spinner, this one the panels.
    // A transition: the screen's first drawing (the form with its date range, the panels) is React's largest render
    // of a page load, and as an ordinary update it ran as one task (236 ms at a phone's 4× CPU on 1521); a transition
    // renders in slices that give the main thread back every few ms, and the spinner stays until it is committed.
    // Lighthouse mobile, 3 runs in turns with the head before: 1521 TBT 304 → 129 ms, 1338 451 → 183 ms
    // (docs/performance.md "2026-11-28 (afternoon)").
    void readiness.promise.then(() => live && startTransition(() => setDone(true)));
    return () => {
      live = false;
    };
  }, [readiness]);
  return readiness.done;
}
