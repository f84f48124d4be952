import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/database.ts';
import { httpError, MESSAGES } from './http/errors.ts';
import { contentSecurityPolicy } from './plugins/portal.ts';
import { createTestApp, tinyPortalDir, type TestApp } from './test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ today: '2026-03-05' });
});
afterAll(() => t.close());

describe('portal serving', () => {
  it('serves index.html at / and as the fallback of any app route, with a strict CSP', async () => {
    for (const url of ['/', '/home', '/dashboard_financeiro', '/financeiro/dre/veiculos?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>Mirante</title>');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('serves the runtime settings at /config.js', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(`window.__MIRANTE__ = {"apiBaseUrl":"/api","today":"2026-03-05"};\n`); // the app's business date
  });

  it('adds an absolute API origin to connect-src', () => {
    expect(contentSecurityPolicy('https://api.exemplo.com.br/v1')).toContain("connect-src 'self' https://api.exemplo.com.br;");
    expect(contentSecurityPolicy('/api')).toContain("connect-src 'self';");
  });
});

describe('API errors', () => {
  it('answers 404 JSON for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nao-existe/1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ message: 'Recurso não encontrado.' }] });
    }
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/empresas/{empresaId}/status-empresa']));
    expect(doc.paths['/api/empresas'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('exposes the business date', () => {
    expect(t.app.today()).toBe('2026-03-05');
  });
});

describe('unexpected errors', () => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = await openDatabase(':memory:');
    app = await buildApp({ db, config: { secret: 's', tokenTtlSeconds: 60, portalDir: tinyPortalDir() } });
    await app.register(async (api) => {
      api.get('/quebra', { config: { access: 'public' } }, async () => {
        throw new Error('segredo interno: SELECT * FROM usuarios');
      });
      api.get('/sql', { config: { access: 'public' } }, async () => db.all('SELECT * FROM tabela_inexistente'));
      api.get('/dominio', { config: { access: 'public' } }, async () => {
        throw httpError(422, 'Período inválido.');
      });
    }, { prefix: '/api/teste' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers 500 with a generic message, never the error or a stack trace', async () => {
    for (const url of ['/api/teste/quebra', '/api/teste/sql']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ errors: [{ message: MESSAGES.internal }] });
      expect(res.body).not.toMatch(/segredo|tabela_inexistente|at .*\.ts/);
    }
  });

  it('answers domain errors with their status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/teste/dominio' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ message: 'Período inválido.' }] });
  });

  it('uses the local date when no date is configured', () => {
    expect(app.today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('malformed URLs', () => {
  it('answers 400 JSON in pt-BR for a URL that is not valid percent-encoding', async () => {
    for (const url of ['/api/%E0%A4%A', '/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ errors: [{ message: 'Endereço inválido: verifique a URL.' }] });
    }
  });
});
