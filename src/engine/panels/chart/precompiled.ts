import type { Spec } from 'vega';

/**
 * The Vega specs of the definitions' charts, compiled by the build, by `chartKey` of their Vega-Lite spec,
 * each in its own chunk. Empty in the sources: `vite build` replaces this module with the compiled table
 * (the `precompiledCharts` plugin of vite.config.ts); without it (development, vitest) every chart is
 * compiled in the browser (vegaSpec.ts).
 */
export const PRECOMPILED: Record<string, () => Promise<{ default: Spec }>> = {};
