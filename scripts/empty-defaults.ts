/**
 * Which screens open empty: seeds an in-memory database for a business date and scale, signs in as every demo user,
 * and for every screen with panels and every company that releases its code asks the requests the screen makes with
 * its default filters (the engine's own functions, .storybook/support/requestPlan.ts, as capture-fixtures). Prints
 * each answer that is an error or an empty list. A diagnosis, asserts nothing: a month's first day, a Sunday, a scale.
 *
 *   npx tsx scripts/empty-defaults.ts [--date 2026-12-01] [--scale small|demo|large]
 *
 * Found with it (2026-12-01): 1418 and 1519 empty on a month's first days at every scale (docs/data-model.md,
 * "Demo scenarios").
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seed, type ScaleName } from '../server/src/seed/index.ts';
import { DEMO_PASSWORD } from '../server/src/seed/identities.ts';
import { businessDate } from '../common/dates.ts';
import { fixtureKey } from '../.storybook/support/fixtureKey.ts';
import { plannedRequests, screenScope } from '../.storybook/support/requestPlan.ts';
import { definitionFiles } from './definition-files.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const today = arg('date') ?? businessDate();
const scale = (arg('scale') ?? 'small') as ScaleName;
const USERS = ['ana@mirante.demo', 'bruno@mirante.demo', 'carla@mirante.demo', 'diego@mirante.demo'];

const db = await openDatabase(':memory:');
await migrate(db);
await seed(db, { scale, today });
const app = await buildApp({ db, config: { secret: 'empty-defaults', tokenTtlSeconds: 3600, portalDir: tmpdir(), today }, ownsDatabase: true });

async function ask(token: string | null, method: string, path: string, params?: Record<string, unknown>, body?: object) {
  const res = await app.inject({
    method: method as 'GET',
    url: `/api${fixtureKey(method, path, params).slice(method.length + 1)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as { response?: unknown; token?: string }) : null };
}

/** 'lista vazia' for an empty list, or the names of the empty lists of an object; null when there is data. */
function emptiness(body: unknown): string | null {
  const r = (body as { response?: unknown } | null)?.response ?? body;
  if (Array.isArray(r)) return r.length === 0 ? 'lista vazia' : null;
  if (r && typeof r === 'object') {
    const empty = Object.entries(r).filter(([, v]) => Array.isArray(v) && v.length === 0).map(([k]) => k);
    return empty.length ? `vazios: ${empty.join(', ')}` : null;
  }
  return null;
}

const companies: { token: string; id: number; released: number[] }[] = [];
for (const email of USERS) {
  const token = (await ask(null, 'POST', '/login', undefined, { email, senha: DEMO_PASSWORD })).body?.token;
  if (!token) continue;
  const list = (await ask(token, 'GET', '/empresas')).body;
  for (const c of ((list as { response?: unknown })?.response ?? list) as { id: number }[]) {
    if (companies.some((k) => k.id === c.id)) continue;
    const access = (await ask(token, 'GET', `/empresas/${c.id}/permissoes-acesso`)).body as { response?: { codigo_telas_liberar?: number[] } };
    companies.push({ token, id: c.id, released: access?.response?.codigo_telas_liberar ?? [] });
  }
}

console.log(`empty-defaults: escala ${scale}, data ${today}`);
let found = 0;
for (const file of definitionFiles()) {
  const definition = ((await import(pathToFileURL(join(import.meta.dirname, '..', 'screens', file)).href)) as { default: ScreenDefinition }).default;
  if (!definition?.panels?.length || definition.accessCode == null) continue;
  for (const company of companies.filter((c) => c.released.includes(definition.accessCode!))) {
    for (const req of plannedRequests(definition.calls, screenScope(definition, company.id, today), today)) {
      const answer = await ask(company.token, 'GET', req.path, req.params);
      const problem = answer.status >= 400 ? `HTTP ${answer.status}` : emptiness(answer.body);
      if (!problem) continue;
      found++;
      console.log(`${definition.code} empresa ${company.id} ${req.callId}: ${problem}  (${fixtureKey('GET', req.path, req.params)})`);
    }
  }
}
console.log(`empty-defaults: ${found} resposta(s) vazia(s) ou com erro`);
await app.close();
process.exit(0);
