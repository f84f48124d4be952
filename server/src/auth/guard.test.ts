import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { MESSAGES } from '../http/errors.ts';
import { discoverReports } from '../reports/discover.ts';
import { DEMO_USERS } from '../seed/identities.ts';
import { createTestApp, TEST_SECRET, tinyPortalDir, type TestApp } from '../test/testApp.ts';
import type { PrivateRoute } from './guard.ts';
import { signToken } from './token.ts';

/**
 * The guard on EVERY private route of the app, whoever wrote it: the list comes from the routes
 * actually registered (app.privateRoutes()), so a new route module is covered without new tests.
 */
let t: TestApp;
let routes: PrivateRoute[];
/** A member of company 1 with no screen code released: every `{ screens: [codes] }` route must refuse it. */
const NO_CODES_EMAIL = 'sem.codigos@teste.local';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.run(
    `INSERT INTO usuarios VALUES (900, 'Sem Códigos', '${NO_CODES_EMAIL}', 'scrypt$00$00', 'N');
     INSERT INTO usuario_empresas VALUES (900, 1, []::INTEGER[], []::INTEGER[]);`,
  );
  routes = t.app.privateRoutes();
});
afterAll(() => t.close());

/** The path with :empresaId replaced and any other param given a plausible value. */
const pathFor = (route: PrivateRoute, empresaId: number) =>
  route.url.replace(':empresaId', String(empresaId)).replace(/:[A-Za-z_]\w*/g, '1').replace(/\*$/, 'x');

/** A demo membership (user, company) that the route's access lets in. */
function allowedMember(route: PrivateRoute): { email: string; empresaId: number } {
  if (route.access === 'session') return { email: 'ana@mirante.demo', empresaId: 1 };
  const { screens } = route.access;
  for (const user of DEMO_USERS) {
    for (const m of user.empresas) {
      if (screens.length === 0 || screens.some((code) => code === 0 || m.liberar.includes(code))) {
        return { email: user.email, empresaId: m.empresa_id };
      }
    }
  }
  throw new Error(`Nenhum usuário de demonstração tem acesso a ${route.method} ${route.url} (${screens.join(', ')})`);
}

