import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../db/database.ts';
import { memberFor, requestFor, type RouteUnderTest } from './routesUnderTest.ts';

/**
 * A bounded, seeded fuzzer over the routes under test (server/src/test/routesUnderTest.ts): each
 * request starts from a valid one and breaks one thing (a parameter's value, the method, the
 * token, the body, an extra parameter). Same seed, same requests. Used by server/src/fuzz.test.ts
 * and by bench/fuzz.ts.
 */

/** mulberry32: a tiny deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values that broke parsers before: number forms, dates, injections, encodings, sizes. */
export const HOSTILE_VALUES = [
  '0x10', '1e3', '+1', ' 1', '1 ', '-1', '0', '1.5', '', '99999999999', '9'.repeat(40), 'NaN', 'Infinity', 'null', 'true',
  '[]', '{}', "'", '"', '%', '%00', '\u0000', '😀', '１', '../../etc/passwd', "1' OR '1'='1", "1; DROP TABLE usuarios; --",
  'a'.repeat(3000), '2026-13-01', '2026-02-30', '2026/01/01', '0000-00-00', '9999-12-31', '2026-1-1', '01/02/2026',
  '2026-01-01T00:00:00Z', '<script>alert(1)</script>', '${7*7}', '\\', '\r\nX-Injetado: 1',
];

export interface FuzzCase {
  route: RouteUnderTest;
  request: InjectOptions;
  /** What was broken, for failure messages. */
  what: string;
}

export interface FuzzTotals {
  requests: number;
  byStatus: Record<number, number>;
  routes: number;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function randomText(random: () => number): string {
  const alphabet = 'aZ09-_./%&?=#+ ~!çãé\u0000\uffff😀';
  const chars = [...alphabet];
  return Array.from({ length: 1 + Math.floor(random() * 30) }, () => pick(random, chars)).join('');
}

function randomJson(random: () => number, depth = 0): unknown {
  const kind = Math.floor(random() * (depth > 2 ? 5 : 7));
  switch (kind) {
    case 0: return null;
    case 1: return random() < 0.5;
    case 2: return Math.floor(random() * 2 ** 40) * (random() < 0.5 ? -1 : 1);
    case 3: return pick(random, HOSTILE_VALUES);
    case 4: return randomText(random);
    case 5: return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
    default: return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(random, ['email', 'senha', 'itens', 'preco', '__proto__', 'constructor', randomText(random)]), randomJson(random, depth + 1)]));
  }
}

/**
 * `count` cases, round-robin over the routes so each gets its share. Tokens are minted per case
 * (`token(email)`), so a fuzzed POST /api/logout never signs the other cases out.
 */
export async function* fuzzCases(
  routes: RouteUnderTest[],
  options: { db: Database; seed: number; count: number; today: string; token(email: string): Promise<string> },
): AsyncGenerator<FuzzCase> {
  const random = prng(options.seed);
  const members = await Promise.all(routes.map((r) => memberFor(options.db, r)));
  for (let i = 0; i < options.count; i++) {
    const index = i % routes.length;
    const route = routes[index];
    const member = members[index];
    const headers: Record<string, string> = { authorization: `Bearer ${await options.token(member.email)}` };
    const override: Record<string, string> = {};
    let what: string;
    let method = route.method;
    let payload: unknown;
    const mutation = Math.floor(random() * 10);
    if (mutation <= 4 && route.params.length > 0) {
      const param = pick(random, route.params);
      override[param.name] = random() < 0.7 ? pick(random, HOSTILE_VALUES) : randomText(random);
      what = `${param.name}=${JSON.stringify(override[param.name].slice(0, 40))}`;
    } else if (mutation === 5) {
      method = pick(random, ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
      what = `método ${method}`;
    } else if (mutation === 6) {
      headers.authorization = pick(random, ['', 'Bearer', 'Bearer x.y', `Bearer ${randomText(random)}`, 'Basic YTpi', headers.authorization.slice(0, -2)]);
      what = `authorization ${JSON.stringify(headers.authorization.slice(0, 30))}`;
    } else if (mutation === 7) {
      payload = randomJson(random);
      method = route.method === 'GET' ? 'POST' : route.method;
      what = `corpo ${JSON.stringify(payload)?.slice(0, 60)}`;
    } else if (mutation === 8) {
      override[randomText(random).replace(/[^a-z_]/gi, '') || 'extra'] = pick(random, HOSTILE_VALUES);
      what = 'parâmetro a mais';
    } else {
      const param = route.params.find((p) => p.required);
      if (param) override[param.name] = undefined as unknown as string;
      what = param ? `sem ${param.name}` : 'válida';
    }
    const request = requestFor(route, { empresaId: member.empresaId, today: options.today, headers }, Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined)));
    if (what.startsWith('sem ')) request.url = dropParam(request.url as string, what.slice(4));
    request.method = method as InjectOptions['method'];
    if (payload !== undefined) {
      request.payload = JSON.stringify(payload) ?? 'null';
      request.headers = { ...request.headers, 'content-type': random() < 0.9 ? 'application/json' : pick(random, ['text/plain', 'application/xml', 'multipart/form-data']) };
    }
    yield { route, request, what };
  }
}

/** The URL without query param `name` (a required one, to check the "obrigatório" answer). */
function dropParam(url: string, name: string): string {
  const [path, query = ''] = url.split('?');
  const kept = query.split('&').filter((kv) => kv && !kv.startsWith(`${encodeURIComponent(name)}=`));
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

/** English words that would mean an error escaped the pt-BR translation (quoted names are ignored). */
const ENGLISH = /\b(must|should|the|is|are|not|found|error|request|body|params|querystring|required|property|expected|invalid|unexpected|token|failed|cannot|unsupported|payload|too large)\b/i;

/** What is wrong with an answer for the fuzzer (null = fine): a 5xx, or a 4xx not in the pt-BR house format. */
export function answerProblem(status: number, contentType: string | undefined, body: string, method: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400 || method === 'HEAD') return null;
  if (!String(contentType).startsWith('application/json')) return `4xx sem JSON (${contentType})`;
  let json: { errors?: { message?: unknown }[] };
  try {
    json = JSON.parse(body);
  } catch {
    return '4xx com JSON inválido';
  }
  const message = json.errors?.[0]?.message;
  if (typeof message !== 'string' || !message) return '4xx sem errors[0].message';
  if (ENGLISH.test(message.replace(/'[^']*'/g, ''))) return `mensagem em inglês: ${message}`;
  return null;
}

/** Runs the cases; returns totals and the first problems found (at most 20). */
export async function runFuzz(app: FastifyInstance, cases: AsyncIterable<FuzzCase>): Promise<{ totals: FuzzTotals; problems: string[] }> {
  const totals: FuzzTotals = { requests: 0, byStatus: {}, routes: 0 };
  const problems: string[] = [];
  const routes = new Set<string>();
  for await (const c of cases) {
    const res = await app.inject(c.request);
    totals.requests++;
    totals.byStatus[res.statusCode] = (totals.byStatus[res.statusCode] ?? 0) + 1;
    routes.add(`${c.route.method} ${c.route.url}`);
    const problem = answerProblem(res.statusCode, res.headers['content-type'] as string | undefined, res.body, String(c.request.method));
    if (problem && problems.length < 20) problems.push(`${c.request.method} ${String(c.request.url).slice(0, 160)} (${c.what}): ${problem} ${res.body.slice(0, 200)}`);
  }
  totals.routes = routes.size;
  return { totals, problems };
}
