import type { FastifyInstance } from 'fastify';

/**
 * The contract between screen definitions and the API: every call a definition makes (its `calls`, its
 * drill-downs' `calls`, anywhere in the definition) must be served by a registered route that lets the
 * screen's users in. Pure functions over a definition and a built app, so the test names file and call.
 */
export interface ScreenCall {
  /** Where in the definition: 'calls.clientes', 'drilldowns.produtos.calls.produtos'. */
  where: string;
  method: string;
  path: string;
}

/** The calls written by a `request` action (any depth), with the action's method (default PUT). */
function writeMethods(node: unknown, out = new Map<string, string>()): Map<string, string> {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const item of node) writeMethods(item, out);
    return out;
  }
  const o = node as Record<string, unknown>;
  if (o.type === 'request' && typeof o.call === 'string') out.set(o.call, String(o.method ?? 'PUT').toUpperCase());
  for (const value of Object.values(o)) writeMethods(value, out);
  return out;
}

/** Every call of a definition: any `calls` record, at any depth (screen, drill-downs, fragments). */
export function screenCalls(definition: unknown, where = '', writes = writeMethods(definition)): ScreenCall[] {
  if (!definition || typeof definition !== 'object') return [];
  if (Array.isArray(definition)) return definition.flatMap((item, i) => screenCalls(item, `${where}[${i}]`, writes));
  const found: ScreenCall[] = [];
  for (const [key, value] of Object.entries(definition)) {
    const at = where ? `${where}.${key}` : key;
    if (key === 'calls' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [id, call] of Object.entries(value as Record<string, { path?: unknown; method?: unknown }>)) {
        if (typeof call?.path === 'string') found.push({ where: `${at}.${id}`, method: String(call.method ?? writes.get(id) ?? 'GET').toUpperCase(), path: call.path });
      }
    } else {
      found.push(...screenCalls(value, at, writes));
    }
  }
  return found;
}

const COMPANY = '7'; // the value the test puts in '{empresaId}', to see it land in the route's :empresaId

/** '/empresas/{empresaId}/x/{row.id}' → '/api/empresas/7/x/1'. */
const concreteUrl = (path: string) => `/api${path.replace(/\{empresaId\}/g, COMPANY).replace(/\{[^}]*\}/g, '1')}`;

/** A route pattern '/api/titulos-receber/:empresaId' as a regular expression over concrete URLs. */
const patternOf = (url: string) => new RegExp(`^${url.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

/** The problems of one definition's calls against the app's routes (empty when all is well). */
export function callProblems(app: FastifyInstance, file: string, definition: { accessCode?: number | null; [key: string]: unknown }): string[] {
  const problems: string[] = [];
  const privateRoutes = app.privateRoutes();
  for (const call of screenCalls(definition)) {
    const url = concreteUrl(call.path);
    const name = `${file}: ${call.where} ${call.method} ${call.path}`;
    const found = app.findRoute({ method: call.method as 'GET', url });
    // the portal's SPA fallback is a wildcard route: it serves pages, never an API call
    if (!found || '*' in (found.params as object)) {
      problems.push(`${name}: nenhuma rota da API atende esta chamada.`);
      continue;
    }
    const usesCompany = call.path.includes('{empresaId}');
    const route = privateRoutes.find((r) => r.method === call.method && patternOf(r.url).test(url));
    if (usesCompany && (found.params as Record<string, string>).empresaId !== COMPANY) {
      problems.push(`${name}: '{empresaId}' não cai no parâmetro :empresaId da rota${route ? ` ${route.url}` : ''}.`);
    }
    if (!route || route.access === 'session') continue; // public or session: any signed-in screen may call it
    const code = definition.accessCode;
    const { screens } = route.access;
    const allowed = screens.length === 0 || screens.includes(0) || (typeof code === 'number' && screens.includes(code));
    if (!allowed) {
      problems.push(`${name}: a rota ${route.url} exige os códigos [${screens.join(', ')}], mas a tela tem accessCode ${String(code)}.`);
    }
  }
  return problems;
}
