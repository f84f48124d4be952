/**
 * Which requests a screen makes, computed with the engine's own functions (no re-implementation):
 * default filter values plus the fields' `example`s (exampleValues / filterScope), templates (resolveCall), panel data
 * (getPath with the panel's dataPath, default 'response') and action conditions (canRun).
 * Used by scripts/capture-fixtures.ts; pure, no React.
 */
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import type { CallDefinition } from '../../src/engine/calls/schema.ts';
import { getPath, resolveCall, resolveTemplate, resolveText, type TemplateScope } from '../../src/engine/calls/templates.ts';
import dayjs from 'dayjs';
import { exampleValues, filterScope, makeRange } from '../../src/engine/filters/values.ts';
import { canRun } from '../../src/engine/actions/canRun.ts';
import type { ActionRef } from '../../src/engine/actions/schema.ts';
import type { ActionContext } from '../../src/engine/panels/types.ts';
import { shiftParams, type CompareShift } from '../../src/engine/calls/compare/shift.ts';

export interface PlannedRequest {
  /** Id of the call in the definition (or drill-down). */
  callId: string;
  path: string;
  params: Record<string, unknown>;
}

/** The context a drill-down opens with: the clicked row/value and the action's fixed values. */
export type DrillContext = ActionContext & { with?: Record<string, unknown> };

type Panel = Record<string, unknown> & { kind?: string; call?: string; dataPath?: string };
type DrillDefinitions = Record<string, { title: string; code?: string; calls?: Record<string, CallDefinition>; panels: Panel[] }>;

/**
 * The template scope of the screen with its default filters ('{empresaId}', '{filters.x}') and the story's route
 * placeholders ('{route.hash}' = 'exemplo-hash', as storyUrl opens it): a public page's calls are then captured
 * (an unknown hash: its error answer, which the story shows).
 */
export function screenScope(definition: ScreenDefinition, empresaId: number, today: string): TemplateScope {
  const fields = definition.filters?.fields ?? [];
  const route = Object.fromEntries([...definition.route.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => [name, `exemplo-${name}`]));
  return { empresaId, filters: filterScope(fields, exampleValues(fields, today)), route };
}

/**
 * The screen's scope with wider dates: every dateRange filter from one year before `today` to
 * `today`. Used only to find a row that opens a drill-down when the default period has none.
 */
export function widerScope(definition: ScreenDefinition, empresaId: number, today: string): TemplateScope | null {
  const fields = definition.filters?.fields ?? [];
  if (!fields.some((f) => f.widget === 'dateRange')) return null;
  const values = exampleValues(fields, today);
  for (const f of fields) if (f.widget === 'dateRange') values[f.name] = makeRange(dayjs(today).subtract(1, 'year').format('YYYY-MM-DD'), today);
  return { empresaId, filters: filterScope(fields, values) };
}

/**
 * The requests of a set of calls in a scope: every call that loads by itself ('open', and 'submit'
 * — the stories open with the filters in the URL, as after Filtrar) and whose templates are filled.
 * Calls with loadOn 'action' (PDFs) only run on a click and are not part of a story.
 */
export function plannedRequests(calls: Record<string, CallDefinition> | undefined, scope: TemplateScope, today: string): PlannedRequest[] {
  const out: PlannedRequest[] = [];
  for (const [callId, call] of Object.entries(calls ?? {})) {
    if ((call.loadOn ?? 'open') === 'action') continue;
    const resolved = resolveCall(call, scope, today);
    if (resolved.ready) out.push({ callId, path: resolved.path, params: resolved.params });
  }
  return out;
}

/**
 * The earlier-period requests of the calls that declare `compare` (issue 35), for both choices: the 'Comparando'
 * story and the portal's selector ask them. The first-posting check (`since`) is left to the screen: an earlier
 * period before it is simply never asked, and its recorded answer goes unused.
 */
export function plannedCompareRequests(calls: Record<string, CallDefinition> | undefined, scope: TemplateScope, today: string, shifts: CompareShift[] = ['previous-period', 'previous-year']): PlannedRequest[] {
  return plannedRequests(calls, scope, today).flatMap((req) => {
    const compare = calls?.[req.callId]?.compare;
    if (!compare) return [];
    return shifts.flatMap((shift) => {
      const params = shiftParams(req.params, compare, shift);
      return params ? [{ ...req, params }] : [];
    });
  });
}

interface FoundAction {
  action: Extract<ActionRef, { type: 'drill' }>;
  /** The object holding the action: a card ({ value }), a column ({ field }) or a row button. */
  holder: Record<string, unknown>;
}

/** Every drill action anywhere in a panel's options (cards, columns, row buttons, row clicks, ...). */
export function drillActions(node: unknown, holder: Record<string, unknown> = {}): FoundAction[] {
  if (Array.isArray(node)) return node.flatMap((n) => drillActions(n, holder));
  if (!node || typeof node !== 'object') return [];
  const obj = node as Record<string, unknown>;
  if (obj.type === 'drill' && typeof obj.drill === 'string') return [{ action: obj as FoundAction['action'], holder }];
  return Object.entries(obj).flatMap(([key, value]) => drillActions(value, key === 'action' || key === 'rowAction' ? obj : holder));
}

/**
 * A representative context for a drill action over the panel's data: a card's value, or the first
 * row (with its cell value for a column) for which the action can run. Null when none can.
 */
export function representativeContext(found: FoundAction, data: unknown): DrillContext | null {
  const { action, holder } = found;
  const withValues = action.with ? { with: action.with } : {};
  if (typeof holder.value === 'string' && !Array.isArray(data)) {
    const context: ActionContext = { value: getPath(data, holder.value) };
    return canRun(action, context) ? { ...context, ...withValues } : null;
  }
  if (!Array.isArray(data)) return null;
  for (const row of data as Record<string, unknown>[]) {
    const context: ActionContext = typeof holder.field === 'string' ? { row, value: row[holder.field] } : { row };
    if (canRun(action, context)) return { ...context, ...withValues };
  }
  return null;
}

