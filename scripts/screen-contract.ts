/**
 * The screen definitions held against the API's contract manifest (schemas/api-contract.json, written by
 * `npm run contract` from the registered routes): part of `npm run check:screens`, with no server running. Each
 * problem names the definition file and the JSON path of what is wrong: an unknown call, a wrong method, a query
 * parameter the call does not take or a required one missing, a `dataPath` the answer does not have, a column, card
 * or chart field the answer's rows do not have, an access code the call does not accept.
 */
import type { AnswerShape, ContractCall, ContractManifest } from '../server/src/contract/manifest.ts';
import type { DefinitionError } from '../src/engine/definition/validate.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const pointer = (...parts: (string | number)[]) => parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The routes a definition path can reach: '{row.x}' fills any ':param'; static segments must be equal. */
function routesOf(manifest: ContractManifest, path: string): ContractCall[] {
  const segments = path.split('?')[0].split('/');
  const fits = (call: ContractCall) => {
    const route = call.path.split('/');
    return route.length === segments.length && route.every((r, i) => (r.startsWith(':') ? segments[i] !== '' : r === segments[i]));
  };
  const found = manifest.calls.filter(fits);
  // the router prefers static segments over params (find-my-way): the most static route wins
  const statics = (c: ContractCall) => c.path.split('/').filter((s) => !s.startsWith(':')).length;
  const best = Math.max(...found.map(statics));
  return found.filter((c) => statics(c) === best);
}

/** The shape at a dotted path ('response.0.Nome'); 'any' once the answer stops describing itself; undefined when absent. */
export function shapeAt(shape: AnswerShape, path: string): AnswerShape | undefined {
  let at: AnswerShape | undefined = shape;
  for (const key of path.split('.').filter(Boolean)) {
    if (at === 'any') return 'any';
    if (at === undefined || at === 'value') return undefined;
    if ('items' in at) at = /^\d+$/.test(key) ? at.items : undefined;
    else at = at.fields[key];
  }
  return at;
}

/** The fields a row (or the object itself, for cards) offers, or null when any name is accepted. */
const rowOf = (shape: AnswerShape): AnswerShape => (typeof shape === 'object' && 'items' in shape ? shape.items : shape);
const fieldNames = (shape: AnswerShape) => (typeof shape === 'object' && 'fields' in shape ? Object.keys(shape.fields).join(', ') : '');

/** Methods the definition's `request` actions send per call id (default PUT), with where each is written. */
function requestMethods(node: unknown, at = '', out = new Map<string, { method: string; at: string }>()) {
  if (Array.isArray(node)) node.forEach((item, i) => requestMethods(item, `${at}/${i}`, out));
  else if (isObject(node)) {
    if (node.type === 'request' && typeof node.call === 'string') {
      out.set(node.call, { method: String(node.method ?? 'PUT').toUpperCase(), at: node.method ? `${at}/method` : `${at}/call` });
    }
    for (const [k, v] of Object.entries(node)) requestMethods(v, `${at}${pointer(k)}`, out);
  }
  return out;
}

interface Scope {
  /** Calls visible here: the drill-down's own, then the screen's. */
  calls: Map<string, { at: string; route?: ContractCall }>;
}

