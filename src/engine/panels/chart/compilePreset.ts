/**
 * Compiles a chart preset (presetSchema.ts) into a Vega-Lite spec plus the rows it draws (pure, no Vega).
 * Every derived value is computed here in JavaScript — series in long form, truncated labels, colours by
 * threshold, tooltip texts formatted like the tables (formatValue), Gantt times in a fixed UTC offset —
 * so the spec needs no Vega expressions (the CSP runs Vega through its interpreter) and stays testable.
 * The spec never depends on the rows: it reads them from named datasets (DATA, and the gauge's GAUGE_TEXT),
 * so the build compiles it to Vega once (precompiledCharts.ts) and only the rows change at run time.
 */
import { chartAxis, commonPrefix, formatValue, largestRemainder, withoutPrefix, type ValueFormat } from '../../format/index.ts';
import { parseDate } from '../../format/dates.ts';
import type { ChartPreset, NumberFormatName } from './presetSchema.ts';

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

/** The dataset a chart's rows are drawn from (Vega-Lite `data: { name: DATA }`). */
export const DATA = 'dados';
/** The gauge's second dataset: the one text in the middle. */
export const GAUGE_TEXT = 'texto';

export interface CompiledPreset {
  /** Vega-Lite spec without `data`, `width`, `height` (chartSpec adds them); the same for any rows. */
  spec: Json;
  /** The rows of the DATA dataset. */
  values: Row[];
  /** Other named datasets the spec reads (the gauge's text). */
  datasets?: Record<string, Row[]>;
}

export const PALETTE = ['#1677ff', '#389e0d', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2', '#faad14', '#2f54eb'];
export const BELOW_COLOR = '#cf1322';
export const AT_OR_ABOVE_COLOR = '#389e0d';
export const GAUGE_REST_COLOR = '#f0f0f0';
export const DEFAULT_TRUNCATE = 35;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** The arc a 0 % gauge still draws, in percent of the half circle (spec 2: 'a tiny minimum'). */
const GAUGE_MINIMUM = 0.5;

/** 'A very long seller name…': longer than `max` characters → the first max − 2 + '…' (35 → 33 + '…'). */
export function truncateLabel(text: unknown, max = DEFAULT_TRUNCATE): string {
  const s = text === null || text === undefined ? '' : String(text);
  const chars = [...s];
  return chars.length > max ? chars.slice(0, max - 2).join('') + '…' : s;
}

function toNum(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** Axis settings of a number format (the format registry's chart axis; percent values are already in %). */
export function numberAxis(format: NumberFormatName = 'currency'): Json {
  return chartAxis(format);
}

const text = (v: unknown, format: NumberFormatName = 'currency') => formatValue(v, format as ValueFormat);

/** ms of the wall-clock time in a fixed offset ('-06:00'), as a UTC instant so Vega's utc scale shows it. */
export function wallTimeIn(value: unknown, offset = '+00:00'): number | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const sign = offset.startsWith('-') ? -1 : 1;
  const offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(s) && /T|\s\d{2}:/.test(s)) {
    const instant = Date.parse(s);
    return Number.isNaN(instant) ? null : instant + offsetMinutes * 60_000;
  }
  const p = parseDate(s);
  return p ? Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) : null;
}

/** The label of the bar or slice that sums the categories left out by `top`. */
export const OTHERS_LABEL = 'Outros';

/** One bar or slice: its whole label (tooltip), the text drawn (truncated, unique in the chart) and its value. */
interface Category {
  label: string;
  text: string;
  value: number | null;
}

/**
 * The categories of a bar or pie, one per key: the `id` field when given (rows of one id are summed under the first
 * row's label), else one per row. A chart keyed by the label merged two suppliers of the same name into one stacked
 * bar ("top 10" showed 9; issue 37 item 8): labels that repeat get their id — or a position — appended, so every
 * category keeps its own bar. `top` keeps the N largest, `others` sums the rest into 'Outros'.
 */
