import type { FastifyInstance, InjectOptions } from 'fastify';
import type { PrivateRoute, RouteAccess } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { DEMO_USERS } from '../seed/identities.ts';

/**
 * Every route the app registered under /api, with its parameters' schemas (from the OpenAPI
 * document, built from the route schemas) and its access (from the guard's list), so that the
 * strict-number matrix and the fuzzer cover a new route or declared report without new tests.
 */
type Schema = Record<string, unknown>;

export interface RouteParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface RouteUnderTest {
  method: string;
  /** Fastify's pattern: /api/titulos-receber/:empresaId */
  url: string;
  access: RouteAccess;
  params: RouteParam[];
  hasBody: boolean;
}

export async function routesUnderTest(app: FastifyInstance): Promise<RouteUnderTest[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[]; requestBody?: unknown }>>;
  };
  const privateRoutes = app.privateRoutes();
  const accessOf = (method: string, url: string): RouteAccess =>
    privateRoutes.find((r: PrivateRoute) => r.method === method && r.url === url)?.access ?? 'public';
  const routes: RouteUnderTest[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [m, op] of Object.entries(operations)) {
      const method = m.toUpperCase();
      if (method === 'HEAD') continue;
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in as 'path' | 'query', required: Boolean(p.required), schema: p.schema ?? {} }));
      routes.push({ method, url, access: accessOf(method, url), params, hasBody: Boolean(op.requestBody) });
    }
  }
  // A private route left out of the OpenAPI document is still fuzzed, with its path params as text.
  for (const r of privateRoutes) {
    if (routes.some((c) => c.method === r.method && c.url === r.url)) continue;
    const names = [...r.url.matchAll(/:(\w+)/g)].map((x) => x[1]);
    routes.push({ method: r.method, url: r.url, access: r.access, params: names.map((name) => ({ name, in: 'path', required: true, schema: {} })), hasBody: false });
  }
  return routes;
}

/** A demo user (e-mail) and company the route lets in; companies whose data source is down are skipped. */
export async function memberFor(db: Database, route: RouteUnderTest): Promise<{ email: string; empresaId: number }> {
  const down = new Set((await db.all<{ id: number }>("SELECT id FROM empresas WHERE fonte_dados <> 'embutido'")).map((r) => r.id));
  if (route.access === 'public' || route.access === 'session') return { email: 'ana@mirante.demo', empresaId: 1 };
  const { screens } = route.access;
  for (const user of DEMO_USERS) {
    for (const m of user.empresas) {
      if (down.has(m.empresa_id)) continue;
      if (screens.length === 0 || screens.some((code) => code === 0 || m.liberar.includes(code))) return { email: user.email, empresaId: m.empresa_id };
    }
  }
  throw new Error(`Nenhum usuário de demonstração tem acesso a ${route.method} ${route.url}`);
}

/** A valid value for a parameter: the company, a date of the test year, an integer's default or minimum. */
export function sampleValue(param: RouteParam, empresaId: number, today: string): string {
  const s = param.schema;
  if (param.name === 'empresaId') return String(empresaId);
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (s.type === 'integer' || s.type === 'number') return String(s.default ?? Math.max(Number(s.minimum ?? 1), 1));
  if (s['x-tipo'] === 'uma data') return /inicio|Inicio|de$/.test(param.name) ? `${today.slice(0, 4)}-01-01` : today;
  if (typeof s.pattern === 'string' && new RegExp(s.pattern).test('')) return '';
  return '1';
}

/** The request with every required parameter valid, and `override` replacing some (raw, unencoded). */
export function requestFor(
  route: RouteUnderTest,
  values: { empresaId: number; today: string; headers?: Record<string, string> },
  override: Record<string, string> = {},
): InjectOptions {
  let url = route.url;
  const query: string[] = [];
  for (const p of route.params) {
    const value = p.name in override ? override[p.name] : p.required ? sampleValue(p, values.empresaId, values.today) : undefined;
    if (value === undefined) continue;
    if (p.in === 'path') url = url.replace(`:${p.name}`, encodeURIComponent(value));
    else query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`);
  }
  url = url.replace(/:(\w+)/g, '1');
  return {
    method: route.method as InjectOptions['method'],
    url: query.length ? `${url}?${query.join('&')}` : url,
    headers: values.headers ?? {},
    ...(route.hasBody || route.method === 'POST' ? { payload: {} } : {}),
  };
}
