/**
 * Cross-references inside the options of the newer panel kinds (called by validate.ts for every panel):
 * filters a panel reads must exist, and a chart needs a preset or a raw spec (exactly one).
 */
type Json = Record<string, unknown>;

export interface PanelOptionError {
  path: string;
  message: string;
}

export function panelOptionErrors(panel: Json, at: string, filterNames: ReadonlySet<string>): PanelOptionError[] {
  const errors: PanelOptionError[] = [];
  const needFilter = (name: unknown, path: string) => {
    if (typeof name === 'string' && !filterNames.has(name)) errors.push({ path, message: `unknown filter '${name}' (filtro inexistente)` });
  };
  if (panel.kind === 'tiles') needFilter(panel.filterBy, `${at}/filterBy`);
  if (panel.kind === 'table' && Array.isArray(panel.columns)) {
    panel.columns.forEach((c: Json, i) => needFilter((c.showWhen as Json | undefined)?.filter, `${at}/columns/${i}/showWhen/filter`));
  }
  if (panel.kind === 'chart') {
    const has = [panel.spec, panel.preset].filter((x) => x !== undefined).length;
    if (has !== 1) errors.push({ path: at, message: "a chart needs exactly one of 'preset' or 'spec'" });
  }
  return errors;
}
