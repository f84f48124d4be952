import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { MESSAGES } from '../http/errors.ts';
import { seed } from '../seed/index.ts';
import { TEST_SECRET, TEST_TODAY, tinyPortalDir } from '../test/testApp.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * Revocation as a caller sees it, over a database FILE: two app instances share it (as two API
 * processes share PostgreSQL), and a restart reopens it.
 */
const dir = mkdtempSync(join(tmpdir(), 'mirante-sessoes-'));
const path = join(dir, 'mirante.duckdb');
const config: AppConfig = { secret: TEST_SECRET, tokenTtlSeconds: 3600, portalDir: tinyPortalDir(), today: TEST_TODAY };
let db: Database;

beforeAll(async () => {
  db = await openDatabase(path);
  await migrate(db);
  await seed(db, { scale: 'small', today: TEST_TODAY });
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const signIn = async (app: Awaited<ReturnType<typeof buildApp>>, email = 'ana@mirante.demo') => {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, senha: 'mirante123' } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
};
const empresas = (app: Awaited<ReturnType<typeof buildApp>>, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/empresas', headers });

describe('sessions', () => {
  it('POST /api/logout ends that token on every instance, and only that one, also after a restart', async () => {
    const a = await buildApp({ db, config });
    const b = await buildApp({ db, config });
    const first = await signIn(a);
    const second = await signIn(a);
    expect((await empresas(b, first)).statusCode).toBe(200);

    const out = await a.inject({ method: 'POST', url: '/api/logout', headers: first });
    expect(out.statusCode).toBe(204);
    for (const app of [a, b]) {
      const res = await empresas(app, first);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: MESSAGES.sessionInvalid }] });
      expect((await empresas(app, second)).statusCode).toBe(200);
    }
    // logging out twice, or without a token, is a 401 like any call without a session
    expect((await b.inject({ method: 'POST', url: '/api/logout', headers: first })).statusCode).toBe(401);
    expect((await b.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
    await a.close();
    await b.close();

    // restart: close the database file and open it again
    await db.close();
    db = await openDatabase(path);
    const c = await buildApp({ db, config });
    expect((await empresas(c, first)).statusCode).toBe(401);
    expect((await empresas(c, second)).statusCode).toBe(200);
    await c.close();
  });

  it('raising the token version ends every session of that user only; new sign-ins work', async () => {
    const app = await buildApp({ db, config });
    const bruno = [await signIn(app, 'bruno@mirante.demo'), await signIn(app, 'bruno@mirante.demo')];
    const carla = await signIn(app, 'carla@mirante.demo');
    const { id } = (await db.one<{ id: number }>("SELECT id FROM usuarios WHERE email = 'bruno@mirante.demo'"))!;
    await revokeAllSessions(db, id);
    for (const headers of bruno) expect((await empresas(app, headers)).statusCode).toBe(401);
    expect((await empresas(app, carla)).statusCode).toBe(200);
    expect((await empresas(app, await signIn(app, 'bruno@mirante.demo'))).statusCode).toBe(200);
    await revokeAllSessions(db, id); // a second raise works the same (upsert)
    expect((await db.one<{ v: number }>('SELECT versao_token AS v FROM usuario_sessoes WHERE usuario_id = $1', [id]))!.v).toBe(2);
    await app.close();
  });
});
