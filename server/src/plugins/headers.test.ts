import type { InjectOptions } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../../scripts/compress-dist.ts';
import { buildApp } from '../app.ts';
import { MESSAGES } from '../http/errors.ts';
import { createTestApp, tinyPortalDir, type TestApp } from '../test/testApp.ts';

/**
 * The headers of each kind of answer, and the pt-BR JSON of the answers written before routing.
 * Over app.inject, plus a real socket for what only Node's HTTP parser sees.
 */
let t: TestApp;
let base: string;
let port: number;
const asset = 'assets/app-abc123.js';

beforeAll(async () => {
  const portalDir = tinyPortalDir();
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, asset), `console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  compressDirectory(portalDir);
  t = await createTestApp({ config: { portalDir } });
  // the same app served over a socket, for requests app.inject cannot even express
  const app = await buildApp({ db: t.db, config: t.app.appConfig });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const close = t.close;
  t.close = async () => {
    await app.close();
    await close();
  };
});
afterAll(() => t.close());

const apiHeaders = (headers: Record<string, unknown>) => {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
};

describe('headers of each kind of answer', () => {
  it('/api: success, error, login, logout, 404, validation error, OpenAPI: no-store + nosniff', async () => {
    const auth = await t.auth('ana@mirante.demo');
    const cases: [string, InjectOptions, number][] = [
      ['report', { method: 'GET', url: '/api/saldo-disponibilidade/1', headers: auth }, 200],
      ['session list', { method: 'GET', url: '/api/empresas', headers: auth }, 200],
      ['login', { method: 'POST', url: '/api/login', payload: { email: 'ana@mirante.demo', senha: 'mirante123' } }, 200],
      ['login refused', { method: 'POST', url: '/api/login', payload: { email: 'x@y.z', senha: 'errada' } }, 401],
      ['no session', { method: 'GET', url: '/api/empresas' }, 401],
      ['forbidden', { method: 'GET', url: '/api/saldo-disponibilidade/2', headers: auth }, 403],
      ['bad param', { method: 'GET', url: '/api/empresas/1/financeiro/fluxo-caixa?dias=0x10', headers: auth }, 400],
      ['bad JSON', { method: 'POST', url: '/api/login', payload: '{', headers: { 'content-type': 'application/json' } }, 400],
      ['unknown', { method: 'GET', url: '/api/nao-existe' }, 404],
      ['openapi', { method: 'GET', url: '/api/openapi.json' }, 200],
      ['logout', { method: 'POST', url: '/api/logout', headers: await t.auth('bruno@mirante.demo') }, 204],
    ];
    for (const [name, request, status] of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, name).toBe(status);
      apiHeaders(res.headers);
    }
  });

  it('a gzipped /api answer keeps them and varies on Accept-Encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/titulos-receber/1?data_inicio=2026-01-01&data_final=2026-12-31',
      headers: { ...(await t.auth('ana@mirante.demo')), 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    apiHeaders(res.headers);
  });

  it('/config.js: nosniff and no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the portal page: CSP, nosniff, revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/financeiro/fluxo-caixa' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a fingerprinted asset, as brotli, gzip or plain: immutable, Vary: Accept-Encoding, nosniff', async () => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/${asset}`, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a missing file-like path outside /api: the same pt-BR JSON 404 as the API', async () => {
    for (const url of ['/assets/nao-existe.js', '/nao-existe.png', '/pagina.html', '/x/y.map?z=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ errors: [{ message: MESSAGES.notFound }] });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

/** Sends raw bytes and returns the raw answer (status line, headers, body). */
function raw(request: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
    socket.end(request);
  });
}

describe('answers written before any route, in the house format', () => {
  it.each([
    ['a URL over 16 KB', `GET /api/empresas?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, MESSAGES.headersTooLarge],
    ['a header over 16 KB', `GET /api/empresas HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(17_000)}\r\n\r\n`, 431, MESSAGES.headersTooLarge],
    ['a header line without a colon', 'GET /api/empresas HTTP/1.1\r\nHost: x\r\nsem-dois-pontos\r\n\r\n', 400, MESSAGES.malformedRequest],
    ['not HTTP at all', 'OLA MUNDO\r\n\r\n', 400, MESSAGES.malformedRequest],
    ['a bad Content-Length', 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400, MESSAGES.malformedRequest],
  ])('%s: %s pt-BR JSON', async (_name, request, status, message) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.headers).toContain('content-type: application/json; charset=utf-8');
    expect(res.headers).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(res.body)).toEqual({ errors: [{ message }] });
  });

  it('a URL that is not valid percent-encoding: 400; a path segment over the router limit: pt-BR JSON too', async () => {
    const bad = await fetch(`${base}/api/titulos-receber/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: [{ message: MESSAGES.badUrl }] });
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
    // No route takes a segment over 100 characters (Fastify's maxParamLength): the portal's
    // catch-all then answers the JSON 404 (414 is only answered where no catch-all exists).
    const long = await fetch(`${base}/api/titulos-receber/${'1'.repeat(150)}`);
    expect(long.status).toBe(404);
    expect(await long.json()).toEqual({ errors: [{ message: MESSAGES.notFound }] });
    expect(long.headers.get('cache-control')).toBe('no-store');
  });

  it('a body over the limit: 413 pt-BR JSON', async () => {
    const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"email":"${'a'.repeat(1_100_000)}"}` });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: [{ message: MESSAGES.bodyTooLarge }] });
  });
});
