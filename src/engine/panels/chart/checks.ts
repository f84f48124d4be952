import type { PanelChecks } from '../../definition/panelChecks.ts';

/** A chart is drawn from a preset or a raw Vega-Lite spec: exactly one of them. */
export const checks: PanelChecks = (panel, at) => [
  ...([panel.spec, panel.preset].filter((x) => x !== undefined).length === 1 ? [] : [{ path: at, message: "a chart needs exactly one of 'preset' or 'spec'" }]),
  ...compareChecks(panel, at),
];

/** A chart compares the series of a line preset (compareSeries.ts): named by their fields. */
function compareChecks(panel: Record<string, unknown>, at: string) {
  const compare = panel.compare as { series: string[] } | undefined;
  if (!compare) return [];
  const preset = panel.preset as { type?: string; series?: { field: string }[] } | undefined;
  if (preset?.type !== 'line') return [{ path: `${at}/compare`, message: "compare draws the earlier period on a 'line' preset only" }];
  const fields = new Set(preset.series?.map((s) => s.field));
  return compare.series.flatMap((field, i) => (fields.has(field) ? [] : [{ path: `${at}/compare/series/${i}`, message: `'${field}' is no series of the chart (nenhuma série com esse campo)` }]));
}
