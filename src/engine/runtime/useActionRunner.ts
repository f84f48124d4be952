import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import type { TemplateScope } from '../calls/templates.ts';
import { canRun as canRunAction } from '../actions/canRun.ts';
import { actionRegistry } from '../actions/registry.ts';
import type { ActionRuntime } from '../actions/types.ts';
import type { ActionContext, ActionRef } from '../panels/types.ts';
import type { CallState } from './useCalls.ts';
import type { ActionPlace } from './controllerTypes.ts';
import type { DrillStack } from './useDrillStack.ts';

/** What the action runtime reaches on the screen: its calls and scope, the drill stack, variables and pickers. */
export interface ActionHost {
  definition: ScreenDefinition;
  today: string;
  calls: Record<string, CallState>;
  scope(extra?: Partial<TemplateScope>): TemplateScope;
  openDrill: DrillStack['openDrill'];
  setVar(name: string, value: unknown): void;
  openPicker(id: string): void;
}

/**
 * Runs an action through the action registry (no if/else on its type): gives its `run` an ActionRuntime bound to
 * the place it was clicked in — the screen, or an open drill-down (`place`: its calls first, its scope).
 */
export function useActionRunner({ definition, today, calls, scope, openDrill, setVar, openPicker }: ActionHost) {
  const navigate = useNavigate();
  const notices = App.useApp();
  const canRun = useCallback((action: ActionRef, context: ActionContext) => canRunAction(action, context), []);
  const runAction = useCallback(
    (action: ActionRef, context: ActionContext, place?: ActionPlace) => {
      if (!canRunAction(action, context)) return;
      const type = actionRegistry.get(action.type);
      if (!type) return;
      const callStates = place?.calls ?? calls;
      const runtime: ActionRuntime = {
        context,
        scope: { ...(place?.scope ?? scope()), row: context.row, value: context.value },
        today,
        call: (id) => place?.callDefinitions[id] ?? definition.calls?.[id],
        openDrill: (id, withValues) => openDrill(id, { ...context, with: withValues }, place?.drillId),
        navigate: (to) => navigate(to),
        setVar,
        openPicker,
        reload: (ids) => {
          for (const id of ids) void callStates[id]?.mutate();
        },
        notices,
      };
      void type.run(action, runtime);
    },
    [calls, definition, navigate, notices, openDrill, openPicker, scope, setVar, today],
  );
  return { runAction, canRun };
}
