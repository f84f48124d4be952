/**
 * Cross-references inside a panel's options (called by validate.ts for every panel): each kind keeps its own
 * checks in its folder (panels/<kind>/checks.ts), assembled by panels/kindChecks.generated.ts — no check here names a
 * kind. (Not by kinds.generated.ts: that one builds the TypeBox schemas, kept out of the portal's bundle.)
 */
import { PANEL_OPTION_CHECKS } from '../panels/kindChecks.generated.ts';
import type { PanelCheckContext, PanelChecks, PanelJson, PanelOptionError } from './panelChecks.ts';

export type { PanelOptionError };

const CHECKS: Record<string, PanelChecks | undefined> = PANEL_OPTION_CHECKS;

export function panelOptionErrors(panel: PanelJson, at: string, filterNames: ReadonlySet<string>, hasFilters = true): PanelOptionError[] {
  const context: PanelCheckContext = {
    filterNames,
    hasFilters,
    needFilter: (name, path) => (typeof name === 'string' && !filterNames.has(name) ? [{ path, message: `unknown filter '${name}' (filtro inexistente)` }] : []),
  };
  return CHECKS[String(panel.kind)]?.(panel, at, context) ?? [];
}
