import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { cacheSecondsFromEnv, DEFAULT_CACHE_SECONDS } from '../config.ts';
import { createTestApp, TEST_SECRET, TEST_TODAY, tinyPortalDir, type TestApp } from '../test/testApp.ts';
import { declaredExampleRuns } from './examples.ts';
import { createResultCache } from './resultCache.ts';
import { loadReport, reportJson, runReport } from './runReport.ts';
import { defineReport } from './declaration.ts';
import { DEMO_PASSWORD } from '../seed/identities.ts';

// The result cache over the real app and database: same answers, ETag/304, invalidation by writes, the setting.
// cache on, for an hour: with the default 60 s an answer cached early in a test could expire before its 'HIT' is
// read on a loaded 2-core run (seen once: MISS where HIT was expected), which is not what these tests are about
let t: TestApp;
let off: FastifyInstance; // same database, MIRANTE_CACHE_SECONDS=0
let bruno: { authorization: string }; // companies 1 and 3 with every module-1 screen (1370 included)

beforeAll(async () => {
  t = await createTestApp({ config: { cacheSeconds: 3600 } });
  off = await buildApp({ db: t.db, config: { secret: TEST_SECRET, tokenTtlSeconds: 3600, portalDir: tinyPortalDir(), today: TEST_TODAY, cacheSeconds: 0 } });
  bruno = await t.auth('bruno@mirante.demo');
});
afterAll(async () => {
  await off?.close();
  await t?.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bruno, ...headers } });
const list = (empresa: number) => `/api/empresas/${empresa}/financeiro/titulos-pagar?dataInicio=2026-11-21&dataFim=2026-12-21`;
const toApprove = async (empresa: number) =>
  (await t.db.one<{ id: number }>(
    `SELECT id FROM titulos_pagar WHERE empresa_id = $1 AND usa_aprovacao = 'S' AND aprovado = 'N' AND saldo > 0
        AND data_vencimento BETWEEN DATE '2026-11-21' AND DATE '2026-12-21' ORDER BY id LIMIT 1`, [empresa]))!.id;
const aprovado = (body: string, id: number) =>
  (JSON.parse(body).response as { id_titulo: number; aprovado: string }[]).find((r) => r.id_titulo === id)?.aprovado;

