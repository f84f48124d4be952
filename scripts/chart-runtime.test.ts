import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { View } from 'vega';
import { chartCases, importExpressions } from './chart-cases.ts';
import { chartRuntime } from './chart-runtime.ts';
import { compileChart } from './chart-specs.ts';
import { chartData, chartSpec } from '../src/engine/panels/chart/chartSpec.ts';
import { parsedDataflow } from '../src/engine/panels/chart/parsedDataflow.ts';
import { precompiledExpr, withRows, type ChartDataflow } from '../src/engine/panels/chart/runtime.ts';
import { PT_BR_FORMAT_LOCALE, PT_BR_TIME_LOCALE } from '../src/engine/panels/chart/locale.ts';
import { numberFormatDefaultLocale, timeFormatDefaultLocale } from '../src/engine/panels/chart/vega.ts';
import type { ChartOptions } from '../src/engine/panels/chart/schema.ts';

const root = resolve(import.meta.dirname, '..');
numberFormatDefaultLocale(PT_BR_FORMAT_LOCALE as never);
timeFormatDefaultLocale(PT_BR_TIME_LOCALE as never);

async function svg({ runtime, expr }: ChartDataflow): Promise<string> {
  const view = new View(runtime as never, { renderer: 'none', expr } as never);
  const drawn = await view.toSVG();
  view.finalize();
  return drawn;
}

describe("charts parsed at build time (Vega's dataflow with its expressions as functions)", () => {
  test("every definition's chart draws the same SVG from the build's dataflow as parsed and interpreted in the browser", async () => {
    let compared = 0;
    let withMarks = 0;
    for (const { where, options, legend, rows, datasets } of await chartCases(root)) {
      const built = chartRuntime(compileChart(options, where, legend).vega);
      const runtime = withRows(built.runtime, datasets);
      expect(runtime, where).not.toBeNull();
      const fromBuild = await svg({ runtime, expr: precompiledExpr(await importExpressions(built.expressions)) });
      const parsed = await svg(parsedDataflow(chartSpec(options, undefined, legend), datasets));
      expect(fromBuild, where).toBe(parsed);
      compared++;
      if (rows.length && /<path|<rect|<line/.test(fromBuild)) withMarks++;
    }
    expect(compared).toBeGreaterThanOrEqual(13);
    expect(withMarks).toBeGreaterThanOrEqual(10); // drawn with a screen's real rows, not only empty frames
  });

  test('a dataset the dataflow has no input for sends the chart back to the parser', () => {
    const options: ChartOptions = { preset: { type: 'gauge', value: 'perc' } };
    const built = chartRuntime(compileChart(options, 'gauge').vega);
    expect(built.inputs.sort()).toEqual(['dados', 'texto']);
    expect(withRows(built.runtime, chartData(options, [{ perc: 42 }]))).not.toBeNull();
    expect(withRows(built.runtime, { outro: [] })).toBeNull();
  });

  test("an expression the build did not write is an error, not a chart drawn without it", () => {
    const expr = precompiledExpr([() => 1]);
    expect(expr.parameter({}, { code: 0 })()).toBe(1);
    expect(() => expr.parameter({}, { code: 1 })).toThrow('Expressão 1 do gráfico não compilada');
  });
});
