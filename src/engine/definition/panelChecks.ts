/** What a kind's reference checks (panels/<kind>/checks.ts) receive and return. React-free. */
export type PanelJson = Record<string, unknown>;

export interface PanelOptionError {
  path: string;
  message: string;
}

/** The parts of the definition a kind's checks may refer to. */
export interface PanelCheckContext {
  /** The filter fields' names. */
  filterNames: ReadonlySet<string>;
  /** True when the definition has a filter form (definition.filters). */
  hasFilters: boolean;
  /** Pushes an error for a filter name that is not a field of the form. */
  needFilter(name: unknown, path: string): PanelOptionError[];
}

export type PanelChecks = (panel: PanelJson, at: string, context: PanelCheckContext) => PanelOptionError[];

/** The error for a call id the place does not declare (kinds', actions' and widgets' checks). */
export function unknownCall(id: unknown, path: string): PanelOptionError {
  return { path, message: `unknown call '${String(id)}' (chamada inexistente)` };
}
