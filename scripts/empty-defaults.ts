/**
 * Which screens open empty: seeds an in-memory database for a business date and scale, signs in as every demo user,
 * and for every screen with panels and every company that releases its code asks the requests the screen makes with
 * its default filters (the engine's own functions, .storybook/support/requestPlan.ts, as capture-fixtures). Prints
 * each answer that is an error or an empty list: a month's first day, a Sunday, a scale. A call that needs a filter
 * without a default (a customer, an operator) is not asked: the screen waits for it. tests/definitions/
 * emptyDefaults.test.ts holds a month's first day at the small scale to it.
 *
 *   npx tsx scripts/empty-defaults.ts [--date 2026-12-01] [--scale small|demo|large]
 *
 * Found with it (2026-12-01): 1418 and 1519 empty on a month's first days at every scale (docs/data-model.md,
 * "Demo scenarios").
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import type { ScaleName } from '../server/src/seed/index.ts';
import { DEMO_USERS } from '../server/src/seed/identities.ts';
import { businessDate } from '../common/dates.ts';
import { plannedRequests } from '../.storybook/support/requestPlan.ts';
import { defaultValues, filterScope, validateFilters } from '../src/engine/filters/values.ts';
import { definitionFiles } from './definition-files.ts';
import { askApi, seededApp, signInCompanies } from './inProcessApi.ts';

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

/** Every default call of every screen x company that answers an error or an empty list: '<code> empresa <id> <call>: <what>'. */
export async function findEmptyDefaults(options: { today: string; scale: ScaleName }): Promise<string[]> {
  const { today, scale } = options;
  const app = await seededApp({ today, scale, secret: 'empty-defaults' });
  try {
    // each company once, with the first user who may open it
    const companies = (await signInCompanies(app, DEMO_USERS.map((u) => u.email))).filter((s, i, all) => all.findIndex((o) => o.company.id === s.company.id) === i);
    const found: string[] = [];
    for (const file of definitionFiles()) {
      const definition = ((await import(pathToFileURL(join(import.meta.dirname, '..', 'screens', file)).href)) as { default: ScreenDefinition }).default;
      if (!definition?.panels?.length || definition.accessCode == null) continue;
      const fields = definition.filters?.fields ?? [];
      for (const { token, company } of companies.filter((c) => c.released.includes(definition.accessCode!))) {
        const values = defaultValues(fields, today);
        const scope = { empresaId: company.id, filters: filterScope(fields, values) };
        // a form whose defaults leave a required field empty is not sent: the screen waits for it (1332's customer)
        const waits = Object.keys(validateFilters(fields, values)).length > 0;
        for (const req of plannedRequests(definition.calls, scope, today)) {
          if (waits && definition.calls?.[req.callId]?.loadOn === 'submit') continue;
          const answer = await askApi(app, token, 'GET', req.path, req.params);
          const problem = answer.status >= 400 ? `HTTP ${answer.status}` : emptiness(answer.body);
          if (problem) found.push(`${definition.code} empresa ${company.id} ${req.callId}: ${problem}`);
        }
      }
    }
    return found;
  } finally {
    await app.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const today = arg('date') ?? businessDate();
  const scale = (arg('scale') ?? 'small') as ScaleName;
  console.log(`empty-defaults: escala ${scale}, data ${today}`);
  const found = await findEmptyDefaults({ today, scale });
  for (const line of found) console.log(line);
  console.log(`empty-defaults: ${found.length} resposta(s) vazia(s) ou com erro`);
  process.exit(0);
}
