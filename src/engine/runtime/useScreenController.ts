import { useCallback, useMemo, useState } from 'react';
import { useStableCallback } from './useStableCallback.ts';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { todayIso, type TemplateScope } from '../calls/templates.ts';
import { filterScope, type FilterValues } from '../filters/values.ts';
import { useCalls } from './useCalls.ts';
import { useCompanyId } from './company.ts';
import { useFilterState, useLockedFilters } from './useFilterState.ts';
import { useDrillStack } from './useDrillStack.ts';
import { useActionRunner } from './useActionRunner.ts';
import { useCompare } from './useCompare.ts';
import type { PickerSelection, ScreenController, ScreenControllerOptions } from './controllerTypes.ts';

export type { ActionPlace, DrillSelection, InitialDrill, PickerSelection, ScreenController, ScreenControllerOptions } from './controllerTypes.ts';

/**
 * The headless core of a screen (react-admin's useListController pattern), composed of one hook per concern:
 * the filter values synced with the URL and the pending submit (useFilterState), the fetch state of every call
 * (useCalls), the drill-down stack in the history (useDrillStack), the action runtime (useActionRunner); the
 * screen variables, the open picker and the template scope are kept here.
 */
export function useScreenController(definition: ScreenDefinition, file: string, options: ScreenControllerOptions = {}): ScreenController {
  const [searchParams] = useSearchParams();
  const routeParams = useParams();
  const empresaId = useCompanyId();
  const today = useMemo(() => options.today ?? todayIso(), [options.today]);
  const { fields, filters, valid, hasSubmit, submitted, submitNonce, draft, setDraft, writeToUrl } = useFilterState(definition, today);
  const drills = useDrillStack(definition, options.initialDrill);

  const [vars, setVars] = useState<Record<string, unknown>>({});
  const setVar = useCallback((name: string, value: unknown) => setVars((current) => ({ ...current, [name]: value })), []);
  const [picker, setPicker] = useState<PickerSelection | null>(null);
  const openPicker = useCallback(
    (id: string) => {
      const target = definition.pickers?.[id];
      if (target) setPicker({ id, definition: target });
    },
    [definition],
  );

  const query = useMemo(() => Object.fromEntries(searchParams.entries()), [searchParams]);
  const routeKey = JSON.stringify(routeParams);
  const route = useMemo(() => JSON.parse(routeKey) as Record<string, string | undefined>, [routeKey]);
  const scope = useCallback(
    (extra?: Partial<TemplateScope>): TemplateScope => ({ empresaId, filters: filterScope(fields, filters), route, query, vars, ...extra }),
    [empresaId, fields, filters, route, query, vars],
  );

  const { compare, setCompare, comparable } = useCompare(definition);
  const calls = useCalls(definition.calls, scope(), { submitted, submitNonce, today, filtersValid: valid || !hasSubmit, compare });
  const locked = useLockedFilters(fields, filters, calls);

  // A search is running while a 'submit' call loads — or, on a form with a submit button, an 'open' call (it reads
  // the applied filters too, e.g. 1491 loads its summary and lists at once): Filtrar and the fields wait for it.
  const searching = Object.entries(definition.calls ?? {}).some(
    ([id, call]) => (call.loadOn === 'submit' || (hasSubmit && (call.loadOn ?? 'open') === 'open')) && calls[id]?.loading,
  );

  // A locked field keeps its locked value whatever the form sends: a form's values taken before the lock arrived
  // (the auto-apply timer) would otherwise undo it, and the lock effect redo it, in a loop (1369 for a
  // fleet manager rewrote the URL and redrew the screen ~25 times a second).
  const applyFilters = useCallback((given: FilterValues) => writeToUrl({ ...given, ...locked }), [writeToUrl, locked]);

  // The same function across answers (the filter form, which holds the refresh button, is not redrawn by them).
  const refresh = useStableCallback(() => {
    for (const state of Object.values(calls)) {
      if (state.active) void state.mutate();
      if (state.previous?.active) void state.previous.mutate();
    }
  });

  const { runAction, canRun } = useActionRunner({ definition, today, calls, scope, openDrill: drills.openDrill, setVar, openPicker });

  return {
    definition,
    file,
    today,
    empresaId,
    filters,
    locked,
    draft,
    setDraft,
    vars,
    setVar,
    picker,
    openPicker,
    closePicker: () => setPicker(null),
    submitted,
    submitNonce,
    searching,
    applyFilters,
    refresh,
    calls,
    comparable,
    compare,
    setCompare,
    scope,
    drill: drills.drill,
    closeDrill: drills.closeDrill,
    drillOpener: drills.drillOpener,
    runAction,
    canRun,
  };
}
