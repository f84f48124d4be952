/**
 * Captures the Storybook fixtures from the REAL server: builds the app in-process (buildApp over an
 * in-memory DuckDB, migrated and seeded at scale 'small' for a FIXED date, so fixtures are stable),
 * signs in as ana@mirante.demo through POST /api/login, and for every definition with panels asks
 * every request the screen makes with its default filters, then the requests of each drill-down
 * opened from a representative card/row. The requests are computed by the engine's own functions
 * (.storybook/support/requestPlan.ts). Writes .storybook/fixtures/<code>.json.
 *
 *   npm run fixtures                      # every built screen
 *   npm run fixtures -- 01.74.1325        # only these codes
 *   npm run fixtures -- --date 2026-11-21 # another business date
 * See docs/storybook.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import { fixtureKey, type RecordedAnswer, type ScreenFixture } from '../.storybook/support/fixtureKey.ts';
import { plannedActionRequests, plannedCompareRequests, plannedDrills, plannedLookupRequests, plannedRequests, screenScope, widerScope, type PlannedRequest } from '../.storybook/support/requestPlan.ts';
import { definitionFiles } from './definition-files.ts';
import { askApi, seededApp, signInCompanies } from './inProcessApi.ts';
import { demoQuotationLinks } from '../server/src/seed/quotationLinks.ts';
import { demoHashes } from '../server/src/seed/logistica.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = join(root, '.storybook', 'fixtures');

/** The business date of every fixture: fixed, so recaptures give the same data. */
export const FIXTURE_TODAY = '2026-11-21';
const EMAIL = 'ana@mirante.demo';

/**
 * Route params: a story opens its route with 'exemplo-<name>' in each ':name' (storyUrl in
 * .storybook/support/environment.tsx), so answers are recorded under that path; the request to the server uses
 * the real demo value listed here (a public page's token), or the placeholder itself when none is listed.
 */
const hashes = demoHashes();
const ROUTE_PARAM_VALUES: Record<string, Record<string, string>> = {
  '01.75.1365': { token: demoQuotationLinks().aberto.split('/').pop()! },
  // the tracking pages' demo links (docs/rastreamento.md): their 'Tela' stories show the carrier's page, not the error
  '02.79.1496': { hash: hashes.transportadora },
  '02.79.1497': { hash: hashes.transportadora, nfHash: hashes.nota },
  // no-code screens share '00.00.0000': each one's param names are its own (the simple tracking page's is the sender's link)
  '00.00.0000': { tipo_cadastro: 'motorista', hash: hashes.remetentes[0]! },
};

/**
 * A screen without an access code is captured for ana's company unless listed here (screen file → company id):
 * the pending registrations exist only in the module-2 company.
 */
const SCREEN_COMPANY: Record<string, number> = { 'cadastros/0000-cadastros-pendentes.ts': 2 };
const placeholder = (name: string) => `exemplo-${name}`;
const routeScope = (route: string) => Object.fromEntries([...route.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => [name, placeholder(name!)]));
const realPath = (code: string, path: string) =>
  Object.entries(ROUTE_PARAM_VALUES[code] ?? {}).reduce((p, [name, value]) => p.replaceAll(placeholder(name), encodeURIComponent(value)), path);

type Panel = Record<string, unknown> & { kind?: string; call?: string; dataPath?: string };

