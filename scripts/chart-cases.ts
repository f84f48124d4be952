/**
 * Every definition's chart (and each compare variant) with rows to draw: the answer its screen's Storybook fixture
 * captured (.storybook/fixtures/<code>.json). For the tests and the benchmark of the build's chart dataflows
 * (scripts/chart-runtime.test.ts, bench/chart-dataflow.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chartPanels } from './chart-specs.ts';
import { definitionFiles } from './definition-files.ts';
import { chartData } from '../src/engine/panels/chart/chartSpec.ts';
import { getPath } from '../common/templates.ts';
import type { ScreenFixture } from '../.storybook/support/fixtureKey.ts';
import { PREVIOUS_LABEL } from '../src/engine/calls/compare/mode.ts';
import type { ChartOptions } from '../src/engine/panels/chart/schema.ts';

export interface ChartCase {
  where: string;
  options: ChartOptions;
  /** The earlier series' legend of a compare variant. */
  legend?: string;
  rows: unknown[];
  datasets: Record<string, unknown[]>;
}

/** The rows a chart draws in its screen's fixture: the first captured answer where its dataPath is a non-empty list. */
function fixtureRows(root: string, code: string, dataPath: string | undefined): unknown[] {
  let fixture: ScreenFixture;
  try {
    fixture = JSON.parse(readFileSync(join(root, '.storybook', 'fixtures', `${code}.json`), 'utf8'));
  } catch {
    return [];
  }
  for (const { body } of Object.values(fixture.requests)) {
    const value = getPath(body, dataPath);
    if (Array.isArray(value) && value.length) return value;
  }
  return [];
}

/** The build's expressions module (chartRuntime's `expressions`), imported as the browser imports its chunk: no `new Function`. */
export async function importExpressions(source: string): Promise<readonly ((...args: never[]) => unknown)[]> {
  return ((await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as { default: readonly ((...args: never[]) => unknown)[] }).default;
}

export async function chartCases(root: string): Promise<ChartCase[]> {
  const cases: ChartCase[] = [];
  for (const file of definitionFiles(join(root, 'screens'))) {
    const definition = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default: { code?: string } }).default;
    for (const { path, options } of chartPanels(definition)) {
      const rows = fixtureRows(root, definition.code ?? '', (options as { dataPath?: string }).dataPath);
      for (const legend of options.compare ? [undefined, ...Object.values(PREVIOUS_LABEL)] : [undefined]) {
        // a compare variant draws its earlier period too: the first rows again, as the earlier answer
        const datasets = chartData(options, rows, legend ? { data: rows.slice(0, 3), legend, offset: null } : undefined);
        cases.push({ where: `screens/${file} ${path}${legend ? ` (${legend})` : ''}`, options, legend, rows, datasets });
      }
    }
  }
  return cases;
}
