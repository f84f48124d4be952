import { addDays } from '../../../common/dates.ts';
import type { Example } from './declaration.ts';
import { discoverReports } from './discover.ts';

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
 * The URL of one example run of a route ('/api/titulos-receber/:empresaId' + example → '/api/titulos-receber/1?…'):
 * what the parity and row-schema tests inject. `empresaId` is the company the test reads.
 */
export function exampleUrl(routeUrl: string, example: Example, options: { empresaId: number; today: string }): string {
  const params: Record<string, string | number> = { empresaId: options.empresaId, ...example.params };
  const path = routeUrl.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`${routeUrl}: o exemplo não dá o parâmetro '${name}'.`);
    return encodeURIComponent(exampleValue(params[name], options.today));
  });
  const query = new URLSearchParams(Object.entries(example.query ?? {}).map(([k, v]) => [k, exampleValue(v, options.today)]));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Every example run of every declared report: the parity and row-schema tests iterate over these. */
export async function declaredExampleRuns(options: { empresaId: number; today: string }) {
  return (await discoverReports()).flatMap((report) =>
    report.declaration.examples.map((example, i) => ({
      report,
      name: `${report.file} #${i + 1}`,
      url: exampleUrl(`/api${report.declaration.path}`, example, options),
    })),
  );
}
