import { Value } from '@sinclair/typebox/value';
import { FormatRegistry, type TObject } from '@sinclair/typebox';
import { isIsoDate } from '../../../common/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/testApp.ts';
import type { Shape } from './declaration.ts';
import { discoverReports, findDeclarationFiles } from './discover.ts';
import { declaredExampleRuns } from './examples.ts';
import type { LoadedReport } from './runReport.ts';

/**
 * Every declared report (server/src/reports/<area>/*.report.ts), found the way the server finds them:
 * registered with its access, and each example answers 200 with rows exactly as its row schema says
 * (fields in the SQL's column order, types as the database layer converts them).
 */
let t: TestApp;
let headers: { authorization: string };
let reports: LoadedReport[];
// TypeBox's checker knows no formats by itself: a DATE column answers a real day 'YYYY-MM-DD'.
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isIsoDate);

beforeAll(async () => {
  t = await createTestApp();
  // company 1 with every module-1 code, and company 2 (module 2) for the examples that name it (1414, ...)
  headers = await t.auth('bruno@mirante.demo');
  reports = await discoverReports();
});
afterAll(() => t.close());

/** The row-schema violations of one answer part, with a JSON path. */
function rowProblems(shape: Shape, value: unknown, path: string): string[] {
  if ('object' in shape) {
    const keys = Object.keys(value as object);
    const own = shape.fields ? Object.keys(shape.fields.row.properties) : [];
    const expected = [...own, ...Object.keys(shape.object)];
    if (keys.join() !== expected.join()) return [`${path}: campos ${keys.join()} ≠ ${expected.join()}`];
    const fields = shape.fields ? rowProblems(shape.fields, Object.fromEntries(own.map((k) => [k, (value as Record<string, unknown>)[k]])), path) : [];
    return [...fields, ...Object.entries(shape.object).flatMap(([k, s]) => rowProblems(s, (value as Record<string, unknown>)[k], `${path}.${k}`))];
  }
  const rows = 'one' in shape ? (value === null ? [] : [value]) : (value as unknown[]);
  if (!Array.isArray(rows)) return [`${path}: não é uma lista`];
  const nested = 'list' in shape ? Object.keys(shape.nest ?? {}) : [];
  return rows.slice(0, 200).flatMap((row, i) => {
    const r = row as Record<string, unknown>;
    const expected = [...Object.keys((shape.row as TObject).properties), ...nested];
    if (Object.keys(r).join() !== expected.join()) return [`${path}[${i}]: campos ${Object.keys(r).join()} ≠ ${expected.join()}`];
    const own = Object.fromEntries(Object.keys(shape.row.properties).map((k) => [k, r[k]]));
    const errors = [...Value.Errors(shape.row, own)].map((e) => `${path}[${i}]${e.path}: ${e.message} (${JSON.stringify(e.value)})`);
    const children = 'list' in shape ? Object.entries(shape.nest ?? {}).flatMap(([k, s]) => rowProblems(s, r[k], `${path}[${i}].${k}`)) : [];
    return [...errors, ...children];
  });
}

describe('declared reports', () => {
  it('are discovered from the files, each with its SQL and at least one example', () => {
    expect(reports.map((r) => r.file)).toEqual(findDeclarationFiles().map((f) => f.slice(f.indexOf('server/src/reports/'))));
    expect(reports.length).toBeGreaterThanOrEqual(8);
    for (const r of reports) expect(r.declaration.examples.length, r.file).toBeGreaterThan(0);
  });

  it('are registered as guarded routes with their screen codes', () => {
    const routes = t.app.privateRoutes();
    for (const r of reports) {
      const route = routes.find((x) => x.method === 'GET' && x.url === `/api${r.declaration.path}`);
      expect(route?.access, r.file).toEqual({ screens: r.declaration.access });
    }
  });

  it('answer every example with rows as their row schema says (names in column order, types)', async () => {
    const runs = await declaredExampleRuns({ empresaId: 1, today: TEST_TODAY });
    const problems: string[] = [];
    let rows = 0;
    for (const run of runs) {
      const res = await t.app.inject({ method: 'GET', url: run.url, headers });
      if (res.statusCode !== 200) {
        problems.push(`${run.name} ${run.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const envelope = run.report.declaration.envelope;
      const body = envelope ? envelope.split('.').reduce((v, k) => (v as Record<string, unknown>)[k], res.json() as unknown) : res.json();
      rows += Array.isArray(body) ? body.length : 1;
      problems.push(...rowProblems(run.report.declaration.shape, body, run.name));
    }
    expect(problems).toEqual([]);
    expect(rows).toBeGreaterThan(runs.length); // the examples read real data, not only empty lists
  });
});
