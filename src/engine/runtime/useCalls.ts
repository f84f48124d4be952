import { useDeferredValue } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { apiGet } from '../../api/client.ts';
import { resolveCall, type TemplateScope } from '../calls/templates.ts';
import type { CallDefinition } from '../calls/schema.ts';

export interface CallState {
  data: unknown;
  error: unknown;
  /** True while the first answer for the current parameters is on its way. */
  loading: boolean;
  /** False while the call waits (not submitted yet, a required parameter is empty, or loadOn 'action'). */
  active: boolean;
  mutate: KeyedMutator<unknown>;
}

export interface CallsOptions {
  /** 'submit' calls run only once the filters were submitted (or came in the URL). */
  submitted: boolean;
  /**
   * False while a search form's filters in force are invalid (a link with start after end): its 'open' calls that
   * read filters wait too, as the 'submit' ones do (1331, 1491 and 1370 load on open with their defaults).
   */
  filtersValid?: boolean;
  /** Changes on every Filtrar, so submitting the same values fetches again. */
  submitNonce: number;
  /** Changes on every drill-down opening when it fetches on every open. */
  openNonce?: number;
  /** 'once': keep the first answer for the same parameters (drill-downs that fetch only once). */
  once?: boolean;
  today: string;
}

const fetcher = ([, path, params]: [string, string, Record<string, unknown>]) => apiGet<unknown>(path, params);

/** One SWR fetch for one call of the definition. Keys include the company id and the resolved params. */
export function useCall(id: string, call: CallDefinition, scope: TemplateScope, options: CallsOptions): CallState {
  const loadOn = call.loadOn ?? 'open';
  const resolved = resolveCall(call, scope, options.today);
  const waitsForValidFilters = loadOn === 'open' && options.filtersValid === false && JSON.stringify(call).includes('{filters.');
  const active = resolved.ready && loadOn !== 'action' && (loadOn !== 'submit' || options.submitted) && !waitsForValidFilters;
  const key = active
    ? ([
        `call:${id}`,
        resolved.path,
        resolved.params,
        String(scope.empresaId ?? ''),
        loadOn === 'submit' ? options.submitNonce : 0,
        options.openNonce ?? 0,
      ] as const)
    : null;
  const swr = useSWR(key, fetcher as never, {
    revalidateOnFocus: false,
    revalidateIfStale: !options.once,
    shouldRetryOnError: false,
    keepPreviousData: false,
  });
  // The answer reaches the panels as a deferred value: React draws them in a background render that it splits into
  // short tasks and leaves for input, instead of one long task per answer (a dozen cards, a grid: 80–100 ms on this
  // machine, ×4 on a phone — Lighthouse TBT, docs/performance.md "Phones"). Until that render is done the panel
  // still shows its loading state, never an empty one.
  const data = useDeferredValue(swr.data);
  const error = useDeferredValue(swr.error);
  const loading = active && (swr.isLoading || data !== swr.data || error !== swr.error);
  return { data, error, loading, active, mutate: swr.mutate };
}

/**
 * All calls of a definition (or a drill-down). The list of calls is fixed for the component's life
 * (ScreenRuntime is keyed by the definition), so calling the hook in a loop keeps the hook order stable.
 */
export function useCalls(calls: Record<string, CallDefinition> | undefined, scope: TemplateScope, options: CallsOptions): Record<string, CallState> {
  const states: Record<string, CallState> = {};
  for (const [id, call] of Object.entries(calls ?? {})) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- stable list, see above
    states[id] = useCall(id, call, scope, options);
  }
  return states;
}
