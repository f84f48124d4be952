import { useDeferredValue } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { apiGet } from '../../api/client.ts';
import { getPath, resolveCall, type TemplateScope } from '../calls/templates.ts';
import type { CallDefinition } from '../calls/schema.ts';
import { endsBefore, shiftOffset, shiftParams, type CompareShift, type ShiftOffset } from '../calls/compare/shift.ts';

export interface CallState {
  data: unknown;
  error: unknown;
  /** True while the first answer for the current parameters is on its way. */
  loading: boolean;
  /** False while the call waits (not submitted yet, a required parameter is empty, or loadOn 'action'). */
  active: boolean;
  mutate: KeyedMutator<unknown>;
  /** The same call for the earlier period, while the screen compares and the call declares `compare` (issue 35). */
  previous?: PreviousCallState;
}

export interface PreviousCallState extends CallState {
  shift: CompareShift;
  /** How far back the earlier period is (a chart draws its dates forward by it); null while the period is unknown. */
  offset: ShiftOffset | null;
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
  /** The comparison chosen beside the filters: calls declaring `compare` run a second time for the earlier period. */
  compare?: CompareShift | null;
}

const fetcher = ([, path, params]: [string, string, Record<string, unknown>]) => apiGet<unknown>(path, params);

/**
 * One SWR fetch for one call of the definition. Keys include the company id and the resolved params.
 * `shift`: the earlier period's fetch of a compared call — the same key with the period parameters moved back, so
 * it shares the cache with the main call (null: comparison off, the fetch waits).
 */
export function useCall(id: string, call: CallDefinition, scope: TemplateScope, options: CallsOptions, shift?: CompareShift | null): CallState {
  const loadOn = call.loadOn ?? 'open';
  const resolved = resolveCall(call, scope, options.today);
  const params = shift === undefined ? resolved.params : shift && call.compare ? shiftParams(resolved.params, call.compare, shift) : null;
  const waitsForValidFilters = loadOn === 'open' && options.filtersValid === false && JSON.stringify(call).includes('{filters.');
  const active = params !== null && resolved.ready && loadOn !== 'action' && (loadOn !== 'submit' || options.submitted) && !waitsForValidFilters;
  const key = active
    ? ([
        `call:${id}`,
        resolved.path,
        params,
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
  const list = Object.entries(calls ?? {});
  for (const [id, call] of list) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- stable list, see above
    states[id] = useCall(id, call, scope, options);
  }
  // Then the earlier period of each compared call (after every main call: `since` reads another call's answer).
  // A compared call always holds its second fetch (waiting while comparison is off): the hook order stays fixed.
  for (const [id, call] of list) {
    if (!call.compare) continue;
    const shift = options.compare ?? null;
    const params = resolveCall(call, scope, options.today).params;
    const shifted = shift ? shiftParams(params, call.compare, shift) : null;
    const since = call.compare.since ? states[call.compare.since.call] : undefined;
    // the first posting is on its way: the earlier call waits for it (it may not be needed)
    const sinceWaits = Boolean(shifted && since?.active && since.loading);
    // before the company's first posting: no data, and no call
    const beforeData = !sinceWaits && Boolean(shifted && since && endsBefore(shifted, call.compare, getPath(since.data, call.compare.since!.dataPath)));
    // eslint-disable-next-line react-hooks/rules-of-hooks -- stable list, see above
    const previous = useCall(id, call, scope, options, beforeData || sinceWaits ? null : shift);
    if (!shift || !(previous.active || ((beforeData || sinceWaits) && states[id].active))) continue;
    const offset = shiftOffset(params, call.compare, shift);
    const earlier = beforeData || sinceWaits ? { ...previous, data: undefined, error: undefined, loading: sinceWaits, active: true } : previous;
    states[id] = { ...states[id], previous: { ...earlier, shift, offset } };
  }
  return states;
}