async function captureScreen(app: FastifyInstance, token: string, definition: ScreenDefinition, company: ScreenFixture['company'], today: string): Promise<ScreenFixture> {
  const requests: Record<string, RecordedAnswer> = {};
  const record = async (req: PlannedRequest): Promise<unknown> => {
    const key = fixtureKey('GET', req.path, req.params);
    if (!requests[key]) {
      const answer = await askApi(app, token, 'GET', realPath(definition.code, req.path), req.params);
      requests[key] = answer;
      const note = answer.status >= 400 ? `  ← ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}` : '';
      console.log(`  ${answer.status} ${key}${note}`);
    }
    return requests[key].body;
  };

  const base = { ...screenScope(definition, company.id, today), route: routeScope(definition.route) };
  const answers: Record<string, unknown> = {};
  for (const req of plannedRequests(definition.calls, base, today)) answers[req.callId] = await record(req);
  // a hosted component runs its 'action' calls itself (fetchCall): those that need nothing it types ('{with.x}') are
  // asked as it opens (1497's note)
  if (JSON.stringify(definition.panels ?? []).includes('"kind":"component"')) {
    const untyped = Object.entries(definition.calls ?? {}).filter(([, c]) => c.loadOn === 'action' && !JSON.stringify(c).includes('{with.'));
    const asOpened = Object.fromEntries(untyped.map(([id, c]) => [id, { ...c, loadOn: 'open' as const }]));
    for (const req of plannedRequests(asOpened, base, today)) await record(req);
  }
  // the earlier periods a comparison asks (the 'Comparando' story)
  for (const req of plannedCompareRequests(definition.calls, base, today)) await record(req);
  for (const req of plannedActionRequests(definition.calls, (definition.panels ?? []) as Panel[], answers, base, today)) await record(req);
  for (const req of plannedLookupRequests(definition, base, today)) await record(req);
  // the map component asks for the company's Google Maps key itself (src/components/map/googleKey.ts, docs/maps.md)
  if (JSON.stringify(definition).includes('"component":"map"')) await record({ callId: 'googleMapsKey', path: `/empresas/${company.id}/configuracoes/google-maps-api-key`, params: {} });

  type DrillDef = { calls?: ScreenDefinition['calls']; panels: Panel[] };
  const drillDefs = ((definition as { drilldowns?: Record<string, DrillDef> }).drilldowns ?? {}) as Record<string, DrillDef>;
  const seen = new Set<string>();
  const drills: NonNullable<ScreenFixture['drills']> = [];
  // Breadth-first: drill-downs opened from the screen, then those opened from inside them.
  let frontier = plannedDrills(definition, (definition.panels ?? []) as Panel[], answers, base, seen);
  // No card/row of the default period opens some drill-down (e.g. no sale today): look for one in
  // a wider period. The story still opens the screen with its default filters; the drill-down's
  // requests then differ only in the period and the transport's path fallback answers them.
  const drillIds = Object.keys((definition as { drilldowns?: object }).drilldowns ?? {});
  const wide = drillIds.some((id) => !seen.has(id)) ? widerScope(definition, company.id, today) : null;
  if (wide) {
    const wideAnswers: Record<string, unknown> = {};
    for (const req of plannedRequests(definition.calls, wide, today)) wideAnswers[req.callId] = (await askApi(app, token, 'GET', req.path, req.params)).body;
    const found = plannedDrills(definition, (definition.panels ?? []) as Panel[], wideAnswers, wide, seen);
    if (found.length) console.log(`  (contexto de ${found.map((d) => d.id).join(', ')} achado num período de um ano)`);
    frontier.push(...found);
  }
  while (frontier.length) {
    const next: typeof frontier = [];
    for (const drill of frontier) {
      drills.push({ id: drill.id, label: drill.label, context: drill.context as Record<string, unknown> });
      const drillAnswers: Record<string, unknown> = { ...answers };
      for (const req of plannedRequests(drillDefs[drill.id]?.calls, drill.scope, today)) drillAnswers[req.callId] = await record(req);
      // Click actions inside the drill-down (the NF-e PDF of a payable): the screen's and the drill-down's calls.
      const actionCalls = { ...definition.calls, ...drillDefs[drill.id]?.calls };
      for (const req of plannedActionRequests(actionCalls, drillDefs[drill.id]?.panels ?? [], drillAnswers, drill.scope, today)) await record(req);
      next.push(...plannedDrills(definition, drillDefs[drill.id]?.panels ?? [], drillAnswers, base, seen));
    }
    frontier = next;
  }
  const missing = Object.keys(drillDefs).filter((id) => !seen.has(id));
  if (missing.length) console.log(`  (sem contexto para abrir: ${missing.join(', ')} — nenhum cartão/linha permite a ação)`);
  return { code: definition.code, today, company, drills, requests };
}

export async function captureFixtures(options: { today?: string; codes?: string[] } = {}): Promise<string[]> {
  const today = options.today ?? FIXTURE_TODAY;
  console.log(`capture-fixtures: semeando banco 'small' para ${today}...`);
  const app = await seededApp({ today, scale: 'small', secret: 'storybook-fixtures' });
  const written: string[] = [];
  try {
    // ana's company first (module 1); a screen she cannot open (module 2: 1414, 1429, ...) is captured with the
    // first of bruno's companies that releases its code.
    const signIns = await signInCompanies(app, [EMAIL, 'bruno@mirante.demo']);
    const signInFor = (code: number | null | undefined) => signIns.find((s) => code == null || s.released.includes(code)) ?? signIns[0];

    mkdirSync(fixturesDir, { recursive: true });
    const sharedCode = new Map<string, ScreenFixture>();
    for (const file of definitionFiles()) {
      const definition = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default: ScreenDefinition }).default;
      if (!definition?.panels?.length) continue;
      if (options.codes?.length && !options.codes.includes(definition.code)) continue;
      console.log(`${definition.code} ${definition.title} (screens/${file})`);
      const { token, company } = signIns.find((s) => s.company.id === SCREEN_COMPANY[file]) ?? signInFor(definition.accessCode);
      const captured = await captureScreen(app, token, definition, company, today);
      const target = join(fixturesDir, `${definition.code}.json`);
      // Screens sharing a code (the no-code '00.00.0000' ones) share its fixture file: their requests are merged,
      // the first screen (file order) keeps the company (the public pages that follow do not use one).
      const earlier = sharedCode.get(definition.code);
      const fixture = earlier ? { ...earlier, drills: [...(earlier.drills ?? []), ...(captured.drills ?? [])], requests: { ...earlier.requests, ...captured.requests } } : captured;
      sharedCode.set(definition.code, fixture);
      writeFileSync(target, `${JSON.stringify(fixture, null, 2)}\n`);
      if (!written.includes(target)) written.push(target);
    }
  } finally {
    await app.close();
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const dateAt = args.indexOf('--date');
  const today = dateAt >= 0 ? args[dateAt + 1] : undefined;
  const codes = args.filter((a, i) => !a.startsWith('--') && (dateAt < 0 || i !== dateAt + 1));
  const written = await captureFixtures({ today, codes });
  for (const file of written) console.log(`capture-fixtures: escrito ${relative(root, file)}`);
  if (codes.length && !written.length) {
    console.log(`capture-fixtures: nenhuma tela com painéis tem o código ${codes.join(', ')} (o code da definição, ex.: 01.76.1326)`);
  } else {
    console.log(`capture-fixtures: ${written.length} arquivo(s) em .storybook/fixtures/ — rode \`npm run stories\` e abra \`npm run storybook\``);
  }
  // Exit explicitly once the files are written: a handle of the in-process server outlived app.close() and kept the
  // process alive (an analyst waited minutes for a command that had finished in 4 s; issue 37 item 7).
  process.exit(codes.length && !written.length ? 1 : 0);
}
