/**
 * The earlier period on a line chart (issue 35): each compared series drawn again from the earlier answer, muted
 * (a lighter shade of its colour, dashed) and named '<série> (período anterior)' in the legend. Its days are
 * moved forward onto the current period's axis (a month, a year, or the range's length: calls/compare/shift.ts);
 * the tooltip keeps the earlier day. Like compilePreset, the spec depends on the options and the choice only.
 */
import { formatValue } from '../../format/index.ts';
import { alignToCurrent, type ShiftOffset } from '../../calls/compare/shift.ts';
import { PALETTE } from './compilePreset.ts';
import type { ChartOptions } from './schema.ts';

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

/** The compared series of a chart, when it compares (a line preset naming some of its series). */
function comparedSeries(options: ChartOptions) {
  const preset = options.preset;
  if (!preset || preset.type !== 'line' || !options.compare) return [];
  const fields = new Set(options.compare.series);
  return preset.series.map((s, i) => ({ ...s, color: s.color ?? PALETTE[i % PALETTE.length] })).filter((s) => fields.has(s.field));
}

/** '#1677ff' mixed with white: the same hue, lighter (a muted second series). */
export function muted(color: string, share = 0.55): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return '#8c8c8c';
  const channel = (i: number) => Math.round(parseInt(m[1].slice(i, i + 2), 16) * (1 - share) + 255 * share);
  return `#${[0, 2, 4].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

export const previousSeriesLabel = (label: string, legend: string) => `${label} (${legend})`;

/** The line preset's spec with the earlier series in its colour scale, dashed; unchanged for a chart that does not compare. */
export function withCompareSeries(spec: Json, options: ChartOptions, legend: string): Json {
  const series = comparedSeries(options);
  if (!series.length || options.preset?.type !== 'line') return spec;
  const encoding = spec.encoding as Json;
  const color = encoding.color as Json & { scale: { domain: string[]; range: string[] } };
  const current = color.scale.domain;
  const earlier = series.map((s) => previousSeriesLabel(s.label, legend));
  return {
    ...spec,
    encoding: {
      ...encoding,
      color: { ...color, scale: { domain: [...current, ...earlier], range: [...color.scale.range, ...series.map((s) => muted(s.color))] } },
      strokeDash: {
        field: '__serie',
        type: 'nominal',
        // no legend of its own: Vega-Lite merges it into the colour legend (same field), whose symbols turn dashed
        scale: { domain: [...current, ...earlier], range: [...current.map(() => [1, 0]), ...earlier.map(() => [6, 4])] },
      },
    },
  };
}

/**
 * The earlier answer's rows in the line preset's long form, on the current axis. A date the current period has no
 * counterpart for (29–31 January compared with February) is left out.
 */
export function compareValues(options: ChartOptions, rows: Row[], legend: string, offset: ShiftOffset | null): Row[] {
  const preset = options.preset;
  const series = comparedSeries(options);
  if (!series.length || preset?.type !== 'line') return [];
  const date = (preset.x.kind ?? 'date') === 'date';
  if (date && !offset) return [];
  const format = preset.y?.format ?? 'currency';
  return rows.flatMap((row) => {
    const raw = row[preset.x.field];
    const x = date ? alignToCurrent(raw, offset!) : raw;
    if (x === null || x === undefined) return [];
    return series.map((s) => {
      const n = typeof row[s.field] === 'number' ? (row[s.field] as number) : Number(row[s.field]);
      return {
        __x: x,
        __x_text: date ? formatValue(raw, 'date') : String(raw ?? ''),
        __serie: previousSeriesLabel(s.label, legend),
        __valor: row[s.field] === null || row[s.field] === undefined || !Number.isFinite(n) ? null : n,
        __valor_text: formatValue(row[s.field], format),
      };
    });
  });
}
