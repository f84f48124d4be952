/**
 * Validates a screen definition: first the shape (the precompiled Ajv validator generated from
 * src/engine/definition/screen-definition.ts — precompiled because the portal's CSP forbids eval), then the
 * cross-references a schema cannot express (a panel's call exists, an action's drill exists, ...).
 * Every problem names the file, the JSON path and what is wrong.
 */
import validateShape from '../../../schemas/screen-definition.validator.ts';
import type { ScreenDefinition } from './screen-definition.ts';
import { panelOptionErrors } from './panelOptionChecks.ts';
import type { ActionCheckContext, ActionChecks } from './actionChecks.ts';
import { ACTION_CHECKS } from '../actions/typeChecks.generated.ts';
import type { WidgetChecks } from './widgetChecks.ts';
import { FILTER_WIDGET_CHECKS } from '../filters/widgets/widgetChecks.generated.ts';
import { compareErrors } from './compareChecks.ts';
import { templateRefs } from '../../../common/templates.ts';

export interface DefinitionError {
  /** The definition file, e.g. 'screens/financeiro/1325-dashboard-financeiro.ts'. */
  file: string;
  /** JSON pointer of the offending value, e.g. '/panels/2/columns/0/format'. */
  path: string;
  message: string;
}

export type ValidationResult = { ok: true; definition: ScreenDefinition } | { ok: false; errors: DefinitionError[] };

interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One line per error: 'file: /path: message'. */
export function formatDefinitionError(e: DefinitionError): string {
  return `${e.file}: ${e.path || '/'}: ${e.message}`;
}

export function validateDefinition(definition: unknown, file: string): ValidationResult {
  const shapeOk = (validateShape as (d: unknown) => boolean)(definition);
  if (!shapeOk) {
    const raw = ((validateShape as unknown as { errors?: AjvError[] }).errors ?? []) as AjvError[];
    return { ok: false, errors: shapeErrors(raw).map((e) => ({ file, ...e })) };
  }
  const refs = referenceErrors(definition as ScreenDefinition);
  if (refs.length) return { ok: false, errors: refs.map((e) => ({ file, ...e })) };
  return { ok: true, definition: definition as ScreenDefinition };
}

