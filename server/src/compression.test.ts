import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../scripts/compress-dist.ts';
import { createTestApp, tinyPortalDir, type TestApp } from './test/testApp.ts';

const SCRIPT = `console.log(${JSON.stringify('Mirante '.repeat(400))});\n`;

let t: TestApp;
beforeAll(async () => {
  const portalDir = tinyPortalDir();
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'assets', 'app-abc123.js'), SCRIPT);
  compressDirectory(portalDir);
  t = await createTestApp({ config: { portalDir } });
});
afterAll(() => t.close());

describe('compression', () => {
  it('serves the brotli twin of a built asset to browsers that accept it, gzip to the others', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('gzips large API answers and leaves the JSON intact', async () => {
    const headers = { authorization: `Bearer ${await t.token('ana@mirante.demo')}`, 'accept-encoding': 'gzip' };
    const url = '/api/titulos-receber/1?data_inicio=2006/11/21&data_final=2026/12/31';
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString());
    expect(body.response.length).toBeGreaterThan(10);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);
  });
});
