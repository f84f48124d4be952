import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../../common/dates.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/testApp.ts';
import { discoverReports } from './discover.ts';
import { exampleUrl } from './examples.ts';
import { monthsText } from './runReport.ts';

/**
 * Every period a report takes is bounded (issue 31: 1900–9999 answered 17 MB; four at once grew the server by
 * 150 MB). Each declaration with two date params declares a `dateRange` check with its `maxMonths`, and over HTTP
 * the longest period allowed answers 200 while one day more answers the pt-BR 400 naming the maximum.
 */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
});
afterAll(() => t.close());

describe('report periods', () => {
  it('every declaration with two date params checks them as a period with a maximum', async () => {
    const unbounded = (await discoverReports())
      .filter(({ declaration: d }) => Object.values(d.query?.properties ?? {}).filter((p) => (p as { 'x-value'?: string })['x-value'] === 'date').length >= 2)
      .filter(({ declaration: d }) => !(d.checks ?? []).some((c) => c.maxMonths > 0))
      .map((r) => r.file);
    expect(unbounded).toEqual([]);
  });

  it('answers the longest period allowed, and refuses one day more naming the maximum', async () => {
    const routes = t.app.routeCatalog();
    const refused: string[] = [];
    for (const { declaration } of await discoverReports()) {
      const route = routes.find((r) => r.url === `/api${declaration.path}`)!;
      for (const { dateRange: [start, end], maxMonths } of declaration.checks ?? []) {
        const example = declaration.examples.find((e) => e.query?.[start] !== undefined && e.query?.[end] !== undefined) ?? declaration.examples[0];
        const from = '2020-01-31';
        const longest = addDays(addMonths(from, maxMonths), -1);
        const call = (to: string) => exampleUrl(route.url, { ...example, query: { ...example.query, [start]: from, [end]: to } }, { empresaId: 1, today: TEST_TODAY });
        const ok = await t.app.inject({ method: 'GET', url: call(longest), headers });
        expect({ url: call(longest), status: ok.statusCode }).toEqual({ url: call(longest), status: 200 });
        const tooLong = await t.app.inject({ method: 'GET', url: call(addMonths(from, maxMonths)), headers });
        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json()).toEqual({
          errors: [{ message: `Período longo demais: este relatório aceita no máximo ${monthsText(maxMonths)} (de '${start}' a '${end}').` }],
        });
        refused.push(declaration.path);
      }
    }
    expect(refused.length).toBeGreaterThanOrEqual(30);
  });
});
