import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/test/testApp.ts';
import { definitionFiles, root } from '../support/definitionFiles.ts';
import { callProblems, screenCalls } from './screenCalls.ts';

/** Every call path of every screen definition (and drill-down) matches a registered route the screen may use. */


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// screens/_shared (fragments) is left out by the one definition-file rule.
const files = definitionFiles();

describe('screen definitions call routes that exist and let them in', () => {
  test('the screens with calls are found (1325 and 1326 at least)', async () => {
    const withCalls: string[] = [];
    for (const file of files) {
      const definition = ((await import(join(root, file))) as { default: unknown }).default;
      if (screenCalls(definition).length) withCalls.push(file);
    }
    expect(withCalls).toEqual(expect.arrayContaining(['screens/financeiro/1325-dashboard-financeiro.ts', 'screens/faturamento/1326-curva-abc-clientes.ts']));
  });

  test.each(files)('%s', async (file) => {
    const definition = ((await import(join(root, file))) as { default: { accessCode?: number | null } }).default;
    expect(callProblems(t.app, file, definition)).toEqual([]);
  });
});

describe('a broken contract names the screen file and the call', () => {
  const file = 'screens/teste/9999-teste.ts';

  test('a path no route serves', () => {
    const definition = { accessCode: 1326, drilldowns: { d: { calls: { itens: { path: '/empresas/{empresaId}/faturamento/nao-existe/{row.id}' } } } } };
    expect(callProblems(t.app, file, definition)).toEqual([
      'screens/teste/9999-teste.ts: drilldowns.d.calls.itens GET /empresas/{empresaId}/faturamento/nao-existe/{row.id}: nenhuma rota da API atende esta chamada.',
    ]);
  });

  test("a route whose access does not include the screen's code", () => {
    const definition = { accessCode: 1326, calls: { cards: { path: '/intercarg/dashboard_financeiro/{empresaId}' } } };
    expect(callProblems(t.app, file, definition)).toEqual([
      'screens/teste/9999-teste.ts: calls.cards GET /intercarg/dashboard_financeiro/{empresaId}: a rota /api/intercarg/dashboard_financeiro/:empresaId exige os códigos [1325], mas a tela tem accessCode 1326.',
    ]);
  });

  test('the company placeholder in the wrong segment', () => {
    const definition = { accessCode: 1326, calls: { x: { path: '/empresas/{row.id}/faturamento/curva-abc-clientes/{empresaId}/detalhes' } } };
    expect(callProblems(t.app, file, definition)[0]).toMatch(/'\{empresaId\}' não cai no parâmetro :empresaId/);
  });

  test('a placeholder screen without calls passes; session routes serve any screen', () => {
    expect(callProblems(t.app, file, { accessCode: 1400 })).toEqual([]);
    expect(callProblems(t.app, file, { accessCode: 1400, calls: { e: { path: '/empresas' } } })).toEqual([]);
  });
});
