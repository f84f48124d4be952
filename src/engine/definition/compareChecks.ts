/**
 * check:screens' rules of the comparison with the earlier period (issue 35): a call's `compare` names its own
 * period parameters (a range both its bounds), only the screen's calls compare (the selector is the screen's), and
 * a panel that draws the earlier period reads a call that declares `compare`, and the screen has the filter form
 * the selector sits beside.
 */
import type { ScreenDefinition } from './screen-definition.ts';

type Json = Record<string, unknown>;
interface Problem {
  path: string;
  message: string;
}

function callErrors(calls: Record<string, Json>, base: string, screen: boolean): Problem[] {
  const errors: Problem[] = [];
  for (const [id, call] of Object.entries(calls)) {
    const compare = call.compare as { period: Record<string, string> } | undefined;
    if (!compare) continue;
    const at = `${base}/${id}/compare`;
    if (!screen) {
      errors.push({ path: at, message: "only the screen's calls compare (a drill-down's call cannot: the choice is beside the screen's filters)" });
      continue;
    }
    const since = (compare as { since?: { call: string } }).since;
    if (since && !calls[since.call]) errors.push({ path: `${at}/since/call`, message: `unknown call '${since.call}' (chamada inexistente)` });
    const params = (call.params ?? {}) as Json;
    for (const name of Object.keys(compare.period)) {
      if (!(name in params)) errors.push({ path: `${at}/period/${name}`, message: `'${name}' is no parameter of the call (parâmetro inexistente)` });
    }
    const roles = Object.values(compare.period);
    if (roles.includes('start') !== roles.includes('end')) {
      errors.push({ path: `${at}/period`, message: "a date range names both its 'start' and its 'end'" });
    }
    if (roles.filter((r) => r === 'start').length > 1 || roles.filter((r) => r === 'end').length > 1) {
      errors.push({ path: `${at}/period`, message: "one 'start' and one 'end' per call" });
    }
  }
  return errors;
}

/** Panels (anywhere in the definition) that draw the earlier period: a chart's `compare`, a table's delta columns. */
function panelErrors(node: unknown, path: string, calls: Record<string, Json>): Problem[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => panelErrors(item, `${path}/${i}`, calls));
  if (typeof node !== 'object' || node === null) return [];
  const panel = node as Json;
  const own: Problem[] = [];
  const draws = (panel.kind === 'chart' && panel.compare) || (panel.kind === 'table' && panel.compare);
  if (draws && typeof panel.call === 'string' && calls[panel.call] && !calls[panel.call].compare) {
    own.push({ path: `${path}/compare`, message: `the call '${panel.call}' declares no compare (a chamada não declara compare)` });
  }
  if (panel.kind === 'table' && panel.compare) {
    const fields = new Set(((panel.columns ?? []) as { field: string }[]).map((c) => c.field));
    ((panel.compare as { columns: { field: string }[] }).columns ?? []).forEach((c, i) => {
      if (!fields.has(c.field)) own.push({ path: `${path}/compare/columns/${i}/field`, message: `'${c.field}' is no column of the table (coluna inexistente)` });
    });
  }
  return [...own, ...Object.entries(panel).flatMap(([key, value]) => (key === 'calls' ? [] : panelErrors(value, `${path}/${key}`, calls)))];
}

export function compareErrors(def: ScreenDefinition): Problem[] {
  const screenCalls = (def.calls ?? {}) as Record<string, Json>;
  const errors = [...callErrors(screenCalls, '/calls', true), ...panelErrors(def.panels ?? [], '/panels', screenCalls)];
  // the selector sits beside the filter form: a screen without one could never turn the comparison on
  const compared = Object.entries(screenCalls).find(([, call]) => call.compare);
  if (compared && !def.filters) errors.push({ path: `/calls/${compared[0]}/compare`, message: "compare needs the screen's filter form ('Comparar com:' sits beside it)" });
  for (const [id, drill] of Object.entries((def.drilldowns ?? {}) as Record<string, Json>)) {
    errors.push(...callErrors((drill.calls ?? {}) as Record<string, Json>, `/drilldowns/${id}/calls`, false));
  }
  return errors;
}
