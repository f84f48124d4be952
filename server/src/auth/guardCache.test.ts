import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { createGuardCache } from './guardCache.ts';

describe('guard cache', () => {
  it('remembers an answer for its time, forgets it after a write, never remembers a failure; no write count = no cache', async () => {
    let clock = 0;
    let loads = 0;
    let writes = 0;
    const cache = createGuardCache(5_000, () => writes, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 4_999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 5_001;
    expect(await cache.get('a', load)).toBe(2);
    writes += 1;
    expect(await cache.get('a', load)).toBe(3);
    await expect(cache.get('b', async () => { throw new Error('x'); })).rejects.toThrow('x');
    expect(await cache.get('b', load)).toBe(4);
    const none = createGuardCache(5_000, undefined);
    expect(await none.get('c', load)).toBe(5);
    expect(await none.get('c', load)).toBe(6);
  });
});

describe('guard with its cache, over the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const status = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/saldo-disponibilidade/1', headers })).statusCode;

  it('a signed-out token is refused on the very next request, although the guard had just remembered it', async () => {
    const session = await t.auth('ana@mirante.demo');
    const other = await t.auth('ana@mirante.demo');
    expect(await status(session)).toBe(200);
    expect(await status(session)).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: session })).statusCode).toBe(204);
    expect(await status(session)).toBe(401);
    expect(await status(other)).toBe(200);
  });

  it('a permission withdrawn in the database holds on the next request, although the guard had just remembered it', async () => {
    const ana = await t.auth('ana@mirante.demo');
    expect(await status(ana)).toBe(200);
    expect(await status(ana)).toBe(200);
    await t.db.run('UPDATE usuario_empresas SET codigo_telas_liberar = [1327] WHERE usuario_id = 1 AND empresa_id = 1');
    try {
      expect(await status(ana)).toBe(403);
    } finally {
      await t.db.run('UPDATE usuario_empresas SET codigo_telas_liberar = (SELECT codigo_telas_liberar FROM usuario_empresas WHERE usuario_id = 2 AND empresa_id = 1) WHERE usuario_id = 1 AND empresa_id = 1');
    }
  });
});
