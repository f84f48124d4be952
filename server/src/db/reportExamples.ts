import type { CatalogRoute } from '../plugins/routeCatalog.ts';
import { addDays, monthStart } from '../seed/context.ts';

/**
 * Parameter sets to call each report with, for the tests that compare answers (DuckDB vs PostgreSQL parity).
 * A report declares its own in `config.examples` (`[{ params?, query? }]`); for a route that declares none
 * they are derived from its schema: every company, and for its date query fields a few periods around the
 * business date (the first date field is the start, the second the end).
 */
export interface ReportCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

interface PropertySchema {
  type?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

/** GET routes of one company's screens: the reports (declared or hand-written). */
export const isReportRoute = (route: CatalogRoute) => {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  return route.method === 'GET' && route.url.startsWith('/api/') && typeof access === 'object' && access !== null && 'screens' in access;
};

const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The URL of one call: path params filled in, query string encoded. */
export function callUrl(route: CatalogRoute, call: ReportCall): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(call.params?.[name])));
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}

function derivedQueries(route: CatalogRoute, today: string): Record<string, string | number>[] {
  const properties = ((route.schema?.querystring as { properties?: Record<string, PropertySchema> } | undefined)?.properties) ?? {};
  const dates = Object.entries(properties).filter(([, p]) => p.type === 'string' && p.pattern?.startsWith('^\\d{4}')).map(([k]) => k);
  const integers = Object.entries(properties).filter(([, p]) => p.type === 'integer').map(([k, p]) => [k, p] as const);
  const periods: [string, string][] = [
    [monthStart(today), today],
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

export function reportCalls(route: CatalogRoute, today: string, empresas: number[]): ReportCall[] {
  const declared = (route.config as { examples?: ReportCall[] } | undefined)?.examples;
  const base: ReportCall[] = declared?.length
    ? declared
    : derivedQueries(route, today).flatMap((query) => {
      const others = pathParams(route.url).filter((p) => p !== 'empresaId');
      if (others.length === 0) return [{ query }];
      return DERIVED_IDS.map((id) => ({ query, params: Object.fromEntries(others.map((p) => [p, id])) }));
    });
  // an example that names no company is asked of every company
  return base.flatMap((call) =>
    call.params?.empresaId !== undefined ? [call] : empresas.map((empresaId) => ({ ...call, params: { ...call.params, empresaId } })));
}
