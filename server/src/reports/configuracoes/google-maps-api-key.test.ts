import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGoogleMapsApiKey } from '../../admin/commands.ts';
import { googleMapsKeyProbe, withGoogleMaps } from '../../plugins/googleMapsCsp.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

/** Spec 3 §7 GET …/configuracoes/google-maps-api-key, the admin command that sets it, and the CSP it opens. */
let t: TestApp;
let bruno: { authorization: string };
beforeAll(async () => {
  // no result cache: the key changes under the same GET within the test
  t = await createTestApp({ config: { cacheSeconds: 0 } });
  bruno = await t.auth('bruno@mirante.demo');
});
afterAll(async () => t?.close());

const get = (empresaId: number, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/empresas/${empresaId}/configuracoes/google-maps-api-key`, headers });

describe('GET /empresas/{id}/configuracoes/google-maps-api-key', () => {
  it('answers null while the company has no key (the demo), the key once set, null again once cleared', async () => {
    expect((await get(2, bruno)).json()).toEqual({ response: { googleApiKey: null } });
    await setGoogleMapsApiKey(t.db, 2, 'AIzaTesteChave_123-abc');
    expect((await get(2, bruno)).json()).toEqual({ response: { googleApiKey: 'AIzaTesteChave_123-abc' } });
    await setGoogleMapsApiKey(t.db, 2, '');
    expect((await get(2, bruno)).json()).toEqual({ response: { googleApiKey: null } });
  });

  it('is guarded like every company call: 401 without a token, 403 for a company the user does not belong to', async () => {
    expect((await get(2)).statusCode).toBe(401);
    expect((await get(1, await t.auth('diego@mirante.demo'))).statusCode).toBe(403);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/empresas/{empresaId}/configuracoes/google-maps-api-key');
  });

  it('the admin command refuses an unknown company and a key with odd characters', async () => {
    await expect(setGoogleMapsApiKey(t.db, 999, 'AIzaTesteChave')).rejects.toThrow('Empresa 999 não existe.');
    await expect(setGoogleMapsApiKey(t.db, 2, 'chave com espaço')).rejects.toThrow(/inválida/);
  });
});

describe("the CSP opens Google's map hosts only while a company has a key", () => {
  it('adds the hosts to the directives it has and the ones it lacks', () => {
    const policy = withGoogleMaps("default-src 'self'; script-src 'self'; img-src 'self' data:");
    expect(policy).toContain("script-src 'self' https://*.googleapis.com https://*.gstatic.com");
    expect(policy).toContain("img-src 'self' data: https://*.googleapis.com");
    expect(policy).toContain("worker-src 'self' blob:");
  });

  it('the probe reads the database (with a time to live) and the HTML answer carries the matching policy', async () => {
    const probe = googleMapsKeyProbe(t.db, 0);
    expect(await probe()).toBe(false);
    const html = async () => String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(await html()).not.toContain('googleapis');
    await setGoogleMapsApiKey(t.db, 2, 'AIzaTesteChave_123-abc');
    expect(await probe()).toBe(true);
    await setGoogleMapsApiKey(t.db, 2, '');
    expect(await probe()).toBe(false);
  });
});