/** Turns Ajv's raw errors into few, clear ones (a bad enum value gives one line listing the allowed values). */
function shapeErrors(raw: AjvError[]): Array<Omit<DefinitionError, 'file'>> {
  const out: Array<Omit<DefinitionError, 'file'>> = [];
  const enumLike = new Set<string>();
  for (const e of raw) {
    if (e.keyword !== 'anyOf') continue;
    // A union of literals ('currency' | 'number' | ...): every branch failed with a const error
    // (the validator is not verbose, so the allowed values come from those errors, not the schema).
    const branches = raw.filter((b) => b.instancePath === e.instancePath && b.schemaPath.startsWith(`${e.schemaPath}/`));
    if (branches.length > 0 && branches.every((b) => b.keyword === 'const')) {
      enumLike.add(e.instancePath);
      out.push({ path: e.instancePath, message: `must be one of ${branches.map((b) => String(b.params.allowedValue)).join(', ')}` });
    }
  }
  const anyOfPaths = new Set(raw.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const e of raw) {
    if (enumLike.has(e.instancePath) && (e.keyword === 'const' || e.keyword === 'anyOf' || e.keyword === 'type')) continue;
    if (anyOfPaths.has(e.instancePath) && (e.keyword === 'const' || e.keyword === 'type')) continue;
    out.push(describe(e));
  }
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = `${e.path} ${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function describe(e: AjvError): Omit<DefinitionError, 'file'> {
  const p = e.params;
  switch (e.keyword) {
    case 'additionalProperties':
      return { path: `${e.instancePath}/${String(p.additionalProperty)}`, message: `unknown field '${String(p.additionalProperty)}' (campo desconhecido)` };
    case 'required':
      return { path: `${e.instancePath}/${String(p.missingProperty)}`, message: 'is required (campo obrigatório)' };
    case 'enum':
      return { path: e.instancePath, message: `must be one of ${(p.allowedValues as unknown[]).join(', ')}` };
    case 'discriminator':
      return {
        path: `${e.instancePath}/${String(p.tag)}`,
        message:
          p.error === 'mapping'
            ? `unknown ${String(p.tag)} '${String(p.tagValue)}' (tipo desconhecido)`
            : `must be a string naming the ${String(p.tag)}`,
      };
    case 'anyOf':
      return { path: e.instancePath, message: 'does not match any of the allowed forms (formato não aceito)' };
    default:
      return { path: e.instancePath, message: e.message ?? e.keyword };
  }
}

type Json = Record<string, unknown>;

/** Each action type's reference checks, from its folder (actions/<type>/checks.ts, actions/typeChecks.generated.ts). */
const ACTIONS: Record<string, ActionChecks | undefined> = ACTION_CHECKS;
/** Each filter widget's reference checks, from its folder (filters/widgets/<widget>/checks.ts). */
const WIDGETS: Record<string, WidgetChecks | undefined> = FILTER_WIDGET_CHECKS;

/** Cross-references: calls, drill-downs and filters named in the definition must exist. */
function referenceErrors(def: ScreenDefinition): Array<Omit<DefinitionError, 'file'>> {
  const errors: Array<Omit<DefinitionError, 'file'>> = [];
  const screenCalls = (def.calls ?? {}) as Record<string, Json>;
  const drills = (def.drilldowns ?? {}) as Record<string, Json>;
  const filterNames = new Set((def.filters?.fields ?? []).map((f) => f.name));

  const pickers = (def.pickers ?? {}) as Record<string, { call: string; writes: Record<string, string>; extra?: { optionsFrom?: { call: string } } }>;
  const unknownCall = (path: string, id: string) => errors.push({ path, message: `unknown call '${id}' (chamada inexistente)` });
  for (const [id, picker] of Object.entries(pickers)) {
    if (!screenCalls[picker.call]) unknownCall(`/pickers/${id}/call`, picker.call);
    const extraCall = picker.extra?.optionsFrom?.call;
    if (extraCall && !screenCalls[extraCall]) unknownCall(`/pickers/${id}/extra/optionsFrom/call`, extraCall);
    for (const field of Object.keys(picker.writes)) {
      if (!filterNames.has(field)) errors.push({ path: `/pickers/${id}/writes/${field}`, message: `unknown filter '${field}' (filtro inexistente)` });
    }
  }
  const setVars = new Set<string>();
  const actionContext = (calls: Record<string, Json>): ActionCheckContext => ({ calls, drills, pickers, writesVar: (name) => setVars.add(name) });

  const names = new Map<string, number>();
  (def.filters?.fields ?? []).forEach((f, i) => {
    for (const [j, rule] of (f.disabledWhen ?? []).entries()) {
      if (!filterNames.has(rule.field)) errors.push({ path: `/filters/fields/${i}/disabledWhen/${j}/field`, message: `unknown filter '${rule.field}'` });
    }
    for (const [j, other] of (f.requiredUnless ?? []).entries()) {
      if (!filterNames.has(other)) errors.push({ path: `/filters/fields/${i}/requiredUnless/${j}`, message: `unknown filter '${other}'` });
    }
    if (Object.hasOwn(WIDGETS, f.widget)) errors.push(...WIDGETS[f.widget]!(f as unknown as Json, `/filters/fields/${i}`, { calls: screenCalls, pickers }));
    if (names.has(f.name)) errors.push({ path: `/filters/fields/${i}/name`, message: `duplicate filter '${f.name}'` });
    names.set(f.name, i);
    if (f.notBefore && !filterNames.has(f.notBefore.field)) {
      errors.push({ path: `/filters/fields/${i}/notBefore/field`, message: `unknown filter '${f.notBefore.field}'` });
    }
    if (f.lockFrom && !screenCalls[f.lockFrom.call]) {
      errors.push({ path: `/filters/fields/${i}/lockFrom/call`, message: `unknown call '${f.lockFrom.call}' (chamada inexistente)` });
    }
  });

  const checkPanels = (panels: Json[], base: string, calls: Record<string, Json>) => {
    const toggles = new Map<string, number>();
    panels.forEach((panel, i) => {
      const at = `${base}/${i}`;
      if (typeof panel.call === 'string' && !calls[panel.call]) {
        errors.push({ path: `${at}/call`, message: `unknown call '${panel.call}' (chamada inexistente); known: ${Object.keys(calls).join(', ') || 'none'}` });
      }
      errors.push(...panelOptionErrors(panel, at, filterNames, Boolean(def.filters)));
      const toggle = panel.toggle as { group: string } | undefined;
      if (toggle) toggles.set(toggle.group, (toggles.get(toggle.group) ?? 0) + 1);
      walkActions(panel, at, (action, path, checks) => errors.push(...checks.check(action, path, actionContext(calls))));
    });
    for (const [group, count] of toggles) {
      if (count < 2) errors.push({ path: base, message: `toggle group '${group}' needs at least two panels` });
    }
  };

  checkPanels((def.panels ?? []) as Json[], '/panels', screenCalls);
  errors.push(...subtitleErrors(def));
  errors.push(...compareErrors(def));
  for (const [id, drill] of Object.entries(drills)) {
    const calls = { ...screenCalls, ...((drill.calls ?? {}) as Record<string, Json>) };
    checkPanels(drill.panels as Json[], `/drilldowns/${id}/panels`, calls);
  }

  // '{filters.x}' in any template must name a filter field; '{vars.x}' a variable some `set` action writes.
  walkStrings(def as unknown as Json, '', (value, path) => {
    for (const m of value.matchAll(/\{filters\.([A-Za-z0-9_]+)/g)) {
      if (!filterNames.has(m[1])) errors.push({ path, message: `unknown filter '${m[1]}' in template (filtro inexistente)` });
    }
    for (const m of value.matchAll(/\{vars\.([A-Za-z0-9_]+)/g)) {
      if (!setVars.has(m[1])) errors.push({ path, message: `variable '${m[1]}' is never set (nenhuma ação set grava '{vars.${m[1]}}')` });
    }
  });
  return errors;
}

/**
 * The subtitle's call is asked for by the boot shell, before the engine and its scope exist (src/app/subtitleText.ts):
 * it must load on open and read nothing but the route's parameters.
 */
function subtitleErrors(def: ScreenDefinition): Array<Omit<DefinitionError, 'file'>> {
  if (!def.subtitle) return [];
  const call = def.calls?.[def.subtitle.call];
  if (!call) return [{ path: '/subtitle/call', message: `unknown call '${def.subtitle.call}' (chamada inexistente)` }];
  const errors: Array<Omit<DefinitionError, 'file'>> = [];
  if ((call.loadOn ?? 'open') !== 'open') errors.push({ path: '/subtitle/call', message: `call '${def.subtitle.call}' must load on open (carregada ao abrir)` });
  for (const [name, value] of Object.entries(call.params ?? {})) {
    if (typeof value !== 'string') errors.push({ path: `/calls/${def.subtitle.call}/params/${name}`, message: "the subtitle's call takes text parameters only (só textos)" });
  }
  walkStrings({ path: call.path, params: call.params ?? {} }, `/calls/${def.subtitle.call}`, (value, path) => {
    for (const ref of templateRefs(value)) {
      if (!ref.startsWith('route.')) errors.push({ path, message: `the subtitle's call may read only '{route.x}', not '{${ref}}' (só parâmetros da rota)` });
    }
  });
  return errors;
}

function walkActions(node: unknown, path: string, visit: (action: Json, path: string, checks: ActionChecks) => void): void {
  if (Array.isArray(node)) return node.forEach((n, i) => walkActions(n, `${path}/${i}`, visit));
  if (!node || typeof node !== 'object') return;
  const obj = node as Json;
  // an object is an action when its `type` names an action type with checks and it carries that type's mark
  const checks = typeof obj.type === 'string' && Object.hasOwn(ACTIONS, obj.type) ? ACTIONS[obj.type] : undefined;
  if (checks && checks.marks in obj) visit(obj, path, checks);
  for (const [k, v] of Object.entries(obj)) if (k !== 'spec') walkActions(v, `${path}/${k}`, visit);
}

function walkStrings(node: unknown, path: string, visit: (value: string, path: string) => void): void {
  if (typeof node === 'string') return visit(node, path);
  if (Array.isArray(node)) return node.forEach((n, i) => walkStrings(n, `${path}/${i}`, visit));
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node as Json)) walkStrings(v, `${path}/${k}`, visit);
}
