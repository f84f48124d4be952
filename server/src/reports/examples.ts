import { addDays } from '../../../common/dates.ts';
import type { CatalogRoute } from '../plugins/routeCatalog.ts';
import type { Example } from './declaration.ts';
import { discoverReports } from './discover.ts';

/**
 * Example calls of the reports: what the tests that run every report (parity DuckDB/PostgreSQL,
 * row schemas) and the bench scripts inject. A declared report gives its own `examples`
 * (`[{ params?, query? }]`, dates relative to the business date: '{today-30}'); a hand-written
 * report route that declares none gets calls derived from its schema. One URL builder: exampleUrl.
 */

const RELATIVE = /^\{today(?:([+-])(\d+))?\}$/;

/** An example value with '{today}', '{today-30}', '{today+7}' resolved against the business date ('YYYY-MM-DD'). */
export function exampleValue(value: string | number, today: string): string {
  const m = RELATIVE.exec(String(value));
  if (!m) return String(value);
  return m[1] ? addDays(today, (m[1] === '-' ? -1 : 1) * Number(m[2])) : today;
}

const resolveAll = (values: Record<string, string | number> | undefined, today: string) =>
  values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? v : exampleValue(v, today)]));

/** An example with its relative dates resolved (what the route's `config.examples` carries). */
export function resolveExample(example: Example, today: string): Example {
  return {
    ...(example.params ? { params: resolveAll(example.params, today) } : {}),
    ...(example.query ? { query: resolveAll(example.query, today) } : {}),
  };
}

/**
 * The URL of one example run of a route ('/api/titulos-receber/:empresaId' + example → '/api/titulos-receber/1?…').
 * `empresaId` is the company asked for when the example names none.
 */
export function exampleUrl(routeUrl: string, example: Example, options: { empresaId?: number; today: string }): string {
  const params: Record<string, string | number> = { ...(options.empresaId === undefined ? {} : { empresaId: options.empresaId }), ...example.params };
  const path = routeUrl.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`${routeUrl}: o exemplo não dá o parâmetro '${name}'.`);
    return encodeURIComponent(exampleValue(params[name]!, options.today));
  });
  const query = new URLSearchParams(Object.entries(example.query ?? {}).map(([k, v]) => [k, exampleValue(v, options.today)]));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Every example run of every declared report: the row-schema test iterates over these. */
export async function declaredExampleRuns(options: { empresaId: number; today: string }) {
  return (await discoverReports()).flatMap((report) =>
    report.declaration.examples.map((example, i) => ({
      report,
      name: `${report.file} #${i + 1}`,
      url: exampleUrl(`/api${report.declaration.path}`, example, options),
    })),
  );
}

/**
 * GET routes of one company's screens: the reports (declared or hand-written). Not the personal workspace
 * (/api/usuario/…, issue 34): the signed-in user's own favourites and views, empty until the user writes them; its
 * tests run the same on both engines (server/src/routes/usuario/usuario.test.ts).
 */
export const isReportRoute = (route: CatalogRoute) => {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  return route.method === 'GET' && route.url.startsWith('/api/') && !route.url.startsWith('/api/usuario/')
    && typeof access === 'object' && access !== null && 'screens' in access;
};

interface PropertySchema {
  type?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

/**
 * Calls for a route that declares no examples, from its schema: for its date query fields a few
 * periods around the business date (the first date field is the start, the second the end).
 */
function derivedQueries(route: CatalogRoute, today: string): Record<string, string | number>[] {
  const properties = ((route.schema?.querystring as { properties?: Record<string, PropertySchema> } | undefined)?.properties) ?? {};
  const dates = Object.entries(properties).filter(([, p]) => p.type === 'string' && p.pattern?.startsWith('^\\d{4}')).map(([k]) => k);
  const integers = Object.entries(properties).filter(([, p]) => p.type === 'integer').map(([k, p]) => [k, p] as const);
  const periods: [string, string][] = [
    [`${today.slice(0, 7)}-01`, today], // the month so far (not seed/context.ts's monthStart: it would load the generator at start)
    [addDays(today, -400), addDays(today, 60)],
    [addDays(today, 1), addDays(today, 30)].map((d) => d.replaceAll('-', '/')) as [string, string],
  ];
  return periods.map(([start, end], i) => {
    const query: Record<string, string | number> = {};
    if (dates[0]) query[dates[0]] = start;
    if (dates[1]) query[dates[1]] = end;
    // integer options: their default (absent) in the first set, then values inside their bounds
    if (i > 0) for (const [k, p] of integers) query[k] = Math.min(p.maximum ?? 30, Math.max(p.minimum ?? 1, i === 1 ? 30 : 1));
    return query;
  });
}

/** Values tried for a path param other than the company: small ids, which the seed gives to the first company. */
const DERIVED_IDS = [1, 7, 30];

/** The example calls of a report route (its `config.examples`, or derived), each asked of every company in `empresas` unless it names one. */
export function reportCalls(route: CatalogRoute, today: string, empresas: number[]): Example[] {
  const declared = (route.config as { examples?: Example[] } | undefined)?.examples;
  const base: Example[] = declared?.length
    ? declared
    : derivedQueries(route, today).flatMap((query) => {
      const others = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((p) => p !== 'empresaId');
      if (others.length === 0) return [{ query }];
      return DERIVED_IDS.map((id) => ({ query, params: Object.fromEntries(others.map((p) => [p, id])) }));
    });
  return base.flatMap((call) =>
    call.params?.empresaId !== undefined ? [call] : empresas.map((empresaId) => ({ ...call, params: { ...call.params, empresaId } })));
}
