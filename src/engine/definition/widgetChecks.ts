/** What a filter widget's reference checks (filters/widgets/<widget>/checks.ts) receive and return. React-free. */
import type { PanelJson, PanelOptionError } from './panelChecks.ts';

/** The parts of the definition a filter field may refer to. */
export interface WidgetCheckContext {
  /** The screen's calls. */
  calls: Readonly<Record<string, unknown>>;
  pickers: Readonly<Record<string, unknown>>;
}

/** Checks one field of the widget (`at`: '/filters/fields/<i>'). */
export type WidgetChecks = (field: PanelJson, at: string, context: WidgetCheckContext) => PanelOptionError[];
