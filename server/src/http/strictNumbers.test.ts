import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/testApp.ts';
import { memberFor, requestFor, routesUnderTest, type RouteUnderTest } from '../test/routesUnderTest.ts';

/**
 * Every integer parameter (path and query) of every registered route accepts only decimal digits
 * within range: hex, exponent, sign, whitespace, decimals, non-ASCII digits, out-of-range are 400.
 */
let t: TestApp;
let routes: RouteUnderTest[];
beforeAll(async () => {
  t = await createTestApp();
  routes = routesUnderTest(t.app);
});
afterAll(() => t.close());

const NOT_DECIMAL = ['0x10', '1e3', '1E3', '+1', ' 1', '1 ', '\t1', '-1', '1.0', '1.5', '0b1', '0o7', '1_000', '１', '٣', '99999999999', '9'.repeat(40), '', 'Infinity'];

describe('strict integers on every route', () => {
  it('finds integer parameters to check (path ids and query counts)', () => {
    const names = routes.flatMap((r) => r.params.filter((p) => p.schema.type === 'integer').map((p) => `${r.url} ${p.name}`));
    expect(names).toEqual(expect.arrayContaining([expect.stringContaining(' empresaId'), expect.stringContaining(' dias'), expect.stringContaining(' idTituloPagar')]));
  });

  it('answers 400 naming the parameter for every non-decimal or out-of-range form', async () => {
    let checked = 0;
    for (const route of routes) {
      const member = await memberFor(t.db, route);
      const headers = await t.auth(member.email);
      for (const param of route.params.filter((p) => p.schema.type === 'integer')) {
        for (const bad of NOT_DECIMAL) {
          // an empty path segment is another URL (no route): only query params take ''
          if (bad === '' && param.in === 'path') continue;
          const res = await t.app.inject(requestFor(route, { empresaId: member.empresaId, today: TEST_TODAY, headers }, { [param.name]: bad }));
          const where = `${route.method} ${route.url} ${param.name}=${JSON.stringify(bad)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
          expect(res.json().errors[0].message, where).toMatch(new RegExp(`^Parâmetro '${param.name}' inválido: deve ser um número inteiro`));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('still accepts plain digits, leading zeros included', async () => {
    const route = routes.find((r) => r.url.endsWith('/financeiro/fluxo-caixa'))!;
    const headers = await t.auth('ana@mirante.demo');
    for (const dias of ['7', '007', '3650']) {
      const res = await t.app.inject(requestFor(route, { empresaId: 1, today: TEST_TODAY, headers }, { dias }));
      expect(res.statusCode, dias).toBe(200);
      expect(res.json().response).toHaveLength(Number(dias));
    }
  });
});
