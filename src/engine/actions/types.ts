import type { CallDefinition } from '../calls/schema.ts';
import type { TemplateScope } from '../calls/templates.ts';
import type { ActionContext } from '../panels/types.ts';
import type { ActionRef, ActionTypeName, ActionOf } from './schema.ts';
import type { Notices } from '../messages/notices.ts';

/**
 * What an action's runner may do to the screen (given by the controller). Runners never reach
 * React state directly: the screen stays the only owner of filters, variables, drill-downs and calls.
 */
export interface ActionRuntime {
  /** The clicked row/value. */
  context: ActionContext;
  /** The template scope of the place the click came from (screen or drill-down) plus row and value. */
  scope: TemplateScope;
  /** The engine's business date 'YYYY-MM-DD'. */
  today: string;
  /** A call of the place (a drill-down's own calls first, then the screen's). */
  call(id: string): CallDefinition | undefined;
  openDrill(id: string, withValues?: Record<string, unknown>): void;
  navigate(to: string): void;
  setVar(name: string, value: unknown): void;
  openPicker(id: string): void;
  /** Fetches the named calls again (screen or drill-down calls). */
  reload(ids: string[]): void;
  /** The page's notices and confirmations (antd's App). */
  notices: Notices;
}

/** One action type: its `type`, its React-free schema and what it does. Lives in src/engine/actions/<type>/index.ts. */
export interface ActionType<T extends ActionTypeName = ActionTypeName> {
  type: T;
  run(action: ActionOf<T>, runtime: ActionRuntime): void | Promise<void>;
}

export type AnyActionType = { type: string; run(action: ActionRef, runtime: ActionRuntime): void | Promise<void> };