export function categoriesOf(
  rows: Row[],
  field: string,
  valueField: string,
  options: { id?: string; top?: number; others?: boolean; truncate?: number; stripCommonPrefix?: boolean } = {},
): Category[] {
  const byKey = new Map<string, { id: unknown; label: string; value: number | null }>();
  rows.forEach((row, i) => {
    const key = options.id ? String(row[options.id] ?? '') : String(i);
    const value = toNum(row[valueField]);
    const known = byKey.get(key);
    if (known) known.value = known.value === null && value === null ? null : (known.value ?? 0) + (value ?? 0);
    else byKey.set(key, { id: options.id ? row[options.id] : undefined, label: String(row[field] ?? ''), value });
  });
  let categories = [...byKey.values()];
  if (options.top !== undefined && categories.length > options.top) {
    const ranked = [...categories].sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity));
    const kept = new Set(ranked.slice(0, options.top));
    const rest = ranked.slice(options.top);
    categories = categories.filter((c) => kept.has(c));
    if (options.others) categories.push({ id: undefined, label: OTHERS_LABEL, value: rest.reduce((sum, c) => sum + (c.value ?? 0), 0) });
  }
  // unique by the text drawn: two long names cut to the same 33 characters would share a bar too
  // `stripCommonPrefix`: every branch is 'Intercarg Transportes - …'; the legend shows the part that differs
  const prefix = options.stripCommonPrefix ? commonPrefix(categories.map((c) => c.label)) : '';
  const drawn = categories.map((c) => truncateLabel(String(withoutPrefix(c.label, prefix)), options.truncate));
  const count = new Map<string, number>();
  for (const text of drawn) count.set(text, (count.get(text) ?? 0) + 1);
  const seen = new Map<string, number>();
  return categories.map(({ id, label, value }, i) => {
    const text = drawn[i];
    if ((count.get(text) ?? 0) < 2) return { label, text, value };
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    const suffix = ` (${id !== undefined && id !== null && id !== '' ? String(id) : n})`;
    return { label: label + suffix, text: text + suffix, value };
  });
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** DD/MM/YYYY HH:mm of a wall-time instant (see wallTimeIn). */
function wallText(ms: number | null): string {
  if (ms === null) return '--';
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export function compilePreset(preset: ChartPreset, rows: Row[]): CompiledPreset {
  switch (preset.type) {
    case 'line': {
      const date = (preset.x.kind ?? 'date') === 'date';
      const format = preset.y?.format ?? 'currency';
      const labels = preset.series.map((s) => s.label);
      const colors = preset.series.map((s, i) => s.color ?? PALETTE[i % PALETTE.length]);
      const values = rows.flatMap((row) =>
        preset.series.map((s) => ({
          __x: row[preset.x.field],
          __x_text: date ? formatValue(row[preset.x.field], 'date') : String(row[preset.x.field] ?? ''),
          __serie: s.label,
          __valor: toNum(row[s.field]),
          __valor_text: text(row[s.field], format),
        })),
      );
      return {
        values,
        spec: {
          mark: { type: 'line', point: preset.points !== false },
          encoding: {
            x: date
              ? { field: '__x', type: 'temporal', timeUnit: 'utcyearmonthdate', title: preset.x.label ?? null, axis: { format: preset.x.format ?? '%d/%m', labelOverlap: true } }
              : { field: '__x', type: 'ordinal', sort: null, title: preset.x.label ?? null },
            y: { field: '__valor', type: 'quantitative', title: preset.y?.label ?? null, axis: numberAxis(format) },
            color: { field: '__serie', type: 'nominal', title: null, scale: { domain: labels, range: colors }, legend: { orient: 'bottom' } },
            tooltip: [
              { field: '__x_text', title: preset.x.label ?? 'Data' },
              { field: '__serie', title: 'Série' },
              { field: '__valor_text', title: preset.y?.label ?? 'Valor' },
            ],
          },
        },
      };
    }
    case 'bar': {
      const format = preset.y.format ?? 'currency';
      const t = preset.threshold;
      const categories = categoriesOf(rows, preset.x.field, preset.y.field, { id: preset.x.id, top: preset.top, others: preset.others, truncate: preset.x.truncate });
      const values = categories.map(({ label, text: drawn, value: y }) => {
        const color = t ? ((y ?? 0) < t.value ? (t.below ?? BELOW_COLOR) : (t.atOrAbove ?? AT_OR_ABOVE_COLOR)) : (preset.color ?? PALETTE[0]);
        return { __x: drawn, __x_full: label, __y: y, __y_text: text(y, format), __color: color };
      });
      const sort = preset.sort === 'asc' ? 'y' : preset.sort === 'desc' ? '-y' : null;
      const category = { field: '__x', type: 'nominal', sort: preset.horizontal && sort ? sort.replace('y', 'x') : sort, title: preset.x.label ?? null, axis: { labelLimit: 0 } };
      const measure = { field: '__y', type: 'quantitative', title: preset.y.label ?? null, axis: numberAxis(format) };
      return {
        values,
        spec: {
          mark: { type: 'bar' },
          encoding: {
            ...(preset.horizontal ? { y: category, x: measure } : { x: { ...category, axis: { labelLimit: 0, labelAngle: -45 } }, y: measure }),
            color: { field: '__color', type: 'nominal', scale: null, legend: null },
            tooltip: [
              { field: '__x_full', title: preset.x.label ?? 'Nome' },
              { field: '__y_text', title: preset.y.label ?? 'Valor' },
            ],
          },
        },
      };
    }
    case 'groupedBar': {
      const format = preset.y.format ?? 'currency';
      const values = rows
        .map((row) => ({ m: toNum(row[preset.month]), row }))
        .filter(({ m }) => m !== null && m >= 1 && m <= 12)
        .map(({ m, row }) => ({ __mes: MONTHS[m! - 1], __ano: String(row[preset.year] ?? ''), __y: toNum(row[preset.y.field]), __y_text: text(row[preset.y.field], format) }));
      return {
        values,
        spec: {
          mark: { type: 'bar' },
          encoding: {
            x: { field: '__mes', type: 'ordinal', sort: MONTHS, title: 'Mês', axis: { labelAngle: 0 } },
            xOffset: { field: '__ano', type: 'nominal' },
            y: { field: '__y', type: 'quantitative', title: preset.y.label ?? null, axis: numberAxis(format) },
            color: { field: '__ano', type: 'nominal', title: 'Ano', scale: { range: PALETTE }, legend: { orient: 'bottom' } },
            tooltip: [
              { field: '__mes', title: 'Mês' },
              { field: '__ano', title: 'Ano' },
              { field: '__y_text', title: preset.y.label ?? 'Valor' },
            ],
          },
        },
      };
    }
    case 'pie': {
      const format = preset.value.format ?? 'currency';
      const categories = categoriesOf(rows, preset.category.field, preset.value.field, {
        id: preset.category.id,
        top: preset.top,
        others: preset.others,
        truncate: preset.category.truncate,
        stripCommonPrefix: preset.category.stripCommonPrefix,
      });
      // shares rounded by the largest remainder, so the slices' texts sum to 100 (format/shares.ts)
      const raw = categories.map((c) => c.value);
      const shown = preset.value.sumTo100 ? largestRemainder(raw, 100, 2) : raw;
      const values = categories.map(({ label, text: drawn, value }, i) => ({
        __cat: drawn,
        __cat_full: label,
        __y: value,
        __y_text: text(shown[i], format),
      }));
      return {
        values,
        spec: {
          mark: { type: 'arc', ...(preset.donut ? { innerRadius: 50 } : {}) },
          encoding: {
            theta: { field: '__y', type: 'quantitative', stack: true },
            color: { field: '__cat', type: 'nominal', title: preset.category.label ?? null, scale: { range: PALETTE }, legend: { orient: 'bottom', columns: 2, labelLimit: 0 } },
            tooltip: [
              { field: '__cat_full', title: preset.category.label ?? 'Nome' },
              { field: '__y_text', title: preset.value.label ?? 'Valor' },
            ],
          },
        },
      };
    }
    case 'gauge': {
      const max = preset.max ?? 100;
      const raw = toNum(rows[0]?.[preset.value]);
      const v = raw ?? 0;
      const drawn = v <= 0 ? (max * GAUGE_MINIMUM) / 100 : Math.min(v, max);
      const color = v >= (preset.successAt ?? 100) ? AT_OR_ABOVE_COLOR : PALETTE[0];
      const values = [
        { __parte: 'valor', __v: drawn, __color: color },
        { __parte: 'resto', __v: max - drawn, __color: GAUGE_REST_COLOR },
      ];
      return {
        values,
        datasets: { [GAUGE_TEXT]: [{ __text: formatValue(raw, 'percent') }] },
        spec: {
          layer: [
            {
              mark: { type: 'arc', innerRadius: 70, outerRadius: 110 },
              encoding: {
                theta: { field: '__v', type: 'quantitative', stack: true, scale: { range: [-Math.PI / 2, Math.PI / 2] } },
                order: { field: '__parte', sort: 'descending' },
                color: { field: '__color', type: 'nominal', scale: null, legend: null },
              },
            },
            {
              data: { name: GAUGE_TEXT },
              mark: { type: 'text', fontSize: 22, fontWeight: 600, dy: -10 },
              encoding: { text: { field: '__text', type: 'nominal' } },
            },
          ],
        },
      };
    }
    case 'gantt': {
      const offset = preset.utcOffset ?? '+00:00';
      const values = rows.map((row) => {
        const start = wallTimeIn(row[preset.start], offset);
        const end = wallTimeIn(row[preset.end], offset);
        return {
          __task: truncateLabel(row[preset.task.field], preset.task.truncate),
          __task_full: String(row[preset.task.field] ?? ''),
          __start: start,
          __end: end,
          __start_text: wallText(start),
          __end_text: wallText(end),
          __color: preset.color ? String(row[preset.color] ?? '') : '',
        };
      });
      return {
        values,
        spec: {
          mark: { type: 'bar', cornerRadius: 3 },
          encoding: {
            y: { field: '__task', type: 'nominal', sort: null, title: preset.task.label ?? null, axis: { labelLimit: 0 } },
            x: { field: '__start', type: 'temporal', scale: { type: 'utc' }, title: null, axis: { format: '%d/%m %H:%M', labelOverlap: true } },
            x2: { field: '__end' },
            color: preset.color
              ? { field: '__color', type: 'nominal', title: null, scale: { range: PALETTE }, legend: { orient: 'bottom' } }
              : { value: PALETTE[0] },
            tooltip: [
              { field: '__task_full', title: preset.task.label ?? 'Tarefa' },
              { field: '__start_text', title: 'Início' },
              { field: '__end_text', title: 'Fim' },
            ],
          },
        },
      };
    }
  }
}
