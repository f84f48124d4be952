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
 * write through one is read back through the other.
 * The write is the test-only PUT of server/src/routes/testWrites.ts (MIRANTE_TEST_WRITES=1): no write of the spec
 * exists yet; replace it by the first real one (an approval) when it lands.
 */
let url: string;
let a: RunningServer;
let b: RunningServer;
beforeAll(async () => {
  url = await createPostgresTestDatabase('instancias');
  const env = { DATABASE_URL: url, MIRANTE_TODAY: TEST_TODAY, MIRANTE_TEST_WRITES: '1' };
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

  it('reads back through one instance a write made through the other', async () => {
    const fromB = await signIn(b, 'bruno@mirante.demo');
    const titles = `/api/titulos-pagar/1?data_inicio=2026-11-01&data_final=2026-11-30`;
    const before = (await (await fetch(`${b.baseURL}${titles}`, { headers: fromB })).json()).response as { id_titulos_pagar: number; observacao: string | null }[];
    expect(before.length).toBeGreaterThan(0);
    const target = before[0]!;
    const note = `Conferido na instância A (${Date.now()})`;
    expect(target.observacao).not.toBe(note);

    const fromA = await signIn(a, 'bruno@mirante.demo');
    const write = await fetch(`${a.baseURL}/api/empresas/1/teste/titulos-pagar/${target.id_titulos_pagar}/observacao`, {
      method: 'PUT', headers: { ...fromA, ...json }, body: JSON.stringify({ observacao: note }),
    });
    expect(write.status).toBe(200);

    const after = (await (await fetch(`${b.baseURL}${titles}`, { headers: fromB })).json()).response as typeof before;
    expect(after.find((t) => t.id_titulos_pagar === target.id_titulos_pagar)?.observacao).toBe(note);
  });
});
