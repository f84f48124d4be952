import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exampleUrl, isReportRoute, reportCalls } from '../../reports/examples.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';
import type { DuckDatabase } from '../types.ts';
import { duckRows } from '../values.ts';
import { openDuckDatabase } from './adapter.ts';

// The planned read (readPlan.ts) answers exactly what the old per-value conversion (values.ts duckRows) answered.
let db: DuckDatabase;
beforeAll(async () => {
  db = await openDuckDatabase(':memory:', { readConnections: 2 });
});
afterAll(async () => db?.close());

const SQL = `SELECT * FROM (VALUES
  (1, 'a', CAST(1234.56 AS DECIMAL(15,2)), DATE '2026-11-21', TIMESTAMP '2026-11-21 13:45:07.123', CAST(9007199254740993 AS BIGINT), [1, 2], {'x': 1}, true, CAST(0.1 AS DECIMAL(38,10)), 2.5::DOUBLE),
  (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  (3, 'ç "x"', CAST(-0.07 AS DECIMAL(15,2)), DATE '1999-01-02', TIMESTAMP '1999-01-02 00:00:00', CAST(42 AS BIGINT), [], {'x': NULL}, false, CAST(123456789.0123456789 AS DECIMAL(38,10)), -1e300)
) AS t(i, "texto com espaço", valor, dia, instante, grande, lista, estrutura, flag, fino, d) WHERE i >= $1 ORDER BY i`;

