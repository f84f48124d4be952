import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { COMPROVANTE_NAO_ENCONTRADO } from './index.ts';

/** The proof photos (02.79.1495): real PNG images, one per proof, scoped by company and screen. */
let t: TestApp;
let headers: { authorization: string };
const url = (empresa: number, id: number) => `/api/v2/logistica/monitoramento-de-cargas/${empresa}/monit/comprovantes/${id}/imagem`;

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
}, 120_000);
afterAll(() => t.close());

/** Reads a PNG back: its size and its decompressed pixel rows (checks the chunks' structure on the way). */
function decodePng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < bytes.length) {
    const len = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  return { width, height, raw: inflateSync(Buffer.concat(idat)) };
}

describe('GET …/monit/comprovantes/{proofId}/imagem', () => {
  it('answers a decodable PNG, the same bytes each time, different photos for different proofs', async () => {
    const proofs = await t.db.all<{ id: number }>('SELECT id FROM comprovantes WHERE empresa_id = 2 ORDER BY id LIMIT 2');
    const a = await t.app.inject({ method: 'GET', url: url(2, proofs[0].id), headers });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    const png = decodePng(a.rawPayload);
    expect([png.width, png.height]).toEqual([480, 360]);
    expect(png.raw.length).toBe((480 * 3 + 1) * 360);
    const again = await t.app.inject({ method: 'GET', url: url(2, proofs[0].id), headers });
    expect(again.rawPayload.equals(a.rawPayload)).toBe(true);
    const b = await t.app.inject({ method: 'GET', url: url(2, proofs[1].id), headers });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(false);
  });

  it('an unknown proof → 404 pt-BR; through a company without 1493 → 403; no session → 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(2, 99_999_999), headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].message).toBe(COMPROVANTE_NAO_ENCONTRADO);
    const proof = (await t.db.one<{ id: number }>('SELECT id FROM comprovantes WHERE empresa_id = 2 ORDER BY id LIMIT 1'))!;
    expect((await t.app.inject({ method: 'GET', url: url(1, proof.id), headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(2, proof.id) })).statusCode).toBe(401);
  });
});
