import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { completarFotosDemo, FOTOS_COMPROVANTES } from '../../seed/fotosComprovantes.ts';
import { COMPROVANTE_NAO_ENCONTRADO, COMPROVANTE_SEM_FOTO } from './index.ts';

/** The proof photos (02.79.1495): the stored images (migration 028, drawn by the seed), scoped by company and screen. */
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
  it("answers the proof's stored photo: its bytes and type, a decodable PNG, never kept by the browser", async () => {
    const proofs = await t.db.all<{ id: number; foto_id: number; avarias: string }>(
      'SELECT id, foto_id, avarias FROM comprovantes WHERE empresa_id = 2 ORDER BY id');
    expect(proofs.length).toBeGreaterThan(1);
    expect(proofs.every((p) => p.foto_id !== null)).toBe(true); // the seed gives every demo proof a photo
    const first = proofs[0];
    const stored = (await t.db.one<{ conteudo: Buffer }>('SELECT conteudo FROM fotos_comprovantes WHERE id = $1', [first.foto_id]))!;
    const a = await t.app.inject({ method: 'GET', url: url(2, first.id), headers });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.headers['cache-control']).toBe('no-store');
    expect(Number(a.headers['content-length'])).toBe(stored.conteudo.length);
    expect(a.rawPayload.equals(stored.conteudo)).toBe(true);
    const png = decodePng(a.rawPayload);
    expect([png.width, png.height]).toEqual([480, 360]);
    expect(png.raw.length).toBe((480 * 3 + 1) * 360);
    // another proof with another photo gets other bytes; a damaged cargo's proof shows a damaged photo
    const other = proofs.find((p) => p.foto_id !== first.foto_id)!;
    const b = await t.app.inject({ method: 'GET', url: url(2, other.id), headers });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(false);
    const { semAvarias } = FOTOS_COMPROVANTES;
    expect(proofs.every((p) => (p.avarias === 'SEM_AVARIAS') === (p.foto_id <= semAvarias))).toBe(true);
  });

  it('a proof without a stored photo → 404 pt-BR (the route draws nothing), whatever MIRANTE_DEMO says', async () => {
    const proof = (await t.db.one<{ id: number; foto_id: number }>('SELECT id, foto_id FROM comprovantes WHERE empresa_id = 2 ORDER BY id DESC LIMIT 1'))!;
    await t.db.run('UPDATE comprovantes SET foto_id = NULL WHERE id = $1', [proof.id]);
    try {
      const res = await t.app.inject({ method: 'GET', url: url(2, proof.id), headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].message).toBe(COMPROVANTE_SEM_FOTO);
    } finally {
      await t.db.run('UPDATE comprovantes SET foto_id = $1 WHERE id = $2', [proof.foto_id, proof.id]);
    }
  });

  it('an unknown proof → 404 pt-BR; through a company without 1493 → 403; no session → 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(2, 99_999_999), headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].message).toBe(COMPROVANTE_NAO_ENCONTRADO);
    const proof = (await t.db.one<{ id: number }>('SELECT id FROM comprovantes WHERE empresa_id = 2 ORDER BY id LIMIT 1'))!;
    expect((await t.app.inject({ method: 'GET', url: url(1, proof.id), headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(2, proof.id) })).statusCode).toBe(401);
  });

  // last: it empties the photos of the whole database
  it('a demo database from before migration 028 (proofs, no photos) gets them once at its next demo start', async () => {
    await t.db.run('DELETE FROM fotos_comprovantes');
    await t.db.run('UPDATE comprovantes SET foto_id = NULL');
    const proof = (await t.db.one<{ id: number }>('SELECT id FROM comprovantes WHERE empresa_id = 2 ORDER BY id LIMIT 1'))!;
    expect((await t.app.inject({ method: 'GET', url: url(2, proof.id), headers })).statusCode).toBe(404);
    const { n } = (await t.db.one<{ n: number }>('SELECT count(*) AS n FROM comprovantes'))!;
    expect(await completarFotosDemo(t.db)).toBe(Number(n));
    const { semFoto } = (await t.db.one<{ semFoto: number }>('SELECT count(*) AS "semFoto" FROM comprovantes WHERE foto_id IS NULL'))!;
    expect(Number(semFoto)).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: url(2, proof.id), headers });
    expect(res.statusCode).toBe(200);
    expect(decodePng(res.rawPayload).width).toBe(480);
    expect(await completarFotosDemo(t.db)).toBe(0); // the next starts: one count, nothing drawn
  });
});
