import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { metricsTokenFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createTestApp, tinyPortalDir, type TestApp } from '../test/testApp.ts';
import { METRICS_DENIED_MESSAGE, METRICS_OFF_MESSAGE } from './metrics.ts';

const TOKEN = 'token-de-metricas-do-teste-0123';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { metricsToken: TOKEN, loginLimits: { accountFailures: 2, accountWindowSeconds: 60, addressFailures: 0, addressWindowSeconds: 60 } },
  });
});
afterAll(async () => {
  await t?.close();
});

const scrape = async (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one sample line (`name{labels} value`), the labels in prom-client's order. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('refuses without the token or with another one (401 pt-BR), and is off (404) when no token is configured', async () => {
    for (const header of [undefined, 'Bearer outro-token-qualquer-123456', `Basic ${TOKEN}`]) {
      const res = await scrape(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: METRICS_DENIED_MESSAGE }] });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const db = await openDatabase(':memory:');
    const off = await buildApp({ db, config: { secret: 's', tokenTtlSeconds: 60, portalDir: tinyPortalDir() }, ownsDatabase: true });
    const res = await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: METRICS_OFF_MESSAGE }] });
    await off.close();
  });

  it('counts requests and durations by route and status, report cache hits and misses, login refusals, pool use', async () => {
    const auth = await t.auth('ana@mirante.demo');
    const report = '/api/empresas/1/financeiro/fluxo-caixa';
    expect((await t.app.inject({ method: 'GET', url: report, headers: auth })).headers['x-cache']).toBe('MISS');
    expect((await t.app.inject({ method: 'GET', url: report, headers: auth })).headers['x-cache']).toBe('HIT');
    const login = (senha: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ana@mirante.demo', senha } });
    expect((await login('errada-1')).statusCode).toBe(401);
    expect((await login('errada-2')).statusCode).toBe(401);
    expect((await login('errada-3')).statusCode).toBe(429); // two failures allowed for the account
    await t.app.inject({ method: 'GET', url: '/api/nao-existe' });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, `mirante_http_requests_total{method="GET",route="/api/empresas/:empresaId/financeiro/fluxo-caixa",status="200"}`)).toBe(2);
    expect(sample(text, `mirante_http_requests_total{method="POST",route="/api/login",status="401"}`)).toBe(2);
    expect(sample(text, `mirante_http_requests_total{method="GET",route="(nenhuma)",status="404"}`)).toBe(1);
    expect(sample(text, `mirante_http_request_duration_seconds_count{method="GET",route="/api/empresas/:empresaId/financeiro/fluxo-caixa",status="200"}`)).toBe(2);
    expect(text).toContain('mirante_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/empresas/:empresaId/financeiro/fluxo-caixa",status="200"}');
    expect(sample(text, 'mirante_report_cache_total{result="hit"}')).toBe(1);
    expect(sample(text, 'mirante_report_cache_total{result="miss"}')).toBe(1);
    expect(sample(text, 'mirante_login_refusals_total{reason="senha"}')).toBe(2);
    expect(sample(text, 'mirante_login_refusals_total{reason="limite"}')).toBe(1);
    expect(sample(text, 'mirante_db_pool_connections{state="size"}')).toBe(4);
    expect(sample(text, 'mirante_db_pool_connections{state="busy"}')).toBe(0);
    expect(sample(text, 'mirante_db_pool_connections{state="waiting"}')).toBe(0);
    // prom-client's process defaults, which the soak bench reads (bench/soak.ts)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('takes its token from MIRANTE_METRICS_TOKEN, refusing a guessable one', () => {
    expect(metricsTokenFromEnv({})).toBeUndefined();
    expect(metricsTokenFromEnv({ MIRANTE_METRICS_TOKEN: TOKEN })).toBe(TOKEN);
    expect(() => metricsTokenFromEnv({ MIRANTE_METRICS_TOKEN: 'curto' })).toThrow(/MIRANTE_METRICS_TOKEN inválido/);
  });
});
