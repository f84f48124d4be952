/** What an action type's reference checks (actions/<type>/checks.ts) receive and return. React-free, TypeBox-free. */
import type { PanelJson, PanelOptionError } from './panelChecks.ts';

export { unknownCall } from './panelChecks.ts';

export type ActionJson = PanelJson;

/** The parts of the definition an action may refer to, as seen from the place (screen or drill-down) of the click. */
export interface ActionCheckContext {
  /** The place's calls (a drill-down's own and the screen's). */
  calls: Readonly<Record<string, unknown>>;
  drills: Readonly<Record<string, unknown>>;
  pickers: Readonly<Record<string, unknown>>;
  /** Notes a screen variable some action writes: a '{vars.x}' template must name one (validate.ts). */
  writesVar(name: string): void;
}

export interface ActionChecks {
  /**
   * The field that, with `type`, tells an action of this type from any other object of the panel with a `type`
   * (a chart preset's `type: 'bar'`): the walk over a panel checks only objects carrying it.
   */
  marks: string;
  check(action: ActionJson, at: string, context: ActionCheckContext): PanelOptionError[];
}
