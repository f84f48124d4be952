/**
 * A chart the build did not see (development, Storybook's examples, the component tests): its Vega-Lite spec compiled
 * and parsed here, its expressions interpreted (vega-interpreter: the portal's CSP has no 'unsafe-eval', so Vega must
 * not compile them with `new Function`). A built screen's charts come parsed from the build (runtime.ts).
 */
import { expressionInterpreter } from 'vega-interpreter';
import { parse } from 'vega-parser';
import type { Spec } from 'vega';
import { compileLite } from './compileLite.ts';

/** The spec with the rows of its named datasets (chartData) as their `values`. */
export function withData(spec: Spec, datasets: Record<string, unknown[]>): Spec {
  return { ...spec, data: spec.data?.map((d) => (d.name in datasets ? { ...d, values: datasets[d.name] } : d)) } as Spec;
}

export function parsedDataflow(lite: Record<string, unknown>, datasets: Record<string, unknown[]>): { runtime: unknown; expr: unknown } {
  return { runtime: parse(withData(compileLite(lite), datasets), undefined, { ast: true }), expr: expressionInterpreter };
}
