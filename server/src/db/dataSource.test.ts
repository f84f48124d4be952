import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { createDataSourceProbe } from './dataSource.ts';

/** A TCP listener on a free loopback port: a data source that answers. */
async function listen(): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('data source probe', () => {
  it('answers for the embedded database and for a TCP source that is up or down', async () => {
    const probe = createDataSourceProbe(t.db);
    expect(await probe.check({ id: 1, fonte_dados: 'embutido' })).toBe(true);
    expect(await probe.check({ id: 999, fonte_dados: 'embutido' })).toBe(false);
    expect(await probe.check({ id: 4, fonte_dados: 'nada://x' })).toBe(false);
    const { server, port } = await listen();
    expect(await probe.check({ id: 4, fonte_dados: `tcp://127.0.0.1:${port}` })).toBe(true);
    await close(server);
    expect(await probe.check({ id: 4, fonte_dados: `tcp://127.0.0.1:${port}` })).toBe(false);
  });

  it('remembers an answer while fresh; check() always asks again', async () => {
    const { server, port } = await listen();
    const company = { id: 4, fonte_dados: `tcp://127.0.0.1:${port}` };
    const probe = createDataSourceProbe(t.db, { cacheMs: 60_000 });
    expect(await probe.reachable(company)).toBe(true);
    await close(server);
    expect(await probe.reachable(company)).toBe(true); // still the remembered answer
    expect(await probe.check(company)).toBe(false);
    expect(await probe.reachable(company)).toBe(false);
  });
});

describe('screens of a company whose data source is down', () => {
  const url = '/api/titulos-receber/4?data_inicio=2026/11/01&data_final=2026/11/30';

  it('answer 503 with the Home message while down, and data once the source answers', async () => {
    const headers = await t.auth('bruno@mirante.demo');
    const down = await t.app.inject({ method: 'GET', url, headers });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ errors: [{ message: 'Não foi possível se conectar com a base de dados do cliente.' }] });
    // The permissions call still works, so the menu loads and Home can offer 'Reconectar'.
    expect((await t.app.inject({ method: 'GET', url: '/api/empresas/4/permissoes-acesso', headers })).statusCode).toBe(200);

    const { server, port } = await listen();
    await t.db.run('UPDATE empresas SET fonte_dados = $1 WHERE id = 4', [`tcp://127.0.0.1:${port}`]);
    const status = await t.app.inject({ method: 'GET', url: '/api/empresas/4/status-empresa', headers });
    expect(status.statusCode).toBe(200);
    const up = await t.app.inject({ method: 'GET', url, headers });
    expect(up.statusCode).toBe(200);
    expect(Array.isArray(up.json().response)).toBe(true);
    await close(server);
  });
});
