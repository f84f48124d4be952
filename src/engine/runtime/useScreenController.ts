import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStableCallback } from './useStableCallback.ts';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { clearDrill, readDrill, writeDrill } from '../drilldowns/drillUrl.ts';
import type { ScreenDefinition, DrilldownDefinition } from '../../../schemas/screen-definition.ts';
import { todayIso, type TemplateScope } from '../calls/templates.ts';
import { filterScope, lockedValues, readFilters, validateFilters, writeFilters, type FilterValues } from '../filters/values.ts';
import { canRun as canRunAction } from '../actions/canRun.ts';
import { actionRegistry } from '../actions/registry.ts';
import type { ActionRuntime } from '../actions/types.ts';
import type { PickerDefinition } from '../pickers/schema.ts';
import type { ActionContext, ActionRef } from '../panels/types.ts';
import type { PanelEnvironment } from './PanelEnvironment.ts';
import { useCalls, type CallState } from './useCalls.ts';
import { useCompanyId } from './company.ts';

/** The open picker: which one (definition.pickers). */
export interface PickerSelection {
  id: string;
  definition: PickerDefinition;
}

/** The place an action runs in: the screen, or an open drill-down (its calls first, its scope). */
export type ActionPlace = Pick<PanelEnvironment, 'calls' | 'callDefinitions' | 'scope' | 'drillId'>;

/** The drill-down currently open: which one, from which row/value, with which fixed values. */
export interface DrillSelection {
  id: string;
  definition: DrilldownDefinition;
  context: ActionContext & { with?: Record<string, unknown> };
  /** Increments on every opening (drill-downs that fetch on every open key their calls by it). */
  openCount: number;
  /**
   * The drill-down this one was opened from (a button inside it: 1494 → 1495): it stays open underneath, with its
   * state, and comes back on top when this one closes. Kept in the history entry, not in the URL.
   */
  parent?: DrillSelection;
}

export interface ScreenController {
  definition: ScreenDefinition;
  file: string;
  today: string;
  empresaId: number | null;
  /** Filter values in force (from the URL, else the definition's defaults). */
  filters: FilterValues;
  /** Fields locked by a call (`lockFrom`) and their values; the form shows them disabled. */
  locked: FilterValues;
  /** The filter form's values being edited (pickers and lookups write here; Filtrar applies them). */
  draft: FilterValues;
  setDraft(values: FilterValues | ((current: FilterValues) => FilterValues)): void;
  /** Screen variables set by `set` actions ('{vars.x}'). */
  vars: Record<string, unknown>;
  setVar(name: string, value: unknown): void;
  picker: PickerSelection | null;
  openPicker(id: string): void;
  closePicker(): void;
  /** True once filters were submitted (or arrived in the URL): 'submit' calls may run. */
  submitted: boolean;
  submitNonce: number;
  /** True while a search runs (a 'submit' call loads): the form and 'Filtrar' are disabled meanwhile. */
  searching: boolean;
  /** Applies filter values: writes them to the URL (shareable link) and reloads the calls that use them. */
  applyFilters(values: FilterValues): void;
  /** Reloads every active call with the current filters. */
  refresh(): void;
  calls: Record<string, CallState>;
  /** The template scope ('{empresaId}', '{filters.x}') of the screen, plus extra fields. */
  scope(extra?: Partial<TemplateScope>): TemplateScope;
  drill: DrillSelection | null;
  /** Closes the open drill-down (`depth` 1) or it and the ones it was opened from (2: its parent too). */
  closeDrill(depth?: number): void;
  /** Where focus goes back when the open drill-down closes (the card, cell or button that opened it). */
  drillOpener(): HTMLElement | null;
  /** Runs an action through the action registry; `place` is the drill-down it came from (default: the screen). */
  runAction(action: ActionRef, context: ActionContext, place?: ActionPlace): void;
  canRun(action: ActionRef, context: ActionContext): boolean;
}

/**
 * The headless core of a screen (react-admin's useListController pattern): owns the filter values
 * (synced with the URL query string), the fetch state of every call and the drill-down selection.
 */
export interface ScreenControllerOptions {
  /** The business date 'YYYY-MM-DD' of templates and default filters (default: the browser's today). */
  today?: string;
  /** A drill-down open from the first render (Storybook, links): its id and the row/value/with it opens with. */
  initialDrill?: InitialDrill;
}

