import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileChart, definitionCharts, unshippedTransforms } from './chart-specs.ts';
import { chartData, chartSpec } from '../src/engine/panels/chart/chartSpec.ts';
import { compileLite } from '../src/engine/panels/chart/compileLite.ts';
import { chartKey } from '../src/engine/panels/chart/chartKey.ts';
import { withData } from '../src/engine/panels/chart/parsedDataflow.ts';
import type { ChartOptions } from '../src/engine/panels/chart/schema.ts';

const root = resolve(import.meta.dirname, '..');

describe('charts compiled at build time', () => {
  test("every definition's chart compiles to Vega without warnings, with the transforms the portal ships", async () => {
    const charts = await definitionCharts(root);
    expect(charts.length).toBeGreaterThanOrEqual(5); // 1325, 1327 (3), 1405 (4), 1330, 1491: distinct specs
    for (const c of charts) expect(unshippedTransforms(c.vega), c.where).toEqual([]);
  });

  test('a spec needing a transform the portal does not ship stops the build', () => {
    const options: ChartOptions = {
      spec: { mark: 'point', encoding: { x: { field: 'x', type: 'quantitative' }, y: { field: 'y', type: 'quantitative' } }, transform: [{ regression: 'y', on: 'x' }] },
    };
    expect(() => compileChart(options, 'screens/x.ts /panels/0')).toThrow(/screens\/x.ts \/panels\/0: .*regression/);
  });

  test('the key is the same for the same options and differs with them; the rows go into the named datasets', () => {
    const options: ChartOptions = { preset: { type: 'gauge', value: 'perc' } };
    expect(chartKey(chartSpec(options))).toBe(chartKey(chartSpec({ preset: { type: 'gauge', value: 'perc' } })));
    expect(chartKey(chartSpec(options))).not.toBe(chartKey(chartSpec({ ...options, height: 200 })));
    const spec = withData(compileLite(chartSpec(options)), chartData(options, [{ perc: 42 }]));
    const values = Object.fromEntries((spec.data ?? []).filter((d) => 'values' in d).map((d) => [d.name, (d as { values: unknown[] }).values]));
    expect(values.dados).toEqual([expect.objectContaining({ __parte: 'valor', __v: 42 }), expect.objectContaining({ __parte: 'resto', __v: 58 })]);
    expect(values.texto).toEqual([{ __text: '42,00%' }]);
  });
});