describe('fast DuckDB read', () => {
  it('answers the same values, names and order as the per-value conversion, on its first and later runs', async () => {
    const expected = duckRows(await db.connection().runAndReadAll(SQL, [1]));
    expect(expected[0]).toMatchObject({ valor: 1234.56, dia: '2026-11-21', instante: '2026-11-21T13:45:07', grande: '9007199254740993', lista: [1, 2] });
    for (let run = 0; run < 3; run++) {
      const rows = await db.all(SQL, [1]);
      expect(rows).toEqual(expected);
      expect(Object.keys(rows[0]!)).toEqual(Object.keys(expected[0]!));
    }
    expect(await db.all(SQL, [3])).toEqual(expected.slice(2)); // other parameters, same plan
  });

  it('keeps working for statements it cannot wrap: a column name twice, a write with RETURNING, a failing statement', async () => {
    const twice = 'SELECT 1 AS a, 2 AS a';
    expect(await db.all(twice)).toEqual(await db.all(twice));
    await db.run('CREATE TABLE t_fast (id INTEGER, v DECIMAL(10,2))');
    expect(await db.transaction((tx) => tx.all('INSERT INTO t_fast VALUES (1, 2.5) RETURNING v'))).toEqual([{ v: 2.5 }]);
    expect(await db.transaction((tx) => tx.all('INSERT INTO t_fast VALUES (2, 3.5) RETURNING v'))).toEqual([{ v: 3.5 }]);
    const bad = "SELECT CAST(x AS INTEGER) AS n FROM (VALUES ('1'), ($1)) AS v(x)";
    expect(await db.all(bad, ['2'])).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(db.all(bad, ['não é número'])).rejects.toThrow(/Conversion|convert/i);
    expect(await db.all(bad, ['3'])).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('sees a changed column type after a schema change', async () => {
    await db.run('CREATE TABLE t_schema (d DATE)');
    await db.run("INSERT INTO t_schema VALUES (DATE '2026-01-02')");
    expect(await db.all('SELECT d FROM t_schema')).toEqual([{ d: '2026-01-02' }]);
    expect(await db.all('SELECT d FROM t_schema')).toEqual([{ d: '2026-01-02' }]);
    await db.run('DROP TABLE t_schema');
    await db.run('CREATE TABLE t_schema (d TIMESTAMP)');
    await db.run("INSERT INTO t_schema VALUES (TIMESTAMP '2026-01-02 03:04:05')");
    expect(await db.all('SELECT d FROM t_schema')).toEqual([{ d: '2026-01-02T03:04:05' }]);
  });
});

// Without the opt-in writer a list's JSON is DuckDB's own (to_json): the same answer once parsed (docs/performance.md).
describe("a list's JSON written by DuckDB", () => {
  const parsed = async (sql: string, params: unknown[]) => JSON.parse((await db.json(sql, params as never)).toString());

  it('parses to the rows the per-value conversion reads, on its first run (learning) and later ones (to_json)', async () => {
    const expected = JSON.parse(JSON.stringify(duckRows(await db.connection().runAndReadAll(SQL, [1]))));
    for (let run = 0; run < 3; run++) expect(await parsed(SQL, [1])).toEqual(expected);
    expect(await parsed(SQL, [9])).toEqual([]);
  });

  it('answers integers beyond 2^53 as their digits and NaN or infinities as null, as JSON.stringify of the rows does', async () => {
    const sql = `SELECT i, CAST(9007199254740993 AS BIGINT) * i AS grande, sum(CAST(9007199254740991 AS BIGINT)) OVER () AS soma,
                        CASE WHEN i = 1 THEN 'NaN'::DOUBLE ELSE 'inf'::DOUBLE END AS d, CAST(i AS BIGINT) AS pequeno,
                        TIMESTAMP '2026-11-21 13:45:07.123' AS instante
                   FROM range(1, 3) AS r(i) WHERE i >= $1 ORDER BY i`;
    const expected = [
      { i: 1, grande: '9007199254740993', soma: '18014398509481982', d: null, pequeno: 1, instante: '2026-11-21T13:45:07' },
      { i: 2, grande: '18014398509481986', soma: '18014398509481982', d: null, pequeno: 2, instante: '2026-11-21T13:45:07' },
    ];
    for (let run = 0; run < 2; run++) expect(await parsed(sql, [1])).toEqual(expected);
  });

  it('joins a list of several chunks, texts of every UTF-8 width, and hands the sink the same bytes in pieces', async () => {
    // 5,000 rows: three of DuckDB's 2,048-row chunks; texts inline (≤ 12 bytes) and not, escapes, a byte order mark
    const sql = `SELECT i, CASE i % 5 WHEN 0 THEN 'ação' WHEN 1 THEN 'linha "1"\\ \n fim' WHEN 2 THEN '😀 emoji de quatro bytes'
                                      WHEN 3 THEN chr(65279) || 'BOM' ELSE repeat('x', i % 40) END AS texto
                   FROM range(0, 5000) AS r(i) WHERE i >= $1 ORDER BY i`;
    const texts = ['ação', 'linha "1"\\ \n fim', '😀 emoji de quatro bytes', '\uFEFFBOM'];
    const expected = Array.from({ length: 5000 }, (_, i) => ({ i, texto: texts[i % 5] ?? 'x'.repeat(i % 40) }));
    await db.json(sql, [0]); // learns the plan: the later calls are DuckDB's to_json
    const pieces: Buffer[] = [];
    const whole = await db.json(sql, [0], { write: (piece) => pieces.push(Buffer.from(piece)) });
    expect(JSON.parse(whole.toString())).toEqual(expected);
    expect(pieces.length).toBeGreaterThan(2);
    expect(Buffer.concat(pieces).equals(whole)).toBe(true);
    const none: Buffer[] = [];
    const empty = await db.json(sql, [9999999], { write: (piece) => none.push(Buffer.from(piece)) });
    expect(empty.toString()).toBe('[]');
    expect(Buffer.concat(none).toString()).toBe('[]');
  });
});

describe('every declared report, with the JSON written by DuckDB', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the clock stands still: 1330's times in situation count seconds up to now, and the two calls of a report
    // must see the same moment (under load they fell on either side of a second)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    t = await createTestApp({ config: { cacheSeconds: 0 } });
  }, 300_000);
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('answers the same JSON, parsed, from to_json (second call) as from row objects (first call)', async () => {
    const headers = await t.auth('bruno@mirante.demo');
    let compared = 0;
    for (const route of t.app.routeCatalog().filter(isReportRoute)) {
      for (const call of reportCalls(route, TEST_TODAY, [1, 2])) {
        const url = exampleUrl(route.url, call, { today: TEST_TODAY });
        const first = await t.app.inject({ method: 'GET', url, headers });
        const second = await t.app.inject({ method: 'GET', url, headers });
        expect({ url, status: second.statusCode }).toEqual({ url, status: first.statusCode });
        if (first.statusCode !== 200 || !String(first.headers['content-type']).startsWith('application/json')) {
          expect(second.body, url).toBe(first.body);
          continue;
        }
        expect(JSON.parse(second.body), url).toEqual(JSON.parse(first.body));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(50);
  }, 600_000); // every example twice: minutes on a machine shared by several builds
});