/** A drill-down to open on mount: which one and the context a click would have given it. */
export interface InitialDrill {
  id: string;
  context: ActionContext & { with?: Record<string, unknown> };
}

export function useScreenController(definition: ScreenDefinition, file: string, options: ScreenControllerOptions = {}): ScreenController {
  const [searchParams, setSearchParams] = useSearchParams();
  const routeParams = useParams();
  const navigate = useNavigate();
  const empresaId = useCompanyId();
  const today = useMemo(() => options.today ?? todayIso(), [options.today]);
  const fields = useMemo(() => definition.filters?.fields ?? [], [definition]);
  const { values: filters, fromUrl } = useMemo(() => readFilters(fields, searchParams, today), [fields, searchParams, today]);
  const [submitNonce, setSubmitNonce] = useState(0);
  const openCounter = useMemo(() => ({ n: 0 }), []);
  // A drill-down opened by a click lives in the URL (drillUrl.ts): Back closes it, a link opens it.
  // The one given as initialDrill (Storybook) is local state.
  const location = useLocation();
  const openCounts = useRef(new Map<string, number>());
  const opener = useRef<HTMLElement | null>(null);
  const openDrillRef = useRef<DrillSelection | null>(null);
  const urlDrill = useMemo((): DrillSelection | null => {
    const request = readDrill(searchParams, definition.drilldowns);
    if (!request) return null;
    // Every opening is its own history entry: its key numbers the opening (fetch 'everyOpen').
    let count = openCounts.current.get(location.key);
    if (count === undefined) {
      openCounter.n += 1;
      count = openCounter.n;
      openCounts.current.set(location.key, count);
    }
    // Opened by a click here: the history entry keeps the whole clicked row (nested lists such as
    // `dataPath: 'row.itens'` included); the URL only carries what a pasted link needs.
    const kept = (location.state as { miranteDrill?: boolean; drillId?: string; drillContext?: DrillSelection['context']; drillParent?: DrillSelection } | null);
    const own = kept?.drillId === request.id;
    const context = own && kept.drillContext ? kept.drillContext : request.context;
    const parent = own && kept.drillParent ? { ...kept.drillParent, definition: definition.drilldowns![kept.drillParent.id] } : undefined;
    return { id: request.id, definition: definition.drilldowns![request.id], context, openCount: count, ...(parent?.definition ? { parent } : {}) };
  }, [searchParams, definition, location.key, location.state, openCounter]);
  const [localDrill, setLocalDrill] = useState<DrillSelection | null>(() => {
    const initial = options.initialDrill;
    const target = initial ? definition.drilldowns?.[initial.id] : undefined;
    if (!initial || !target) return null;
    openCounter.n += 1;
    return { id: initial.id, definition: target, context: { ...initial.context }, openCount: openCounter.n };
  });
  const hasSubmit = Boolean(definition.filters?.submitLabel);
  // A link carrying invalid filters (e.g. start after end) does not search until they are fixed.
  const valid = useMemo(() => Object.keys(validateFilters(fields, filters)).length === 0, [fields, filters]);
  // Filtrar bumps the nonce and writes the URL; the router applies the URL a render later. Until the
  // filters in force are the submitted ones, 'submit' calls wait — else they would fetch once with the
  // old values and again with the new ones.
  const [pendingQuery, setPendingQuery] = useState<string | null>(null);
  const currentQuery = useMemo(() => writeFilters(fields, filters, new URLSearchParams()).toString(), [fields, filters]);
  const settled = pendingQuery === null || pendingQuery === currentQuery;
  const submitted = valid && (!hasSubmit || ((fromUrl || submitNonce > 0) && settled));

  const [vars, setVars] = useState<Record<string, unknown>>({});
  const setVar = useCallback((name: string, value: unknown) => setVars((current) => ({ ...current, [name]: value })), []);
  const [draft, setDraftState] = useState<FilterValues>(filters);
  // Values equal to the draft keep the draft's object, so React skips the render: the form reports its values on
  // mount and after each update of its props, and every new object drew the whole screen a second time, at once
  // (inside the commit that mounted it: a phone's longest task on opening a screen).
  const setDraft = useCallback(
    (next: FilterValues | ((current: FilterValues) => FilterValues)) =>
      setDraftState((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        return JSON.stringify(value) === JSON.stringify(current) ? current : value;
      }),
    [],
  );
  const applied = JSON.stringify(filters);
  // The URL changed (back button, a shared link, auto-apply): the form shows the values in force.
  useEffect(() => setDraft(JSON.parse(applied) as FilterValues), [applied, setDraft]);
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

  const calls = useCalls(definition.calls, scope(), { submitted, submitNonce, today, filtersValid: valid || !hasSubmit });

  // Fields locked by a call (lockFrom): once it answers, the value in force becomes the locked one.
  const lockedKey = JSON.stringify(lockedValues(fields, (id) => calls[id]?.data));
  const locked = useMemo(() => JSON.parse(lockedKey) as FilterValues, [lockedKey]);
  useEffect(() => {
    // compared as text: the URL gives '4' where the call gave 4
    if (Object.entries(locked).some(([name, value]) => String(filters[name]) !== String(value))) {
      setSearchParams((current) => writeFilters(fields, { ...filters, ...locked }, current), { replace: true });
    }
  }, [locked, filters, fields, setSearchParams]);

  // A search is running while a 'submit' call loads — or, on a form with a submit button, an 'open' call (it reads
  // the applied filters too, e.g. 1491 loads its summary and lists at once): Filtrar and the fields wait for it.
  const searching = Object.entries(definition.calls ?? {}).some(
    ([id, call]) => (call.loadOn === 'submit' || (hasSubmit && (call.loadOn ?? 'open') === 'open')) && calls[id]?.loading,
  );

  const applyFilters = useCallback(
    (given: FilterValues) => {
      // A locked field keeps its locked value whatever the form sends: a form's values taken before the lock arrived
      // (the auto-apply timer) would otherwise undo it, and the lock effect above redo it, in a loop (1369 for a
      // fleet manager rewrote the URL and redrew the screen ~25 times a second).
      const values = { ...given, ...locked };
      setSearchParams((current) => writeFilters(fields, values, current), { replace: !hasSubmit });
      if (hasSubmit) {
        setPendingQuery(writeFilters(fields, values, new URLSearchParams()).toString());
        setSubmitNonce((n) => n + 1);
      }
    },
    [fields, hasSubmit, setSearchParams, locked],
  );

  // The same function across answers (the filter form, which holds the refresh button, is not redrawn by them).
  const refresh = useStableCallback(() => {
    for (const state of Object.values(calls)) if (state.active) void state.mutate();
  });

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
        openDrill: (id, withValues) => {
          const target = definition.drilldowns?.[id];
          if (!target) return;
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          const drillContext = { ...context, with: withValues };
          // opened from inside an open drill-down (its `place`): that one stays underneath
          const from = place?.drillId && openDrillRef.current?.id === place.drillId ? openDrillRef.current : null;
          const drillParent = from && from.id !== id ? { id: from.id, context: from.context, openCount: from.openCount, parent: undefined } : undefined;
          setSearchParams((current) => writeDrill(current, id, target, drillContext), { state: { miranteDrill: true, drillId: id, drillContext, drillParent } });
        },
        navigate: (to) => navigate(to),
        setVar,
        openPicker,
        reload: (ids) => {
          for (const id of ids) void callStates[id]?.mutate();
        },
      };
      void type.run(action, runtime);
    },
    [calls, definition, navigate, openPicker, scope, setSearchParams, setVar, today],
  );

  const drill = urlDrill ?? localDrill;
  openDrillRef.current = drill;
  const closeDrill = useCallback((depth = 1) => {
    if (!urlDrill) return setLocalDrill(null);
    // Opened by a click here: going back removes its history entry (Back and Escape agree); opened by a link: drop it from the URL.
    if ((location.state as { miranteDrill?: boolean } | null)?.miranteDrill) navigate(-depth);
    else setSearchParams((current) => clearDrill(current), { replace: true });
  }, [urlDrill, location.state, navigate, setSearchParams]);

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
    scope,
    drill,
    closeDrill,
    drillOpener: () => opener.current,
    runAction,
    canRun,
  };
}
