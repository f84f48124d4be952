/**
 * The dataflow a chart's View is built from, with its rows: the one the build parsed (precompiled.ts), or, for a spec
 * the build did not see, one compiled and parsed here (parsedDataflow.ts, loaded only then, with the Vega-Lite
 * compiler and Vega's parser).
 */
import { PRECOMPILED } from './precompiled.ts';
import { chartKey } from './chartKey.ts';

export interface ChartDataflow {
  /** Vega's runtime spec (vega-parser's output). */
  runtime: unknown;
  /** What compiles its expressions (the View's `expr` option, as vega-runtime's context calls it). */
  expr: unknown;
}

type Operator = { value?: { $ingest?: unknown }; data?: Record<string, string[]> };

/**
 * The build's runtime spec with the panel's rows as its inputs' values (`$ingest`, where vega-parser put a dataset's
 * inline values); null if one of the panel's datasets has no such input (the chart would be drawn without those rows:
 * it is parsed here instead, as before the build parsed charts).
 */
export function withRows(runtimeJson: string, datasets: Record<string, unknown[]>): unknown {
  const runtime = JSON.parse(runtimeJson) as { operators: Operator[] };
  const fed = new Set<string>();
  for (const op of runtime.operators) {
    if (typeof op.value !== 'object' || op.value === null || !('$ingest' in op.value) || !op.data) continue;
    for (const name of Object.keys(op.data)) {
      if (name in datasets) {
        op.value.$ingest = datasets[name];
        fed.add(name);
      }
    }
  }
  return Object.keys(datasets).every((name) => fed.has(name)) ? runtime : null;
}

/**
 * vega-runtime's expression compiler over the build's functions: every expression of the runtime spec is `{ code: i }`
 * (scripts/chart-runtime.ts), whatever its kind, and its function is bound to the View's expression functions, as
 * Vega binds the ones it compiles.
 */
export function precompiledExpr(functions: readonly ((...args: never[]) => unknown)[]) {
  const take = (ctx: { functions?: object }, expr: { code: number }) => {
    const fn = functions[expr.code];
    if (!fn) throw new Error(`Expressão ${expr.code} do gráfico não compilada`);
    return ctx.functions ? fn.bind(ctx.functions) : fn;
  };
  return { operator: take, parameter: take, event: take, handler: take, encode: take };
}

export async function chartDataflow(lite: Record<string, unknown>, datasets: Record<string, unknown[]>): Promise<ChartDataflow> {
  const precompiled = PRECOMPILED[chartKey(lite)];
  if (precompiled) {
    const chart = await precompiled();
    const runtime = withRows(chart.runtime, datasets);
    if (runtime) return { runtime, expr: precompiledExpr(chart.default) };
  }
  const { parsedDataflow } = await import('./parsedDataflow.ts');
  return parsedDataflow(lite, datasets);
}
