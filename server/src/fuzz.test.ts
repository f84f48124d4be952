import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem, fuzzCases, runFuzz } from './test/fuzzer.ts';
import { memberFor, requestFor, routesUnderTest, type RouteUnderTest } from './test/routesUnderTest.ts';
import { createTestApp, TEST_TODAY, type TestApp } from './test/testApp.ts';

/**
 * The fuzzer over every registered /api route (declared reports included: the catalogue comes
 * from the running app), fixed seed, a few thousand requests: no 5xx, every 4xx a pt-BR JSON
 * error, and every report answers the same afterwards (nothing the fuzzer sent changed data).
 */
const SEED = 20261121;
const REQUESTS = 3000;

let t: TestApp;
let routes: RouteUnderTest[];
beforeAll(async () => {
  // per-address limits off: every request comes from one address, and the snapshot must not turn into 429s
  t = await createTestApp({ config: { rateLimits: false } });
  routes = routesUnderTest(t.app);
});
afterAll(() => t.close());

/** Every GET route's valid answer (status + body), as its member sees it. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const route of routes.filter((r) => r.method === 'GET')) {
    const member = await memberFor(t.db, route);
    const res = await t.app.inject(requestFor(route, { empresaId: member.empresaId, today: TEST_TODAY, headers: await t.auth(member.email) }));
    out[`${route.method} ${route.url}`] = `${res.statusCode} ${res.body}`;
  }
  return out;
}

describe('fuzzing every route', () => {
  it('recognises answers that are not in the house format', () => {
    expect(answerProblem(500, 'application/json', '{"errors":[{"message":"Erro interno do servidor."}]}', 'GET')).toBe('status 500');
    expect(answerProblem(400, 'application/json', '{"error":"Bad Request","message":"Client Error"}', 'GET')).toBe('4xx sem errors[0].message');
    expect(answerProblem(400, 'application/json', '{"errors":[{"message":"body must be object"}]}', 'GET')).toMatch(/inglês/);
    expect(answerProblem(404, 'text/plain', 'Not Found', 'GET')).toMatch(/sem JSON/);
    expect(answerProblem(400, 'application/json', `{"errors":[{"message":"Parâmetro 'data_inicio' inválido: deve ser uma data."}]}`, 'GET')).toBeNull();
  });

  it(`sends ${REQUESTS} seeded requests: no 5xx, pt-BR JSON on every 4xx, the same report answers afterwards`, async () => {
    // A valid write is allowed to change data (an approval of the sample id 1, which a fuzzed request with only an
    // extra parameter still is): send each write's valid request once first, so the snapshots compare what the
    // fuzzing itself changed. Approvals then refuse (409) every repeat.
    for (const route of routes.filter((r) => r.method !== 'GET' && r.access !== 'public' && r.access !== 'session')) {
      const member = await memberFor(t.db, route);
      await t.app.inject(requestFor(route, { empresaId: member.empresaId, today: TEST_TODAY, headers: await t.auth(member.email) }));
    }
    const before = await snapshot();
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(routes.filter((r) => r.method === 'GET').length);
    const started = performance.now();
    const { totals, problems } = await runFuzz(t.app, fuzzCases(routes, { db: t.db, seed: SEED, count: REQUESTS, today: TEST_TODAY, token: t.token }));
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz: ${totals.requests} requisições em ${seconds.toFixed(1)} s sobre ${totals.routes} rotas; por status: ${JSON.stringify(totals.byStatus)}`);
    expect(problems).toEqual([]);
    expect(totals.routes).toBe(routes.length);
    expect(Object.keys(totals.byStatus).map(Number).some((s) => s >= 400)).toBe(true);
    expect(await snapshot()).toEqual(before);
  }, 240_000); // ~30 s alone on 2 cores; the margin is for a loaded machine, not for more requests
});
