import type { PanelChecks, PanelJson } from '../../definition/panelChecks.ts';

/** A column's `showWhen` must name a field of the form. */
export const checks: PanelChecks = (panel, at, { needFilter }) =>
  Array.isArray(panel.columns)
    ? panel.columns.flatMap((c: PanelJson, i) => needFilter((c.showWhen as PanelJson | undefined)?.filter, `${at}/columns/${i}/showWhen/filter`))
    : [];
