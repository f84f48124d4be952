import type { PanelChecks } from '../../definition/panelChecks.ts';

/** The client filter a tiles panel reads must be a field of the form. */
export const checks: PanelChecks = (panel, at, { needFilter }) => needFilter(panel.filterBy, `${at}/filterBy`);
