import type { PanelChecks } from '../../definition/panelChecks.ts';

/** A chart is drawn from a preset or a raw Vega-Lite spec: exactly one of them. */
export const checks: PanelChecks = (panel, at) =>
  [panel.spec, panel.preset].filter((x) => x !== undefined).length === 1 ? [] : [{ path: at, message: "a chart needs exactly one of 'preset' or 'spec'" }];
