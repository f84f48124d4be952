import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { exampleUrl, isReportRoute, reportCalls } from '../../../reports/examples.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../../test/testApp.ts';
import type { DuckDatabase } from '../../types.ts';
import { duckRows } from '../../values.ts';
import { openDuckDatabase } from '../adapter.ts';
import { vectorReader } from './duckJson.ts';

// The JSON written from DuckDB's vectors (the opt-in writer, duckJson.ts) is byte for byte JSON.stringify of the rows
// the old per-value conversion (values.ts duckRows) reads: the reference the PostgreSQL adapter and the parity test share.
let db: DuckDatabase;
beforeAll(async () => {
  db = await openDuckDatabase(':memory:', { readConnections: 2, vectors: vectorReader() });
});
afterAll(async () => db?.close());

/** Every column kind the writer has inline code for, the values at its edges, and the kinds it hands to JSON.stringify. */
const SQL = `SELECT * FROM (VALUES
  (1, 'a', CAST(1234.56 AS DECIMAL(15,2)), DATE '2026-11-21', TIMESTAMP '2026-11-21 13:45:07.123', CAST(9007199254740993 AS BIGINT),
   [1, 2], {'x': 1}, true, CAST(0.1 AS DECIMAL(38,10)), 2.5::DOUBLE, CAST(-7 AS TINYINT), CAST(65535 AS USMALLINT), CAST(0.1 AS FLOAT),
   'um texto bem mais longo que doze bytes, com acentuação', CAST(12345678901234.56 AS DECIMAL(16,2)), CAST(-9007199254740991 AS BIGINT)),
  (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  (3, 'ç "x" \\ ' || chr(10) || chr(9) || chr(1) || chr(8) || chr(12) || chr(13) || chr(31) || chr(127) || ' 😀 ' || chr(8232), CAST(-0.07 AS DECIMAL(15,2)),
   DATE '1999-01-02', TIMESTAMP '1999-01-02 00:00:00', CAST(42 AS BIGINT), [], {'x': NULL}, false, CAST(123456789.0123456789 AS DECIMAL(38,10)), -1e300,
   CAST(127 AS TINYINT), CAST(0 AS USMALLINT), CAST(-3.25 AS FLOAT), chr(65279) || 'marca de ordem no início, mais de doze', CAST(-0.5 AS DECIMAL(16,2)),
   CAST(-9223372036854775808 AS BIGINT)),
  (4, '', CAST(0 AS DECIMAL(15,2)), DATE '2000-02-29', TIMESTAMP '2000-02-29 23:59:59', CAST(-1 AS BIGINT), [NULL], NULL, NULL,
   CAST(0.0000000001 AS DECIMAL(38,10)), 'NaN'::DOUBLE, NULL, NULL, 'inf'::FLOAT, 'exatamente 12', CAST(100 AS DECIMAL(16,2)), CAST(0 AS BIGINT)),
  (5, 'doze bytes!!', CAST(0.01 AS DECIMAL(15,2)), NULL, NULL, CAST(-9007199254740992 AS BIGINT), NULL, NULL, NULL, NULL, 0.30000000000000004::DOUBLE,
   NULL, NULL, NULL, repeat('longo ', 2000), CAST(9999999999999.99 AS DECIMAL(16,2)), NULL)
) AS t(i, "texto com espaço", valor, dia, instante, grande, lista, estrutura, flag, fino, d, pequeno, sem_sinal, real, longo, largo, extremo)
WHERE i >= $1 ORDER BY i`;

const reference = async (sql: string, params: unknown[]) => Buffer.from(JSON.stringify(duckRows(await db.connection().runAndReadAll(sql, params as never))));

describe('JSON written from DuckDB vectors', () => {
  it('is JSON.stringify of the rows, on the first run (learning) and later ones (writer), for any parameters', async () => {
    const expected = await reference(SQL, [1]);
    expect(JSON.parse(expected.toString())[0]).toMatchObject({ valor: 1234.56, grande: '9007199254740993', real: 0.10000000149011612, largo: 12345678901234.56 });
    for (let run = 0; run < 3; run++) expect((await db.json(SQL, [1])).toString()).toBe(expected.toString());
    expect((await db.json(SQL, [3])).toString()).toBe((await reference(SQL, [3])).toString());
    expect((await db.json(SQL, [9])).toString()).toBe('[]');
  });

  it('writes many chunks of heap strings and NULLs the same way (5,000 rows)', async () => {
    const sql = `SELECT i, CASE WHEN i % 7 = 0 THEN NULL ELSE 'cliente número ' || (i % 97) || repeat('x', i % 13) END AS nome,
                        CAST(i * 1.01 AS DECIMAL(15,2)) AS valor, DATE '2026-01-01' + CAST(i % 400 AS INTEGER) AS dia
                   FROM range(5000) AS r(i) WHERE i >= $1 ORDER BY i DESC`;
    const expected = await reference(sql, [0]);
    for (let run = 0; run < 2; run++) expect((await db.json(sql, [0])).equals(expected)).toBe(true);
  });

  it('leaves to JSON.stringify the names a JS object reorders (array indexes)', async () => {
    const sql = 'SELECT 1 AS b, 2 AS "10", 3 AS a WHERE 1 = $1';
    for (let run = 0; run < 2; run++) expect((await db.json(sql, [1])).toString()).toBe('[{"10":2,"b":1,"a":3}]');
  });
});

describe('every declared report', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { cacheSeconds: 0 }, database: { jsonWriter: true } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers the same bytes when its lists are written from vectors (second call) as from row objects (first call)', async () => {
    const headers = await t.auth('bruno@mirante.demo');
    // the clock stands still, as in resultCache.test.ts: 1330's times in situation count seconds up to now, and the
    // two calls fell on either side of a second in a clean-clone run (64659 vs 64660)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let compared = 0;
    for (const route of t.app.routeCatalog().filter(isReportRoute)) {
      for (const call of reportCalls(route, TEST_TODAY, [1, 2])) {
        const url = exampleUrl(route.url, call, { today: TEST_TODAY });
        const first = await t.app.inject({ method: 'GET', url, headers });
        const second = await t.app.inject({ method: 'GET', url, headers });
        expect({ url, status: second.statusCode, body: second.body }).toEqual({ url, status: first.statusCode, body: first.body });
        if (first.statusCode !== 200 || !String(first.headers['content-type']).startsWith('application/json')) continue;
        expect(second.body, url).toBe(JSON.stringify(JSON.parse(second.body))); // JSON.stringify's own formatting
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(50);
  }, 120_000);
});