/** Every problem of one definition against the manifest (`warnings` receives what is allowed but suspect). */
export function contractErrors(definition: unknown, file: string, manifest: ContractManifest, warnings: DefinitionError[] = []): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const fail = (path: string, message: string) => errors.push({ file, path, message });
  const def = definition as Json;
  const accessCode = def.accessCode as number | null | undefined;
  const methods = requestMethods(def);

  const checkCalls = (calls: unknown, base: string, scope: Scope) => {
    if (!isObject(calls)) return;
    for (const [id, call] of Object.entries(calls)) {
      if (!isObject(call) || typeof call.path !== 'string') continue;
      const at = `${base}${pointer(id)}`;
      const write = methods.get(id);
      const method = write?.method ?? 'GET';
      const candidates = routesOf(manifest, call.path);
      if (!candidates.length) {
        fail(`${at}/path`, `unknown call: nenhuma rota da API atende '${call.path}' (rode \`npm run contract\` se a rota é nova)`);
        continue;
      }
      const route = candidates.find((c) => c.method === method);
      if (!route) {
        fail(write?.at ?? `${at}/path`, `wrong method: ${method} ${call.path} não existe; a rota aceita ${candidates.map((c) => c.method).join(', ')}`);
        continue;
      }
      scope.calls.set(id, { at, route });
      const params = isObject(call.params) ? call.params : {};
      for (const name of Object.keys(params)) {
        if (!(name in route.query)) {
          const known = Object.keys(route.query);
          fail(`${at}/params${pointer(name)}`, `parâmetro '${name}' não existe em ${method} ${route.path}; ${known.length ? `aceitos: ${known.join(', ')}` : 'a chamada não aceita parâmetros'}`);
        }
      }
      for (const [name, p] of Object.entries(route.query)) {
        if (p.required && !(name in params)) fail(`${at}/params`, `falta o parâmetro obrigatório '${name}' (${p.type}) de ${method} ${route.path}`);
      }
      const screens = route.access;
      if (Array.isArray(screens) && screens.length && !screens.includes(0) && !(typeof accessCode === 'number' && screens.includes(accessCode))) {
        fail('/accessCode', `a chamada '${id}' (${method} ${route.path}) exige os códigos [${screens.join(', ')}], mas a tela tem accessCode ${String(accessCode)}`);
      }
    }
  };

  const checkField = (row: AnswerShape, path: string, name: unknown, route: ContractCall, accepted: Set<string>) => {
    if (typeof name !== 'string' || accepted.has(name)) return;
    if (shapeAt(row, name) === undefined) fail(path, `campo '${name}' não existe nos dados de GET ${route.path}; campos: ${fieldNames(rowOf(row))}`);
  };

  const checkPanels = (panels: unknown, base: string, scope: Scope) => {
    if (!Array.isArray(panels)) return;
    panels.forEach((panel, i) => {
      if (!isObject(panel)) return;
      const at = `${base}/${i}`;
      if (Array.isArray(panel.panels)) checkPanels(panel.panels, `${at}/panels`, scope);
      const route = typeof panel.call === 'string' ? scope.calls.get(panel.call)?.route : undefined;
      if (!route || !route.answer) return;
      const dataPath = typeof panel.dataPath === 'string' ? panel.dataPath : 'response';
      const data = shapeAt(route.answer, dataPath);
      if (data === undefined) {
        fail(`${at}/dataPath`, `'${dataPath}' não existe na resposta de GET ${route.path}${panel.dataPath === undefined ? " (padrão 'response')" : ''}; há: ${fieldNames(route.answer)}`);
        return;
      }
      if (data === 'any') return;
      let row = rowOf(data);
      const groupBy = panel.groupBy as Json | undefined;
      if (typeof groupBy?.rowsField === 'string') row = rowOf(shapeAt(row, groupBy.rowsField) ?? 'any');
      if (row === 'any') return;
      // names the engine adds to a row, or fills from another name
      const accepted = new Set<string>([
        ...((panel.derived as Json[] | undefined) ?? []).map((d) => String(d.field)),
        ...Object.values((panel.fieldAliases as Record<string, string> | undefined) ?? {}),
      ]);
      if (Array.isArray(panel.columns)) {
        panel.columns.forEach((c: Json, j: number) => {
          checkField(row, `${at}/columns/${j}/field`, c.field, route, accepted);
          checkField(row, `${at}/columns/${j}/sortField`, c.sortField, route, accepted);
        });
      }
      // a card's value is a path into the panel's data itself ('0.qtdade_km' on a list)
      if (Array.isArray(panel.groups)) {
        panel.groups.forEach((g: Json, gi: number) =>
          (g.cards as Json[] | undefined)?.forEach((card, ci) => checkField(data, `${at}/groups/${gi}/cards/${ci}/value`, card.value, route, accepted)));
      }
      if (isObject(panel.preset)) {
        checkPreset(panel.preset, `${at}/preset`, (path, name) => checkField(row, path, name, route, accepted));
        const warning = categoryWarning(panel.preset, row);
        if (warning) warnings.push({ file, path: `${at}/preset/${warning.key}`, message: warning.message });
      }
    });
  };

  const screen: Scope = { calls: new Map() };
  checkCalls(def.calls, '/calls', screen);
  checkPanels(def.panels, '/panels', screen);
  for (const [id, drill] of Object.entries((def.drilldowns as Record<string, Json> | undefined) ?? {})) {
    const scope: Scope = { calls: new Map(screen.calls) };
    checkCalls(drill.calls, `/drilldowns${pointer(id)}/calls`, scope);
    checkPanels(drill.panels, `/drilldowns${pointer(id)}/panels`, scope);
  }
  return errors;
}

const ID_LIKE = /^(id|id_.+|.+_id|codigo(_.+)?|cod_.+|nro_.+|numero_.+)$/i;

/**
 * A bar or pie keyed by a name that can repeat: when the rows carry an id and the preset does not use it, two
 * suppliers of one name are two bars told apart only by a position ('Nome (1)', 'Nome (2)'). Issue 37 item 8.
 */
function categoryWarning(preset: Json, row: AnswerShape): { key: string; message: string } | null {
  const key = preset.type === 'bar' ? 'x' : preset.type === 'pie' ? 'category' : null;
  const category = key ? preset[key] : undefined;
  if (!key || !isObject(category) || typeof category.field !== 'string' || category.id !== undefined || ID_LIKE.test(category.field)) return null;
  const ids = typeof row === 'object' && 'fields' in row ? Object.keys(row.fields).filter((f) => ID_LIKE.test(f)) : [];
  if (!ids.length) return null;
  return {
    key,
    message: `a categoria '${category.field}' pode repetir (dois com o mesmo nome seriam só 'Nome (1)' e 'Nome (2)' no gráfico): informe ${key}.id, ex.: '${ids[0]}'`,
  };
}

/** The data fields a chart preset names (x, y, series, category, value, month, year, task, start, end, gantt colour, label). */
function checkPreset(preset: Json, at: string, check: (path: string, name: unknown) => void) {
  for (const key of ['x', 'y', 'category', 'value', 'task', 'label'] as const) {
    const part = preset[key];
    if (isObject(part)) check(`${at}/${key}/field`, part.field);
    else if (typeof part === 'string') check(`${at}/${key}`, part);
  }
  for (const key of ['month', 'year', 'start', 'end', 'id'] as const) if (typeof preset[key] === 'string') check(`${at}/${key}`, preset[key]);
  if (preset.type === 'gantt' && typeof preset.color === 'string') check(`${at}/color`, preset.color);
  if (isObject(preset.x) && typeof preset.x.id === 'string') check(`${at}/x/id`, preset.x.id);
  if (isObject(preset.category) && typeof preset.category.id === 'string') check(`${at}/category/id`, preset.category.id);
  (preset.series as Json[] | undefined)?.forEach((s, i) => check(`${at}/series/${i}/field`, s.field));
}
