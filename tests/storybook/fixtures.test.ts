/**
 * The fixture plumbing of Storybook: request keys, the fixture transport, and that every committed
 * fixture still answers every request its screen makes with default filters (else: `npm run fixtures`).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/ApiError.ts';
import { buildUrl } from '../../src/api/client.ts';
import type { ScreenDefinition } from '../../src/engine/definition/screen-definition.ts';
import { catalogueEntries, hasPanels } from '../../src/app/catalogue.ts';
import { fixtureKey, type ScreenFixture } from '../../.storybook/support/fixtureKey.ts';
import { createFixtureTransport, fixtureFor } from '../../.storybook/support/fixtureTransport.ts';
import { plannedCompareRequests, plannedRequests, screenScope } from '../../.storybook/support/requestPlan.ts';

const fixture: ScreenFixture = {
  code: '99.99.9999',
  today: '2026-11-21',
  company: { id: 1, id_empresa_cliente: 100, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 },
  requests: {
    'GET /x/1?a=2026%2F11%2F21&b=1': { status: 200, body: { response: [{ id: 1 }] } },
    'GET /y/1': { status: 403, body: { errors: [{ message: 'Sem permissão' }] } },
  },
};

describe('fixtureKey', () => {
  it('sorts the query, leaves out empty values and repeats arrays, like the API client', () => {
    expect(fixtureKey('get', '/x/1', { b: 1, a: '2026/11/21', c: undefined, d: '', e: null })).toBe('GET /x/1?a=2026%2F11%2F21&b=1');
    expect(fixtureKey('GET', '/x', { k: [2, 1] })).toBe('GET /x?k=1&k=2');
    const params = { a: '2026/11/21', b: 1 };
    expect(fixtureKey('GET', '/x/1', params)).toBe(`GET ${buildUrl('/x/1', params).replace(/^\/api/, '')}`);
  });
});

describe('fixture transport', () => {
  it('answers the exact request, then falls back to the same path with another query', async () => {
    const t = createFixtureTransport(fixture.code, fixture);
    expect(await t({ method: 'GET', path: '/x/1', params: { b: 1, a: '2026/11/21' } })).toEqual({ response: [{ id: 1 }] });
    expect(await t({ method: 'GET', path: '/x/1', params: { a: '2020/01/01' } })).toEqual({ response: [{ id: 1 }] });
  });

  it('replays recorded errors and names a missing fixture in a 404', async () => {
    const t = createFixtureTransport(fixture.code, fixture);
    await expect(t({ method: 'GET', path: '/y/1' })).rejects.toMatchObject({ status: 403, messages: ['Sem permissão'] });
    const missing = await t({ method: 'GET', path: '/z' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(404);
    expect((missing as ApiError).messages[0]).toBe('Sem fixture para GET /z em .storybook/fixtures/99.99.9999.json (rode npm run fixtures).');
  });

  it("fails every call with 500 in 'error' mode", async () => {
    const t = createFixtureTransport(fixture.code, fixture, 'error');
    await expect(t({ method: 'GET', path: '/x/1' })).rejects.toMatchObject({ status: 500 });
  });
});

describe('committed fixtures', () => {
  const built = catalogueEntries.filter((e) => hasPanels(e.definition));
  for (const { file, definition } of built) {
    it(`${definition.code} (${file}) answers every request of the screen with default filters`, () => {
      const f = fixtureFor(definition.code);
      expect(f, `no .storybook/fixtures/${definition.code}.json: run npm run fixtures`).not.toBeNull();
      const scope = screenScope(definition, f!.company.id, f!.today);
      const calls = (definition as ScreenDefinition).calls;
      // and the earlier periods of a comparison (issue 35)
      const requests = [...plannedRequests(calls, scope, f!.today), ...plannedCompareRequests(calls, scope, f!.today)];
      const missing = requests.map((r) => fixtureKey('GET', r.path, r.params)).filter((k) => !f!.requests[k]);
      expect(missing, 'fixture out of date: run npm run fixtures').toEqual([]);
    });
  }
});