export interface PlannedDrill {
  id: string;
  /** Shown as the story name, e.g. '01.74.1333 Titulos a receber'. */
  label: string;
  context: DrillContext;
  scope: TemplateScope;
}

/**
 * The drill-downs reachable from some panels, each once (the first action that can run), with the
 * context to open it. `answers` maps call id → the recorded body (what the panels would show).
 */
export function plannedDrills(definition: ScreenDefinition, panels: Panel[], answers: Record<string, unknown>, base: TemplateScope, seen = new Set<string>()): PlannedDrill[] {
  const drills = (definition as { drilldowns?: DrillDefinitions }).drilldowns ?? {};
  const out: PlannedDrill[] = [];
  const vars = firstClickVars(panels, answers, base);
  for (const panel of panels) {
    // A panel reading a screen variable (1397's table: 'vars.grupo.equipamentos') plans from the first click's value.
    const data = panel.call
      ? getPath(answers[panel.call], panel.dataPath ?? 'response')
      : panel.dataPath?.startsWith('vars.') ? getPath({ vars }, panel.dataPath) : base;
    for (const found of drillActions(panel)) {
      const drill = drills[found.action.drill];
      if (!drill || seen.has(found.action.drill)) continue;
      const context = representativeContext(found, data);
      if (!context) continue;
      seen.add(found.action.drill);
      const scope = { ...base, row: context.row, value: context.value, with: context.with };
      const label = [drill.code, resolveText(drill.title, scope)].filter(Boolean).join(' ');
      out.push({ id: found.action.drill, label, context, scope });
    }
  }
  return out;
}

/** Every 'set' action anywhere in a panel's options (list clicks, row clicks, row buttons). */
function setActions(node: unknown): Extract<ActionRef, { type: 'set' }>[] {
  if (Array.isArray(node)) return node.flatMap(setActions);
  if (!node || typeof node !== 'object') return [];
  const obj = node as Record<string, unknown>;
  if (obj.type === 'set' && typeof obj.var === 'string') return [obj as Extract<ActionRef, { type: 'set' }>];
  return Object.values(obj).flatMap(setActions);
}

/** The screen variables a click on the first row of each panel would set (1397: the first group). */
function firstClickVars(panels: Panel[], answers: Record<string, unknown>, base: TemplateScope): Record<string, unknown> {
  const vars: Record<string, unknown> = { ...base.vars };
  for (const panel of panels) {
    const data = panel.call ? getPath(answers[panel.call], panel.dataPath ?? 'response') : undefined;
    if (!Array.isArray(data) || data.length === 0) continue;
    const row = data[0] as Record<string, unknown>;
    for (const action of setActions(panel)) vars[action.var] = typeof action.value === 'string' ? resolveTemplate(action.value, { ...base, row }) : action.value;
  }
  return vars;
}

/** How many rows of a list the capture asks a click action (a PDF) for: enough for one with and one without a document. */
export const ACTION_ROWS = 6;

/** Every 'pdf' action anywhere in a panel's options (row buttons, cells, row clicks). */
function pdfActions(node: unknown): Extract<ActionRef, { type: 'pdf' }>[] {
  if (Array.isArray(node)) return node.flatMap(pdfActions);
  if (!node || typeof node !== 'object') return [];
  const obj = node as Record<string, unknown>;
  if (obj.type === 'pdf' && typeof obj.call === 'string') return [obj as Extract<ActionRef, { type: 'pdf' }>];
  return Object.values(obj).flatMap(pdfActions);
}

/**
 * The requests the click actions of some panels make (loadOn 'action' calls such as the NF-e PDF),
 * for the first rows whose action can run, so a story's button shows the real document.
 */
export function plannedActionRequests(calls: Record<string, CallDefinition> | undefined, panels: Panel[], answers: Record<string, unknown>, base: TemplateScope, today: string): PlannedRequest[] {
  const out: PlannedRequest[] = [];
  for (const panel of panels) {
    const data = panel.call ? getPath(answers[panel.call], panel.dataPath ?? 'response') : undefined;
    if (!Array.isArray(data)) continue;
    for (const action of pdfActions(panel)) {
      const call = calls?.[action.call];
      if (!call) continue;
      const rows = (data as Record<string, unknown>[]).filter((row) => canRun(action, { row })).slice(0, ACTION_ROWS);
      for (const row of rows) {
        const resolved = resolveCall(call, { ...base, row }, today);
        if (resolved.ready) out.push({ callId: action.call, path: resolved.path, params: resolved.params });
      }
    }
  }
  return out;
}

/**
 * The name lookups the story's filter values make (a lookup field holding a code, e.g. 1332's customer from its
 * `example`): each field's lookup call with '{lookup.code}', so the story shows the name, not 'não encontrado'.
 */
export function plannedLookupRequests(definition: ScreenDefinition, base: TemplateScope, today: string): PlannedRequest[] {
  const out: PlannedRequest[] = [];
  const filters = (base.filters ?? {}) as Record<string, unknown>;
  for (const field of definition.filters?.fields ?? []) {
    const code = filters[field.name];
    const call = field.lookup ? definition.calls?.[field.lookup.call] : undefined;
    if (!call || code === undefined || code === null || code === '') continue;
    const resolved = resolveCall(call, { ...base, lookup: { code } }, today);
    if (resolved.ready) out.push({ callId: field.lookup!.call, path: resolved.path, params: resolved.params });
  }
  return out;
}
