import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { tinyPortalDir } from '../test/testApp.ts';
import { HEALTH_DOWN_MESSAGE, healthProbe } from './health.ts';

/** An app over `db` (no seed: the health check reads no table). */
const appOver = (db: Database) => buildApp({ db, config: { secret: 's', tokenTtlSeconds: 60, portalDir: tinyPortalDir() } });

/** The database as a wrapper whose queries fail once `down` is set (a lost PostgreSQL, a closed file). */
function switchable(db: Database) {
  const state = { down: false, queries: 0 };
  const fail = () => Promise.reject(new Error('conexão perdida'));
  const wrapped: Database = {
    ...db,
    one: (sql, params) => {
      state.queries += 1;
      return state.down ? fail() : db.one(sql, params);
    },
  };
  return { db: wrapped, state };
}

const real = await openDatabase(':memory:');
afterAll(() => real.close());

describe('GET /api/health', () => {
  it('answers 200 {status: ok} without a token while the database answers, 503 pt-BR once it does not', async () => {
    const { db, state } = switchable(real);
    const app = await appOver(db);
    const up = await app.inject({ method: 'GET', url: '/api/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok' });
    expect(up.headers['cache-control']).toBe('no-store');

    state.down = true;
    // the verdict is kept a second: the next probe sees the failure
    await new Promise((r) => setTimeout(r, 1100));
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'indisponivel', errors: [{ message: HEALTH_DOWN_MESSAGE }] });
    await app.close();
  });

  it('answers 503 when the database was closed under it', async () => {
    const own = await openDatabase(':memory:');
    const app = await appOver(own);
    await own.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    await app.close();
  });

  it('is in the OpenAPI document as a public route', async () => {
    const app = await appOver(real);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/health'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
    await app.close();
  });

  it('asks the database at most once per second, however many balancers poll', async () => {
    const { db, state } = switchable(real);
    let t = 0;
    const healthy = healthProbe(db, 1000, () => t);
    expect(await Promise.all(Array.from({ length: 50 }, () => healthy()))).toEqual(Array(50).fill(true));
    t = 999;
    await healthy();
    expect(state.queries).toBe(1);
    t = 1000;
    await healthy();
    expect(state.queries).toBe(2);
  });
});
