import type { PanelChecks } from '../../definition/panelChecks.ts';

/** A 'filters' panel places the definition's filter form: there must be one. */
export const checks: PanelChecks = (_panel, at, { hasFilters }) =>
  hasFilters ? [] : [{ path: `${at}/kind`, message: "a 'filters' panel needs definition.filters" }];
