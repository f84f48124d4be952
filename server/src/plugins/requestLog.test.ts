import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { demoQuotationLinks } from '../seed/quotationLinks.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

/**
 * The log of a run, as an operator reads it: one structured line per request (info, with status
 * and duration), nothing secret in it, and a client hanging up mid-answer is no error.
 */
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
const lines: Record<string, unknown>[] = [];
const rawLog: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _enc, done) {
      rawLog.push(chunk.toString());
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ db: t.db, config: t.app.appConfig, logger: { level: 'debug', stream } });
  // An answer far larger than the socket buffers, so that it is still streaming when the client hangs up.
  const big = { response: Array.from({ length: 200_000 }, (_, i) => ({ id: i, texto: `linha ${i} ${Math.sin(i)}` })) };
  app.get('/teste/grande', async () => big);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const requestLines = () => lines.filter((l) => l.msg === 'requisição');

describe('request log', () => {
  it('writes one info line per request with route, status and duration, and no password or token anywhere', async () => {
    const before = requestLines().length;
    const senha = 'mirante123';
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ana@mirante.demo', senha } });
    const { token } = login.json();
    const wrong = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ana@mirante.demo', senha: 'senha-errada-secreta' } });
    expect(wrong.statusCode).toBe(401);
    const auth = { authorization: `Bearer ${token}` };
    await app.inject({ method: 'GET', url: '/api/saldo-disponibilidade/1', headers: auth });
    await app.inject({ method: 'GET', url: `/api/empresas?token=${token}`, headers: auth });
    await app.inject({ method: 'GET', url: '/api/nao-existe/segredo-no-caminho' });
    await app.inject({ method: 'POST', url: '/api/logout', headers: auth });

    const mine = requestLines().slice(before);
    expect(mine.map((l) => [l.level, l.method, l.route, l.status])).toEqual([
      [30, 'POST', '/api/login', 200],
      [30, 'POST', '/api/login', 401],
      [30, 'GET', '/api/saldo-disponibilidade/:empresaId', 200],
      [30, 'GET', '/api/empresas', 200],
      [30, 'GET', '/api/nao-existe/* (sem rota)', 404],
      [30, 'POST', '/api/logout', 204],
    ]);
    for (const l of mine) expect(typeof l.ms).toBe('number');
    const log = rawLog.join('');
    for (const secret of [senha, 'senha-errada-secreta', token, token.split('.')[1], 'Bearer', 'segredo-no-caminho']) expect(log).not.toContain(secret);
    expect(lines.filter((l) => Number(l.level) >= 40)).toEqual([]);
  });

  it('never writes the secret of a public page (quotation token, tracking hashes): unmatched paths are redacted', async () => {
    const before = requestLines().length;
    const { aberto } = demoQuotationLinks();
    const token = aberto.split('/').pop()!;
    const hash = 'Zq8cT1vYh3KpWm2sXa7LbN4dRf6GjU9e';
    const nfHash = 'qwertyuiopasdfghjklzxcvbnmqwerty';
    const pages = [aberto, `/logistica/rastreamento/${hash}`, `/logistica/rastreamento-transportadora/${hash}/detalhes/${nfHash}`];
    for (const url of pages) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(requestLines().slice(before).map((l) => l.route)).toEqual([
      '/orcamento_compras/informar_precos/* (sem rota)',
      '/logistica/rastreamento/* (sem rota)',
      '/logistica/rastreamento-transportadora/*/*/* (sem rota)',
    ]);
    const log = rawLog.join('');
    for (const secret of [token, hash, nfHash]) expect(log).not.toContain(secret);
  });

  it('logs a client that drops a gzip answer at debug, never as a warning or error', async () => {
    const request = 'GET /teste/grande HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n';
    const before = lines.length;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.once('data', () => socket.destroy()); // the first bytes, then hang up
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 500));
    const after = lines.slice(before);
    expect(after.filter((l) => Number(l.level) >= 40)).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('"stack"');
    expect(after.filter((l) => l.level === 20).map((l) => l.msg)).toContain('o cliente encerrou a conexão antes do fim da resposta');
  });
});