const request = (route: PrivateRoute, url: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: route.method as InjectOptions['method'],
  url,
  headers,
  ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('guard on every private route', () => {
  it('knows the foundation routes (and any added later)', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/empresas',
        'GET /api/empresas/:empresaId/permissoes-acesso',
        'GET /api/empresas/:empresaId/status-empresa',
      ]),
    );
  });

  it('covers every declared report and the hand-written routes alike', async () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    const declared = (await discoverReports()).map((r) => `GET /api${r.declaration.path}`);
    expect(declared.length).toBeGreaterThan(0);
    expect(urls).toEqual(expect.arrayContaining([...declared, 'GET /api/empresas/:empresaId/financeiro/titulos_pagar/danfe_nfe_entrada/:idTituloPagar']));
    // a declared report keeps its screen codes: the 'code not released' case below applies to each
    for (const r of await discoverReports()) {
      expect(routes.find((x) => x.url === `/api${r.declaration.path}`)?.access, r.file).toEqual({ screens: r.declaration.access });
    }
  });

  it('answers 401 without a token, with a bad, tampered or expired token', async () => {
    const ana = await t.db.one<{ id: number }>("SELECT id FROM usuarios WHERE email = 'ana@mirante.demo'");
    const valid = signToken(ana!.id, TEST_SECRET, 3600);
    const [, signature] = valid.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ sub: 2, iat: nowSeconds(), exp: nowSeconds() + 3600 })).toString('base64url')}.${signature}`;
    const expired = signToken(ana!.id, TEST_SECRET, 60, nowSeconds() - 3600);
    const otherSecret = signToken(ana!.id, 'outro-segredo', 3600);
    const unknownUser = signToken(9999, TEST_SECRET, 3600);
    const cases: [string, Record<string, string>][] = [
      ['no token', {}],
      ['not bearer', { authorization: `Basic ${valid}` }],
      ['garbage', bearer('garbage')],
      ['tampered', bearer(tampered)],
      ['expired', bearer(expired)],
      ['other secret', bearer(otherSecret)],
      ['unknown user', bearer(unknownUser)],
    ];
    for (const route of routes) {
      for (const [name, headers] of cases) {
        const res = await t.app.inject(request(route, pathFor(route, 1), headers));
        expect(res.statusCode, `${name}: ${route.method} ${route.url}`).toBe(401);
        expect(res.json(), `${name}: ${route.method} ${route.url}`).toEqual({ errors: [{ message: MESSAGES.sessionInvalid }] });
      }
    }
  });

  it('answers 403 for a company the user does not belong to', async () => {
    const headers = await t.auth('ana@mirante.demo'); // member of company 1 only
    for (const route of routes.filter((r) => r.access !== 'session')) {
      for (const empresaId of [2, 999]) {
        const res = await t.app.inject(request(route, pathFor(route, empresaId), headers));
        expect(res.statusCode, `${route.method} ${route.url} empresa ${empresaId}`).toBe(403);
        expect(res.json()).toEqual({ errors: [{ message: MESSAGES.companyForbidden }] });
      }
    }
  });

  it("answers 403 'Acesso Negado' when none of the route's screen codes is released", async () => {
    const headers = await t.auth(NO_CODES_EMAIL);
    const coded = routes.filter((r) => r.access !== 'session' && r.access.screens.length > 0 && !r.access.screens.includes(0));
    for (const route of coded) {
      const res = await t.app.inject(request(route, pathFor(route, 1), headers));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ errors: [{ message: MESSAGES.accessDenied }] });
    }
  });

  it('answers 400 for an empresaId that is not a positive integer', async () => {
    const headers = await t.auth('ana@mirante.demo');
    for (const route of routes.filter((r) => r.access !== 'session')) {
      for (const bad of ['abc', '0', '-1', '1.5', '0x10', '1e3', '+1', '%201', '1%20', '99999999999']) {
        const res = await t.app.inject(request(route, route.url.replace(':empresaId', bad).replace(/:[A-Za-z_]\w*/g, '1'), headers));
        expect(res.statusCode, `${route.method} ${route.url} empresaId=${bad}`).toBe(400);
        expect(res.json()).toEqual({ errors: [{ message: "Parâmetro 'empresaId' inválido: deve ser um número inteiro entre 1 e 2147483647." }] });
      }
    }
  });

  it('answers 400, never a 500, for ids beyond the key range in any other path param', async () => {
    for (const route of routes.filter((r) => /:(?!empresaId\b)[A-Za-z_]/.test(r.url))) {
      const { email, empresaId } = allowedMember(route);
      const url = route.url.replace(':empresaId', String(empresaId)).replace(/:[A-Za-z_]\w*/g, '99999999999');
      const res = await t.app.inject(request(route, url, await t.auth(email)));
      expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().errors[0].message).toMatch(/^Parâmetro '\w+' inválido/);
    }
  });

  it('lets an allowed member through (no 401/403, never a 500)', async () => {
    for (const route of routes) {
      const { email, empresaId } = allowedMember(route);
      const res = await t.app.inject(request(route, pathFor(route, empresaId), await t.auth(email)));
      expect([401, 403, 500], `${route.method} ${route.url} as ${email}: ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
      if (res.statusCode >= 400) expect(res.json().errors?.[0]?.message, `${route.method} ${route.url}`).toEqual(expect.any(String));
    }
  });
});

describe('route declarations', () => {
  it('refuses to start with an /api route that does not declare config.access', async () => {
    const db = await openDatabase(':memory:');
    const app = await buildApp({ db, config: { secret: 's', tokenTtlSeconds: 60, portalDir: tinyPortalDir() } });
    await expect(
      app.register(async (api) => {
        api.get('/sem-acesso', async () => ({}));
      }, { prefix: '/api' }),
    ).rejects.toThrow(/config\.access/);
    await app.close().catch(() => undefined);
    await db.close();
  });

  it('refuses { screens } on a route without :empresaId', async () => {
    const db = await openDatabase(':memory:');
    const app = await buildApp({ db, config: { secret: 's', tokenTtlSeconds: 60, portalDir: tinyPortalDir() } });
    await expect(
      app.register(async (api) => {
        api.get('/relatorio', { config: { access: { screens: [1325] } } }, async () => ({}));
      }, { prefix: '/api' }),
    ).rejects.toThrow(/:empresaId/);
    await app.close().catch(() => undefined);
    await db.close();
  });
});
