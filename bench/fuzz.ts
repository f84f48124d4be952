/**
 * The fuzzer of server/src/fuzz.test.ts, with totals: requests, routes, answers by status, time.
 *   npx tsx bench/fuzz.ts [--count 3000] [--seed 20261121]
 * Over an in-memory 'small' database, every registered /api route. Prints problems (5xx, 4xx not in
 * the pt-BR house format) if any; the test asserts there are none.
 */
import { fuzzCases, runFuzz } from '../server/src/test/fuzzer.ts';
import { routesUnderTest } from '../server/src/test/routesUnderTest.ts';
import { createTestApp, TEST_TODAY } from '../server/src/test/testApp.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const count = arg('count', 3000);
const seed = arg('seed', 20261121);

const t = await createTestApp();
const routes = routesUnderTest(t.app);
const started = performance.now();
const { totals, problems } = await runFuzz(t.app, fuzzCases(routes, { db: t.db, seed, count, today: TEST_TODAY, token: t.token }));
const seconds = (performance.now() - started) / 1000;
console.log(`fuzz (semente ${seed}): ${totals.requests} requisições sobre ${totals.routes} rotas em ${seconds.toFixed(1)} s (${(totals.requests / seconds).toFixed(0)}/s)`);
console.log(`por status: ${Object.entries(totals.byStatus).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
console.log(problems.length ? `problemas:\n${problems.join('\n')}` : 'problemas: nenhum (nenhum 5xx; todo 4xx em JSON pt-BR)');
await t.close();
