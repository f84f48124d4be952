import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../tests/e2e/support/server.ts';
import { DEMO_PASSWORD } from '../seed/identities.ts';
import { createPostgresTestDatabase } from '../test/postgresTestDatabase.ts';
import { TEST_TODAY } from '../test/testApp.ts';
import { openDatabase, type Database } from './database.ts';

/**
 * Several API instances on one PostgreSQL (docs/scaling.md): two real server processes (`tsx server/src/main.ts`)
 * started together on one EMPTY database with a shared MIRANTE_SECRET. The first to take the advisory lock
 * migrates and seeds; the other waits and finds it done. Then a session made on one is good on the other, and a
 * write through one is read back through the other: a sign-out (POST /api/logout records the revoked token in the
 * database) made on B is refused on A as well, and a payable approved through A (the PUT of 01.74.1370) reads back
 * as approved through B — though B had that list in its result cache — which then refuses approving it again.
 */
let url: string;
let a: RunningServer;
let b: RunningServer;
beforeAll(async () => {
  url = await createPostgresTestDatabase('instancias');
  const env = { DATABASE_URL: url, MIRANTE_TODAY: TEST_TODAY };
  [a, b] = await Promise.all([
    startServer({ secret: 'segredo-compartilhado', label: 'pg-a', env }),
    startServer({ secret: 'segredo-compartilhado', label: 'pg-b', env }),
  ]);
}, 300_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

const json = { 'content-type': 'application/json' };

async function signIn(server: RunningServer, email: string): Promise<Record<string, string>> {
  const answer = await fetch(`${server.baseURL}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, senha: DEMO_PASSWORD }) });
  expect(answer.status).toBe(200);
  return { authorization: `Bearer ${(await answer.json()).token}` };
}

describe('two API instances on one PostgreSQL', () => {
  it('the first start migrated and seeded the empty database once', async () => {
    const db: Database = await openDatabase(url);
    try {
      expect(await db.one('SELECT count(*) AS n FROM usuarios')).toEqual({ n: 4 });
      expect(await db.one('SELECT count(*) AS n FROM empresas')).toEqual({ n: 4 });
      expect(await db.one("SELECT count(*) AS n FROM schema_migrations WHERE name = '001-identidade.sql'")).toEqual({ n: 1 });
    } finally {
      await db.close();
    }
  });

  it('accepts on one instance the token issued by the other', async () => {
    const fromA = await signIn(a, 'bruno@mirante.demo');
    const onB = await fetch(`${b.baseURL}/api/empresas`, { headers: fromA });
    expect(onB.status).toBe(200);
    const empresas = (await onB.json()).response as { nome_fantasia: string }[];
    expect(empresas.map((e) => e.nome_fantasia)).toContain('Mirante Alimentos');
    // and a made-up token is refused by both
    for (const server of [a, b]) {
      expect((await fetch(`${server.baseURL}/api/empresas`, { headers: { authorization: 'Bearer x.y.z' } })).status).toBe(401);
    }
  });

  it('a sign-out made through one instance holds on the other (the revocation is a write to the shared database)', async () => {
    const fromA = await signIn(a, 'bruno@mirante.demo');
    const report = '/api/titulos-pagar/1?data_inicio=2026-11-01&data_final=2026-11-30';
    expect((await fetch(`${b.baseURL}${report}`, { headers: fromA })).status).toBe(200);

    const logout = await fetch(`${b.baseURL}/api/logout`, { method: 'POST', headers: fromA });
    expect(logout.status).toBeLessThan(300);

    for (const server of [a, b]) {
      const refused = await fetch(`${server.baseURL}${report}`, { headers: fromA });
      expect(refused.status).toBe(401);
      expect((await refused.json()).errors[0].message).toMatch(/sess/i);
    }
    // another session of the same user is untouched
    const fresh = await signIn(a, 'bruno@mirante.demo');
    expect((await fetch(`${b.baseURL}${report}`, { headers: fresh })).status).toBe(200);
  });
  it('an approval made through one instance is read back through the other (PUT of 01.74.1370)', async () => {
    const fromA = await signIn(a, 'ana@mirante.demo');
    const fromB = await signIn(b, 'ana@mirante.demo');
    const list = '/api/empresas/1/financeiro/titulos-pagar?dataInicio=2026-01-01&dataFim=2026-12-31';
    type Titulo = { id_titulo: number; aprovado: 'S' | 'N'; usa_aprovacao: 'S' | 'N' };
    const before = (await (await fetch(`${b.baseURL}${list}`, { headers: fromB })).json()).response as Titulo[];
    const target = before.find((t) => t.aprovado === 'N' && t.usa_aprovacao === 'S');
    expect(target).toBeDefined();
    // B now answers the list from its result cache (on by default on PostgreSQL too)
    expect((await fetch(`${b.baseURL}${list}`, { headers: fromB })).headers.get('x-cache')).toBe('HIT');

    const write = await fetch(`${a.baseURL}/api/empresas/1/financeiro/titulos-pagar/${target!.id_titulo}/aprovar`, { method: 'PUT', headers: fromA });
    expect(write.status).toBe(200);

    // A's write was announced to B (LISTEN/NOTIFY, db/changeFeed.ts), which forgot its cached list: the approval shows
    // (polled: the announcement reaches B a moment after A answered; without it B would keep the list for 60 s)
    const approvedOnB = async () => {
      const after = (await (await fetch(`${b.baseURL}${list}`, { headers: fromB })).json()).response as Titulo[];
      return after.find((t) => t.id_titulo === target!.id_titulo)?.aprovado;
    };
    await expect.poll(approvedOnB, { timeout: 5_000 }).toBe('S');
    // the same approval again, now through B, is refused: B sees A's write
    expect((await fetch(`${b.baseURL}/api/empresas/1/financeiro/titulos-pagar/${target!.id_titulo}/aprovar`, { method: 'PUT', headers: fromB })).status).toBe(409);
  });
});
