import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http/errors.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, email: string) => t.app.inject({ method: 'GET', url, headers: await t.auth(email) });

describe('GET /api/empresas', () => {
  it("lists the signed-in user's companies", async () => {
    const res = await get('/api/empresas', 'bruno@mirante.demo');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual([
      { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 },
      { id: 2, id_empresa_cliente: 100, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 },
      { id: 3, id_empresa_cliente: 100, nome_fantasia: 'Metalúrgica Vale Verde', codigo_modulo: 1 },
      { id: 4, id_empresa_cliente: 100, nome_fantasia: 'Serra Azul Distribuidora', codigo_modulo: 1 },
    ]);
    expect((await get('/api/empresas', 'ana@mirante.demo')).json().response.map((e: { id: number }) => e.id)).toEqual([1]);
  });
});

describe('GET /api/empresas/:empresaId/permissoes-acesso', () => {
  it('answers the released and hidden codes of the company', async () => {
    const res = await get('/api/empresas/1/permissoes-acesso', 'carla@mirante.demo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      response: { codigo_telas_liberar: [1325, 1327, 1328, 1329, 1330, 1331, 1367], codigo_telas_ocultar: [1329] },
    });
  });
});

describe('GET /api/empresas/:empresaId/status-empresa', () => {
  let server: Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('answers 200 for a company on the embedded database', async () => {
    const res = await get('/api/empresas/1/status-empresa', 'bruno@mirante.demo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: MESSAGES.databaseUp });
  });

  it('answers 503 when the external data source does not answer, and 200 once it listens', async () => {
    // Company 4's data source is a TCP server that is not running.
    const down = await get('/api/empresas/4/status-empresa', 'bruno@mirante.demo');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ statusCode: 503, errors: [{ message: 'Não foi possível se conectar com a base de dados do cliente.' }] });

    server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await t.db.run('UPDATE empresas SET fonte_dados = $1 WHERE id = 4', [`tcp://127.0.0.1:${port}`]);

    const up = await get('/api/empresas/4/status-empresa', 'bruno@mirante.demo');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ statusCode: 200, message: MESSAGES.databaseUp });
  });
});
