import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteAccess } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { DEMO_USERS } from '../seed/identities.ts';

/**
 * Every route the app registered under /api (`app.routeCatalog()`, the single list of routes), with
 * its parameters' schemas and its access (`config.access`), so that the strict-number matrix and
 * the fuzzer cover a new route or declared report without new tests.
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

type ObjectSchema = { properties?: Record<string, Schema>; required?: string[] } | undefined;

const paramsOf = (schema: ObjectSchema, where: 'path' | 'query'): RouteParam[] =>
  Object.entries(schema?.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || Boolean(schema?.required?.includes(name)), schema: s }));

export function routesUnderTest(app: FastifyInstance): RouteUnderTest[] {
  return app.routeCatalog()
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
    .map((r) => {
      const params = paramsOf(r.schema?.params as ObjectSchema, 'path');
      // a path param the schema leaves out is still fuzzed, as text
      for (const [, name] of r.url.matchAll(/:(\w+)/g)) {
        if (!params.some((p) => p.name === name)) params.push({ name: name!, in: 'path', required: true, schema: {} });
      }
      return {
        method: r.method,
        url: r.url,
        access: (r.config as { access: RouteAccess }).access,
        params: [...params, ...paramsOf(r.schema?.querystring as ObjectSchema, 'query')],
        hasBody: Boolean(r.schema?.body),
      };
    });
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
