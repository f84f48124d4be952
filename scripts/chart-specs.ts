/**
 * The definitions' charts compiled to Vega at build time, so a built screen never downloads the Vega-Lite
 * compiler: every `kind: 'chart'` panel of screens/ (screen, drill-downs, nested panels) → its Vega-Lite spec
 * (chartSpec) → Vega (compileLite), by chartKey. vite.config.ts's `precompiledCharts` plugin turns them into
 * src/engine/panels/chart/precompiled.ts's table; the portal looks a chart up there by the same key.
 * A chart that Vega-Lite warns about, or whose Vega spec needs a transform the portal's Vega does not ship
 * (src/engine/panels/chart/vega.ts), stops the build.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Spec } from 'vega';
import { definitionFiles } from './definition-files.ts';
import { chartSpec } from '../src/engine/panels/chart/chartSpec.ts';
import { compileLite } from '../src/engine/panels/chart/compileLite.ts';
import { chartKey } from '../src/engine/panels/chart/chartKey.ts';
import { SHIPPED_TRANSFORMS } from '../src/engine/panels/chart/vega.ts';
import type { ChartOptions } from '../src/engine/panels/chart/schema.ts';
import { PREVIOUS_LABEL } from '../src/engine/calls/compare/mode.ts';

export interface CompiledChart {
  /** Where it was found: 'screens/financeiro/1325-dashboard-financeiro.ts /panels/4'. */
  where: string;
  key: string;
  vega: Spec;
}

/** Every object with `kind: 'chart'` under `node`, with its JSON path. */
export function chartPanels(node: unknown, path = ''): { path: string; options: ChartOptions }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => chartPanels(item, `${path}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const found = (node as { kind?: unknown }).kind === 'chart' ? [{ path: path || '/', options: node as ChartOptions }] : [];
  return [...found, ...Object.entries(node).flatMap(([key, value]) => chartPanels(value, `${path}/${key}`))];
}

/** Transform types of a Vega spec (data, marks and nested groups) that vega.ts does not register. */
export function unshippedTransforms(spec: unknown): string[] {
  const missing = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'transform' && Array.isArray(value)) {
        for (const t of value as { type?: unknown }[]) if (typeof t?.type === 'string' && !SHIPPED_TRANSFORMS.has(t.type.toLowerCase())) missing.add(t.type);
      }
      walk(value);
    }
  };
  walk(spec);
  return [...missing];
}

/** Compiles `options`' chart; throws with `where` on a Vega-Lite warning or an unshipped transform. */
export function compileChart(options: ChartOptions, where: string, compareLegend?: string): CompiledChart {
  const lite = chartSpec(options, undefined, compareLegend);
  const warnings: string[] = [];
  const noop = () => {};
  const logger = { level: () => logger, error: noop, info: noop, debug: noop, warn: (...m: unknown[]) => void warnings.push(m.join(' ')) };
  const vega = compileLite(lite, logger as never);
  if (warnings.length) throw new Error(`${where}: o gráfico gera avisos do Vega-Lite: ${warnings.join('; ')}`);
  const missing = unshippedTransforms(vega);
  if (missing.length) throw new Error(`${where}: o gráfico usa transformações que o portal não carrega (src/engine/panels/chart/vega.ts): ${missing.join(', ')}`);
  return { where, key: chartKey(lite), vega };
}

/** Every chart of every definition under `root`/screens, one entry per distinct spec. */
export async function definitionCharts(root: string): Promise<CompiledChart[]> {
  const charts = new Map<string, CompiledChart>();
  for (const file of definitionFiles(join(root, 'screens'))) {
    const definition = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default?: unknown }).default;
    for (const { path, options } of chartPanels(definition)) {
      // a chart that compares has a variant per choice (its legend names the earlier series: compareSeries.ts)
      const legends = options.compare ? [undefined, ...Object.values(PREVIOUS_LABEL)] : [undefined];
      for (const legend of legends) {
        const chart = compileChart(options, `screens/${file} ${path}${legend ? ` (${legend})` : ''}`, legend);
        if (!charts.has(chart.key)) charts.set(chart.key, chart);
      }
    }
  }
  return [...charts.values()];
}
