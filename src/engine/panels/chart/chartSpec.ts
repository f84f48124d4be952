/**
 * The Vega-Lite spec the chart panel renders and the data it reads (pure, no React, no Vega): the
 * definition's spec, the width of its container, the engine's pt-BR defaults; the panel's rows apart.
 */
import type { ChartOptions } from './schema.ts';
import { compilePreset, DATA } from './compilePreset.ts';
import { compareValues, withCompareSeries } from './compareSeries.ts';
import type { ShiftOffset } from '../../calls/compare/shift.ts';

/** Default time format of raw dates (text marks, legends, tooltips without their own format). */
export const DEFAULT_TIME_FORMAT = '%d/%m/%Y';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Vega-Lite 6 treats `formatType: 'utc'` as a *custom* format type and drops it together with the
 * `format` (warning "Config.customFormatTypes is not true"), so a '%d/%m' axis fell back to English
 * 'Nov 21, 2026'. UTC formatting comes from a `utc…` timeUnit instead: the engine removes
 * `formatType: 'utc'` and, when the field has no timeUnit, gives it a UTC one down to the second.
 */
export function normalizeFormatTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalizeFormatTypes);
  if (!isObject(node)) return node;
  const utc = node.formatType === 'utc' || ['axis', 'legend', 'header'].some((k) => isObject(node[k]) && node[k].formatType === 'utc');
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'formatType' && value === 'utc') continue;
    out[key] = normalizeFormatTypes(value);
  }
  if (utc && out.field !== undefined && out.timeUnit === undefined) out.timeUnit = 'utcyearmonthdatehoursminutesseconds';
  return out;
}

function rowsOf(data: unknown): Json[] {
  return Array.isArray(data) ? data.filter(isObject) : isObject(data) ? [data] : [];
}

/**
 * The chart's Vega-Lite spec: the definition's preset compiled by the engine, or its raw spec (formatType
 * fixed), reading its rows from the named dataset DATA (chartData gives them). It depends on the options
 * only, never on the rows: the build compiles each definition's spec to Vega once (precompiledCharts.ts).
 * `width` is 'container' (Vega reads the container) unless a measured width is given.
 */
export function chartSpec(options: ChartOptions, width?: number, compareLegend?: string): Json {
  const preset = options.preset ? compilePreset(options.preset, []).spec : undefined;
  // comparing: the earlier series join the legend (compareSeries.ts); the build compiles both variants too
  const spec = preset ? (compareLegend ? withCompareSeries(preset, options, compareLegend) : preset) : (normalizeFormatTypes(options.spec ?? {}) as Json);
  const config = isObject(spec.config) ? spec.config : {};
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: width ?? 'container',
    height: options.height ?? 300,
    autosize: { type: 'fit-x', contains: 'padding' },
    // pt-BR for assistive technology: the frame is role="img" with the panel's label; Vega's own English
    // ARIA texts ('X-axis titled…', 'line mark') are turned off and its root gets the same label.
    description: options.label ?? 'Gráfico',
    ...spec,
    config: { timeFormat: DEFAULT_TIME_FORMAT, aria: false, ...config },
    data: { name: DATA },
  };
}

/** The named datasets chartSpec's spec reads, from the panel's data: a preset's derived rows, or the rows as they are. */
export function chartData(options: ChartOptions, data: unknown, previous?: { data: unknown; legend: string; offset: ShiftOffset | null }): Record<string, unknown[]> {
  if (!options.preset) return { [DATA]: Array.isArray(data) ? data : [] };
  const compiled = compilePreset(options.preset, rowsOf(data));
  const earlier = previous ? compareValues(options, rowsOf(previous.data), previous.legend, previous.offset) : [];
  return { ...compiled.datasets, [DATA]: [...compiled.values, ...earlier] };
}
