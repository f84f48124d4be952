/**
 * How a request is named in a fixture file: `METHOD /path?query` with the query keys sorted.
 * The capture script (Node) and the Storybook transport (browser) both use this one function,
 * so a recorded answer is found again exactly when the screen makes the same request.
 * Params follow src/api/client.ts buildUrl: undefined/null/'' are left out, arrays repeat the key.
 */
export function fixtureKey(method: string, path: string, params?: Record<string, unknown>): string {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([key, String(v)]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(pairs).toString();
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${method.toUpperCase()} ${p}${query ? `?${query}` : ''}`;
}

/** The part of a key before the query string: `METHOD /path`. */
export function keyWithoutQuery(key: string): string {
  const i = key.indexOf('?');
  return i < 0 ? key : key.slice(0, i);
}

/** One recorded answer: the HTTP status and the JSON body the real server gave. */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/** The content of .storybook/fixtures/<code>.json, written by scripts/capture-fixtures.ts. */
export interface ScreenFixture {
  /** Screen code, e.g. '01.74.1325'. */
  code: string;
  /** The business date the server and the engine used while capturing ('YYYY-MM-DD'). */
  today: string;
  /** The company selected in the session while capturing (the stories select the same one). */
  company: { id: number; id_empresa_cliente: number; nome_fantasia: string; codigo_modulo: number };
  /** Drill-downs opened while capturing, each with the context the stories open it with. */
  drills?: Array<{ id: string; label: string; context: Record<string, unknown> }>;
  /** `fixtureKey(...)` → recorded answer. */
  requests: Record<string, RecordedAnswer>;
}

/**
 * The key with its numeric path segments as '*' and without the query: 'GET /empresas/1/.../danfe_nfe_entrada/57'
 * → 'GET /empresas/* /.../danfe_nfe_entrada/*'. A click on a row that was not captured (another payable's
 * NF-e) is answered with a captured answer of the same shape.
 */
export function keyShape(key: string): string {
  return keyWithoutQuery(key).replace(/\/\d+(?=\/|$)/g, '/*');
}
