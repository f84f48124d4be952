import { useCallback } from 'react';
import { apiGet } from '../../api/client.ts';
import { resolveCall, todayIso } from '../calls/templates.ts';
import { usePanelEnvironment } from './PanelEnvironment.ts';

/**
 * Runs a call of the place now with values of the caller read as '{with.x}' (a hosted component's own search form,
 * an accordion item opened): the path stays declared in the definition, empty parameters are dropped.
 */
export function useFetchCall(): (id: string, values?: Record<string, unknown>) => Promise<unknown> {
  const env = usePanelEnvironment();
  return useCallback(
    (id: string, values: Record<string, unknown> = {}) => {
      const call = env.callDefinitions[id];
      if (!call) return Promise.reject(new Error(`Chamada desconhecida: ${id}`));
      const resolved = resolveCall(call, { ...env.scope, with: { ...env.scope.with, ...values } }, todayIso());
      return apiGet<unknown>(resolved.path, resolved.params);
    },
    [env.callDefinitions, env.scope],
  );
}
