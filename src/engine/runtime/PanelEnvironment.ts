import { createContext, useContext } from 'react';
import type { CallDefinition } from '../calls/schema.ts';
import type { TemplateScope } from '../calls/templates.ts';
import type { MessagesDefinition } from '../messages/schema.ts';
import type { CallState } from './useCalls.ts';

/** What panels of one place (the screen, or one open drill-down) read: its calls, scope and messages. */
export interface PanelEnvironment {
  calls: Record<string, CallState>;
  callDefinitions: Record<string, CallDefinition>;
  scope: TemplateScope;
  messages?: MessagesDefinition;
  /** Set inside an open drill-down: its id (a drill-down opened from it stacks on top). */
  drillId?: string;
}

export const PanelEnvironmentContext = createContext<PanelEnvironment | null>(null);

export function usePanelEnvironment(): PanelEnvironment {
  const env = useContext(PanelEnvironmentContext);
  if (!env) throw new Error('usePanelEnvironment() must be used inside <ScreenRuntime>');
  return env;
}
