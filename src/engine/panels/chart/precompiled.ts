/**
 * The definitions' charts as Vega dataflows, parsed by the build (scripts/chart-runtime.ts), by `chartKey` of their
 * Vega-Lite spec, each in its own chunk: the runtime spec (JSON, each expression an index `{ code: i }`) and the
 * expressions' functions (the default export, by that index). Empty in the sources: `vite build` replaces this module
 * with the compiled table (the `precompiledCharts` plugin of vite.config.ts); without it (development, vitest) every
 * chart is compiled and parsed in the browser (parsedDataflow.ts).
 */
export interface PrecompiledChart {
  runtime: string;
  default: readonly ((...args: never[]) => unknown)[];
}

export const PRECOMPILED: Record<string, () => Promise<PrecompiledChart>> = {};