describe('result cache', () => {
  it('answers every declared example the same from memory as computed, with and without gzip', async () => {
    // the clock stands still: 1330's times in situation count seconds up to now, and the computed answer and the
    // cached one must see the same moment (on a clean-clone run they fell on either side of a second: 22518 vs 22519)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const all = [...await declaredExampleRuns({ empresaId: 1, today: TEST_TODAY }), ...await declaredExampleRuns({ empresaId: 3, today: TEST_TODAY })];
    const runs = [...new Map(all.map((run) => [run.url, run])).values()]; // an example naming its company comes twice
    expect(runs.length).toBeGreaterThan(20);
    let hits = 0;
    for (const { url, name } of runs) {
      const fresh = await get(off, url);
      const first = await get(t.app, url);
      const again = await get(t.app, url);
      const gz = await get(t.app, url, { 'accept-encoding': 'gzip' });
      expect(first.statusCode, name).toBe(fresh.statusCode);
      if (fresh.statusCode !== 200) continue;
      expect(first.headers['x-cache'], name).toBe('MISS');
      expect(again.headers['x-cache'], name).toBe('HIT');
      const br = await get(t.app, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(gz.headers['x-cache'], name).toBe('HIT');
      if (again.body.length >= 1024) {
        expect(gz.headers['content-encoding'], name).toBe('gzip');
        expect(br.headers['content-encoding'], name).toBe('br');
        expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), name).toEqual(fresh.json());
      }
      expect(again.json(), name).toEqual(fresh.json());
      const plain = gz.headers['content-encoding'] ? gunzipSync(gz.rawPayload) : gz.rawPayload;
      expect(JSON.parse(plain.toString()), name).toEqual(fresh.json());
      expect(again.headers['content-type'], name).toMatch(/^application\/json/);
      hits += 1;
    }
    expect(hits).toBeGreaterThan(10);
  });

  // the same JSON once parsed: a list's first run is JSON.stringify of row objects, later ones DuckDB's to_json
  it('compresses fresh answers to the same JSON as they are computed', async () => {
    // the clock stands still, as in the test above: two computations of 1330 a second apart differ (failed so at load 11)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    for (const { url } of await declaredExampleRuns({ empresaId: 1, today: TEST_TODAY })) {
      const plain = await get(off, url);
      if (plain.statusCode !== 200 || plain.rawPayload.length < 1024) continue;
      for (const [encoding, decompress] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const fresh = await get(off, url, { 'accept-encoding': encoding });
        expect(fresh.headers['content-encoding'], url).toBe(encoding);
        expect(JSON.parse(decompress(fresh.rawPayload).toString()), `${url} ${encoding}`).toEqual(JSON.parse(plain.body));
      }
    }
  });

  it('compresses a big list while it is written, to the same JSON, cached or not', async () => {
    // 30,000 rows (15 DuckDB chunks, ~2 MB): well over the size where compression follows the writing
    const dir = mkdtempSync(join(tmpdir(), 'mirante-big-'));
    writeFileSync(join(dir, 'big.sql'), `SELECT i AS id, 'linha número ' || i || repeat(' x', i % 17) AS texto, CAST(i * 1.01 AS DECIMAL(15,2)) AS valor
      FROM range(30000) AS r(i) WHERE i >= CAST($empresaId AS INTEGER) - 1 ORDER BY i`);
    const report = loadReport('big', defineReport({ path: '/big/:empresaId', access: [1326], summary: 'big', tags: ['teste'], examples: [{}], envelope: 'data.result', shape: { list: 'big.sql', row: Type.Object({}) } }), dir);
    const input = { empresaId: 1, today: TEST_TODAY, params: {}, query: {} };
    const expected = await runReport(report, t.db, input);
    expect(JSON.stringify(expected).length).toBeGreaterThan(1024 * 1024);
    for (const seconds of [0, 60]) {
      const app = Fastify();
      const cache = createResultCache(seconds);
      app.get('/big', (request, reply) => cache.answer(request, reply, 1, TEST_TODAY, (sink) => reportJson(report, t.db, input, sink)));
      for (const [encoding, decompress] of [['br', brotliDecompressSync], ['gzip', gunzipSync], ['identity', (b: Buffer) => b]] as const) {
        const answer = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': encoding } });
        expect(JSON.parse(decompress(answer.rawPayload).toString()), `${seconds} s, ${encoding}`).toEqual(expected);
      }
      await app.close();
    }
  });

  it("a report reading $usuarioId (1369's manager lock) is kept per user: diego never gets bruno's cached answer", async () => {
    const diego = await t.auth('diego@mirante.demo');
    const url = '/api/empresas/2/logistica/veiculos/Todos';
    const asBruno = await get(t.app, url);
    const asDiego = await t.app.inject({ method: 'GET', url, headers: diego });
    const fresh = await off.inject({ method: 'GET', url, headers: diego });
    expect(asDiego.statusCode).toBe(200);
    expect(asDiego.json()).toEqual(fresh.json());
    expect(asDiego.json()).not.toEqual(asBruno.json()); // bruno sees every manager's vehicles, diego only his own
  });

  it('answers 304 without a body to a request carrying the current ETag, 200 to an old one', async () => {
    const url = list(1);
    const first = await get(t.app, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await get(t.app, url, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const other = await get(t.app, url, { 'if-none-match': '"outro"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
    expect(other.headers['cache-control']).toBe('no-store'); // the browser keeps nothing on disk (docs/security.md)
  });

  it("a write invalidates its company's answers and not another company's; a refused write invalidates nothing", async () => {
    const id = await toApprove(1);
    await get(t.app, list(1));
    await get(t.app, list(3));
    expect((await get(t.app, list(1))).headers['x-cache']).toBe('HIT');
    expect((await get(t.app, list(3))).headers['x-cache']).toBe('HIT');

    const ok = await t.app.inject({ method: 'PUT', url: `/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`, headers: bruno });
    expect(ok.statusCode).toBe(200);
    const after = await get(t.app, list(1));
    expect(after.headers['x-cache']).toBe('MISS');
    expect(aprovado(after.body, id)).toBe('S');
    expect((await get(t.app, list(3))).headers['x-cache']).toBe('HIT');

    const refused = await t.app.inject({ method: 'PUT', url: `/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`, headers: bruno });
    expect(refused.statusCode).toBe(409);
    expect((await get(t.app, list(1))).headers['x-cache']).toBe('HIT');

    // signing in and out changes no report: the cache stays
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'bruno@mirante.demo', senha: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await get(t.app, list(3))).headers['x-cache']).toBe('HIT');
  });

  it("a supplier's public price save (no company in its path) empties its quotation's company only", async () => {
    const q = (await t.db.one<{ token: string; id: number; empresa_id: number }>(
      "SELECT token, id, empresa_id FROM orcamentos_compra WHERE situacao = 'Aberto' AND empresa_id IN (1, 3) ORDER BY id LIMIT 1"))!;
    const other = q.empresa_id === 1 ? 3 : 1;
    const item = (await t.db.one<{ nro_item: number }>('SELECT nro_item FROM orcamentos_compra_itens WHERE orcamento_compra_id = $1 ORDER BY nro_item LIMIT 1', [q.id]))!;
    await get(t.app, list(q.empresa_id));
    await get(t.app, list(other));
    expect((await get(t.app, list(q.empresa_id))).headers['x-cache']).toBe('HIT');
    expect((await get(t.app, list(other))).headers['x-cache']).toBe('HIT');

    const payload = { itens: [{ nro_item: Number(item.nro_item), vlr_unit: 7.5, vlr_frete: 0, vlr_st: 0, perc_ipi: 0, vlr_desconto: 0 }] };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/estoque/orcamento-compra/informar-precos/${q.token}`, payload, remoteAddress: '203.0.113.40' });
    expect(saved.statusCode).toBe(200);
    expect((await get(t.app, list(q.empresa_id))).headers['x-cache']).toBe('MISS');
    expect((await get(t.app, list(other))).headers['x-cache']).toBe('HIT');
  });

  it('with MIRANTE_CACHE_SECONDS=0 every request runs the report: no ETag, no cache header', async () => {
    const a = await get(off, list(1));
    const b = await get(off, list(1));
    expect(b.headers['x-cache']).toBeUndefined();
    expect(b.headers.etag).toBeUndefined();
    expect(b.json()).toEqual(a.json());
    expect(off.reportCache.size()).toBe(0);
  });

  it('reads the setting: a whole number of seconds, 0 = off, anything else stops the start', async () => {
    expect(cacheSecondsFromEnv({})).toBeUndefined(); // the engine's default
    const unset = await buildApp({ db: t.db, config: { secret: TEST_SECRET, tokenTtlSeconds: 3600, portalDir: tinyPortalDir(), today: TEST_TODAY } });
    expect(unset.reportCache.seconds).toBe(DEFAULT_CACHE_SECONDS); // DuckDB: 60
    await unset.close();
    expect(cacheSecondsFromEnv({ MIRANTE_CACHE_SECONDS: '0' })).toBe(0);
    expect(cacheSecondsFromEnv({ MIRANTE_CACHE_SECONDS: ' 15 ' })).toBe(15);
    expect(() => cacheSecondsFromEnv({ MIRANTE_CACHE_SECONDS: '-1' })).toThrow("MIRANTE_CACHE_SECONDS inválido: '-1'. Use um número inteiro de 0 a 86400.");
    expect(() => cacheSecondsFromEnv({ MIRANTE_CACHE_SECONDS: 'abc' })).toThrow(/^MIRANTE_CACHE_SECONDS inválido/);
  });

  it('when full, lets go of the answer used least recently, not the oldest', async () => {
    const app = Fastify();
    // room for three answers of 1,000 bytes (each counted twice: the JSON and its compressed copies)
    const cache = createResultCache(60, Date.now, 3 * 2000 + 10);
    app.get('/r/:n', (request, reply) => cache.answer(request, reply, 1, TEST_TODAY, async () => Buffer.from(JSON.stringify('x'.repeat(998)))));
    const xCache = async (n: number) => (await app.inject({ method: 'GET', url: `/r/${n}` })).headers['x-cache'];
    for (const n of [1, 2, 3]) expect(await xCache(n)).toBe('MISS');
    expect(await xCache(1)).toBe('HIT'); // the oldest, used again
    expect(await xCache(4)).toBe('MISS'); // full: 2 goes, the least recently used
    expect(await xCache(1)).toBe('HIT');
    expect(await xCache(3)).toBe('HIT');
    expect(await xCache(4)).toBe('HIT');
    expect(await xCache(2)).toBe('MISS');
    await app.close();
  });

  it('forgets an answer once its time is up', async () => {
    let clock = 0;
    const cache = createResultCache(60, () => clock);
    const calls: number[] = [];
    const reply = { header: () => reply, type: () => reply, code: () => reply, send: () => reply } as never;
    const request = { url: '/x', headers: {} } as never;
    const compute = async () => Buffer.from(JSON.stringify(calls.push(clock)));
    await cache.answer(request, reply, 1, TEST_TODAY, compute);
    clock = 59_000;
    await cache.answer(request, reply, 1, TEST_TODAY, compute);
    clock = 60_001;
    await cache.answer(request, reply, 1, TEST_TODAY, compute);
    expect(calls).toEqual([0, 60_001]);
  });
});
