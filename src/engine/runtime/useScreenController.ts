import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ScreenDefinition, DrilldownDefinition } from '../../../schemas/screen-definition.ts';
import { resolveCall, resolveText, todayIso, type TemplateScope } from '../calls/templates.ts';
import { filterScope, readFilters, validateFilters, writeFilters, type FilterValues } from '../filters/values.ts';
import { canRun as canRunAction } from '../actions/canRun.ts';
import { openPdf } from '../actions/openPdf.ts';
import type { ActionContext, ActionRef } from '../panels/types.ts';
import type { CallDefinition } from '../calls/schema.ts';
import { useCalls, type CallState } from './useCalls.ts';
import { useCompanyId } from './company.ts';

/** The drill-down currently open: which one, from which row/value, with which fixed values. */
export interface DrillSelection {
  id: string;
  definition: DrilldownDefinition;
  context: ActionContext & { with?: Record<string, unknown> };
  /** Increments on every opening (drill-downs that fetch on every open key their calls by it). */
  openCount: number;
}

export interface ScreenController {
  definition: ScreenDefinition;
  file: string;
  today: string;
  empresaId: number | null;
  /** Filter values in force (from the URL, else the definition's defaults). */
  filters: FilterValues;
  /** True once filters were submitted (or arrived in the URL): 'submit' calls may run. */
  submitted: boolean;
  submitNonce: number;
  /** Applies filter values: writes them to the URL (shareable link) and reloads the calls that use them. */
  applyFilters(values: FilterValues): void;
  /** Reloads every active call with the current filters. */
  refresh(): void;
  calls: Record<string, CallState>;
  /** The template scope ('{empresaId}', '{filters.x}') of the screen, plus extra fields. */
  scope(extra?: Partial<TemplateScope>): TemplateScope;
  drill: DrillSelection | null;
  closeDrill(): void;
  runAction(action: ActionRef, context: ActionContext, calls?: Record<string, CallDefinition>): void;
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
  const navigate = useNavigate();
  const empresaId = useCompanyId();
  const today = useMemo(() => options.today ?? todayIso(), [options.today]);
  const fields = useMemo(() => definition.filters?.fields ?? [], [definition]);
  const { values: filters, fromUrl } = useMemo(() => readFilters(fields, searchParams, today), [fields, searchParams, today]);
  const [submitNonce, setSubmitNonce] = useState(0);
  const openCounter = useMemo(() => ({ n: 0 }), []);
  const [drill, setDrill] = useState<DrillSelection | null>(() => {
    const initial = options.initialDrill;
    const target = initial ? definition.drilldowns?.[initial.id] : undefined;
    if (!initial || !target) return null;
    openCounter.n += 1;
    return { id: initial.id, definition: target, context: { ...initial.context }, openCount: openCounter.n };
  });
  const hasSubmit = Boolean(definition.filters?.submitLabel);
  // A link carrying invalid filters (e.g. start after end) does not search until they are fixed.
  const valid = useMemo(() => Object.keys(validateFilters(fields, filters)).length === 0, [fields, filters]);
  const submitted = valid && (!hasSubmit || fromUrl || submitNonce > 0);

  const scope = useCallback(
    (extra?: Partial<TemplateScope>): TemplateScope => ({ empresaId, filters: filterScope(fields, filters), ...extra }),
    [empresaId, fields, filters],
  );

  const calls = useCalls(definition.calls, scope(), { submitted, submitNonce, today });

  const applyFilters = useCallback(
    (values: FilterValues) => {
      setSearchParams((current) => writeFilters(fields, values, current), { replace: !hasSubmit });
      if (hasSubmit) setSubmitNonce((n) => n + 1);
    },
    [fields, hasSubmit, setSearchParams],
  );

  const refresh = useCallback(() => {
    for (const state of Object.values(calls)) if (state.active) void state.mutate();
  }, [calls]);

  const canRun = useCallback((action: ActionRef, context: ActionContext) => canRunAction(action, context), []);

  const runAction = useCallback(
    (action: ActionRef, context: ActionContext, localCalls?: Record<string, CallDefinition>) => {
      if (!canRunAction(action, context)) return;
      if (action.type === 'drill') {
        const target = definition.drilldowns?.[action.drill];
        if (!target) return;
        openCounter.n += 1;
        setDrill({ id: action.drill, definition: target, context: { ...context, with: action.with }, openCount: openCounter.n });
      } else if (action.type === 'link') {
        navigate(resolveText(action.to, scope({ row: context.row, value: context.value })));
      } else {
        const call = localCalls?.[action.call] ?? definition.calls?.[action.call];
        if (!call) return;
        const resolved = resolveCall(call, scope({ row: context.row, value: context.value }), today);
        void openPdf(resolved, action.dataPath, action.emptyMessage);
      }
    },
    [definition, navigate, openCounter, scope, today],
  );

  return {
    definition,
    file,
    today,
    empresaId,
    filters,
    submitted,
    submitNonce,
    applyFilters,
    refresh,
    calls,
    scope,
    drill,
    closeDrill: () => setDrill(null),
    runAction,
    canRun,
  };
}
