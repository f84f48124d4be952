/**
 * A chart's dataflow built and run from the build's parse (scripts/chart-runtime.ts: the runtime spec and its
 * expressions as functions) against the browser's former path (Vega's parser with `ast: true`, then
 * vega-interpreter), in turns, for every definition's chart with its screen's fixture rows (scripts/chart-cases.ts):
 * View created and run once (dataflow and scenegraph, no renderer), in Node. The ratio is what moves on a phone's main
 * thread when a chart draws; the SVG's DOM is the same work on both paths and is left out.
 *   npx tsx bench/chart-dataflow.ts [--runs 15]
 * Asserts nothing (docs/performance.md, "Vega's dataflow at build").
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse, View } from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { chartCases, importExpressions } from '../scripts/chart-cases.ts';
import { chartRuntime } from '../scripts/chart-runtime.ts';
import { compileChart } from '../scripts/chart-specs.ts';
import { chartSpec } from '../src/engine/panels/chart/chartSpec.ts';
import { compileLite } from '../src/engine/panels/chart/compileLite.ts';
import { withData } from '../src/engine/panels/chart/parsedDataflow.ts';
import { precompiledExpr, withRows, type ChartDataflow } from '../src/engine/panels/chart/runtime.ts';
import { arg } from './support/benchDatabase.ts';

const runs = Number(arg('runs', '15'));
const root = resolve(import.meta.dirname, '..');

async function run(dataflow: () => ChartDataflow): Promise<number> {
  const start = performance.now();
  const { runtime, expr } = dataflow();
  const view = new View(runtime as never, { renderer: 'none', expr } as never);
  await view.runAsync();
  const ms = performance.now() - start;
  view.finalize();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

console.log(`| chart | rows | parsed + interpreted ms | build's dataflow ms | ratio |`);
console.log('| --- | ---: | ---: | ---: | ---: |');
const ratios: number[] = [];
for (const { where, options, legend, rows, datasets } of await chartCases(root)) {
  const built = chartRuntime(compileChart(options, where, legend).vega);
  const functions = await importExpressions(built.expressions);
  // the Vega-Lite compile is left out of the former path (parsedDataflow less compileLite): the build did it there too
  const vega = compileLite(chartSpec(options, undefined, legend));
  const before: number[] = [];
  const after: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const a = await run(() => ({ runtime: parse(withData(vega, datasets), undefined, { ast: true }), expr: expressionInterpreter }));
    const b = await run(() => ({ runtime: withRows(built.runtime, datasets), expr: precompiledExpr(functions) }));
    if (i >= 2) before.push(a), after.push(b); // two warm-up rounds
  }
  const ratio = median(after) / median(before);
  ratios.push(ratio);
  console.log(`| ${where} | ${rows.length} | ${median(before).toFixed(2)} | ${median(after).toFixed(2)} | ${ratio.toFixed(2)} |`);
}
console.log(`\nmedian ratio ${median(ratios).toFixed(2)} over ${ratios.length} charts, ${runs} runs each in turns`);
