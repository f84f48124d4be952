/**
 * Vega-Lite → Vega, with the Vega-Lite compiler (~70 kB brotli). The build runs it for every definition's
 * chart (scripts/chart-specs.ts), so a built screen never downloads it; the portal loads it only for a spec
 * the build did not see (development, Storybook's examples, the component tests).
 */
import { compile, type TopLevelSpec } from 'vega-lite';
import type { Spec } from 'vega';

type Logger = NonNullable<Parameters<typeof compile>[1]>['logger'];

export function compileLite(lite: Record<string, unknown>, logger?: Logger): Spec {
  return compile(lite as unknown as TopLevelSpec, logger ? { logger } : {}).spec as Spec;
}
