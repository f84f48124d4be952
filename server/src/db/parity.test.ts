import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPostgresTestDatabase } from '../test/postgresTestDatabase.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/testApp.ts';
import type { Database } from './database.ts';
import { tableNames } from './dialect.ts';
import { exampleUrl, isReportRoute, reportCalls } from '../reports/examples.ts';
import { demoQuotationLinks } from '../seed/quotationLinks.ts';
import { completarFotosDemo } from '../seed/fotosComprovantes.ts';

/**
 * The same product on both engines: one app over DuckDB (in memory) and one over PostgreSQL, each migrated and
 * seeded at scale 'small' for the same business date. The PostgreSQL seed is the DuckDB one bulk-copied, so the
 * tables must hold the same rows; and every report route must answer the same bytes' worth of JSON on both.
 */
let duck: TestApp;
let pg: TestApp;
beforeAll(async () => {
  const url = await createPostgresTestDatabase('paridade');
  [duck, pg] = await Promise.all([createTestApp(), createTestApp({ databaseUrl: url })]);
}, 180_000);
afterAll(async () => {
  await Promise.all([duck?.close(), pg?.close()]);
});

/** Row count and a digest of a table's rows, independent of row order (each row serialised, sorted, hashed). */
async function fingerprint(db: Database, table: string) {
  const rows = (await db.all(`SELECT * FROM "${table}"`)).map((r) => JSON.stringify(r));
  rows.sort();
  return { rows: rows.length, sha256: createHash('sha256').update(rows.join('\n')).digest('hex') };
}

describe('demo data on PostgreSQL', () => {
  it('has the same tables with the same rows as on DuckDB (checksum of every table)', async () => {
    const tables = (await tableNames(duck.db)).filter((t) => t !== 'schema_migrations');
    expect(await tableNames(pg.db)).toEqual(expect.arrayContaining(tables));
    expect(tables.length).toBeGreaterThan(40);
    let total = 0;
    for (const table of tables) {
      const [d, p] = await Promise.all([fingerprint(duck.db, table), fingerprint(pg.db, table)]);
      expect(p, table).toEqual(d);
      total += d.rows;
    }
    expect(total).toBeGreaterThan(50_000);
  });

  it('reads values as DuckDB does (values.ts): DECIMAL and BIGINT as numbers, DATE and TIMESTAMP as ISO text, lists as arrays', async () => {
    const sql = `SELECT CAST(12.5 AS DECIMAL(15,2)) AS d, CAST(9007199254740993 AS BIGINT) AS big, count(*) AS n,
                        CAST('2026-11-21' AS DATE) AS dia, CAST('2026-11-21 07:30:00' AS TIMESTAMP) AS ts,
                        CAST(2.25 AS DOUBLE PRECISION) AS f, 'x' AS "camelCase"
                   FROM empresas WHERE id = $1`;
    const [d, p] = await Promise.all([duck.db.one(sql, [1]), pg.db.one(sql, [1])]);
    expect(p).toEqual(d);
    expect(p).toEqual({ d: 12.5, big: '9007199254740993', n: 1, dia: '2026-11-21', ts: '2026-11-21T07:30:00', f: 2.25, camelCase: 'x' });
    const lists = 'SELECT codigo_telas_liberar FROM usuario_empresas WHERE usuario_id = $1 ORDER BY empresa_id';
    expect(await pg.db.all(lists, [2])).toEqual(await duck.db.all(lists, [2]));
  });
});

/** A short answer still carries data when some value in it is not null, 0, '' or an empty list (`{ response: { ano: 2024 } }`). */
const hasValue = (v: unknown): boolean =>
  Array.isArray(v) ? v.some(hasValue) : v !== null && typeof v === 'object' ? Object.values(v).some(hasValue) : v !== null && v !== 0 && v !== '';

describe('every report answers the same on DuckDB and PostgreSQL', () => {
  it('for each parameter set of each report route (declared examples, or derived from its schema)', async () => {
    // the clock stands still: 1330's times in situation count seconds up to now, and both engines must see one moment
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const routes = duck.app.routeCatalog().filter(isReportRoute);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const [duckHeaders, pgHeaders] = await Promise.all([duck.auth('bruno@mirante.demo'), pg.auth('bruno@mirante.demo')]);
    // the demo gives no company a Google Maps key (its maps stay offline): one here, so the key call compares a value
    for (const db of [duck.db, pg.db]) {
      await db.run("DELETE FROM configuracoes WHERE empresa_id = 2 AND chave = 'google_maps_api_key'");
      await db.run("INSERT INTO configuracoes (empresa_id, chave, valor) VALUES (2, 'google_maps_api_key', 'chave-de-teste')");
    }
    const withData: string[] = [];
    for (const route of routes) {
      let answered = false;
      for (const call of reportCalls(route, TEST_TODAY, [1, 2, 3])) {
        const url = exampleUrl(route.url, call, { today: TEST_TODAY });
        const [d, p] = await Promise.all([
          duck.app.inject({ method: 'GET', url, headers: duckHeaders }),
          pg.app.inject({ method: 'GET', url, headers: pgHeaders }),
        ]);
        // parsed: DuckDB writes a list's JSON itself (to_json: `0.0`, `1e21`), PostgreSQL's is JSON.stringify's
        const body = (r: typeof d) => (String(r.headers['content-type']).startsWith('application/json') ? JSON.parse(r.body) : r.body);
        expect({ url, status: p.statusCode, body: body(p) }).toEqual({ url, status: d.statusCode, body: body(d) });
        if (d.statusCode === 200 && (d.body.length > 40 || hasValue(JSON.parse(d.body)))) answered = true;
      }
      if (answered) withData.push(route.url);
    }
    // each report answered real data at least once, so equality above compared something
    expect(withData).toEqual(routes.map((r) => r.url));
    // every report route's every example on both engines (≈ 200 requests): 40 s alone, past 60 s on a busy machine
  }, 240_000);
});

/**
 * Control characters (issue 31): DuckDB stored a NUL that PostgreSQL refuses on insert (a 500 there). Both engines
 * now answer the same pt-BR 400 before any SQL, for a body text (the public quotation's condicaoPagamento) and a
 * query text (a name filter), and store nothing.
 */
describe('text with control characters', () => {
  it('is refused the same way on both engines, before reaching the database', async () => {
    const url = `/api/estoque/orcamento-compra/informar-precos/${demoQuotationLinks().aberto.split('/').pop()}`;
    const calls = [
      { method: 'PUT' as const, url, payload: { itens: [], condicaoPagamento: 'prazo-nul-teste\u0000' }, message: "Campo 'condicaoPagamento' inválido: não pode conter caracteres de controle (como NUL)." },
      { method: 'GET' as const, url: '/api/empresas/1/pcp/recursos?Nome=fresa%00', message: "Parâmetro 'Nome' inválido: não pode conter caracteres de controle (como NUL)." },
    ];
    for (const { message, ...call } of calls) {
      const [d, p] = await Promise.all([
        duck.app.inject({ ...call, headers: await duck.auth('ana@mirante.demo') }),
        pg.app.inject({ ...call, headers: await pg.auth('ana@mirante.demo') }),
      ]);
      expect({ status: d.statusCode, body: d.json() }).toEqual({ status: 400, body: { errors: [{ message }] } });
      expect({ status: p.statusCode, body: p.body }).toEqual({ status: 400, body: d.body });
    }
    const stored = 'SELECT count(*) AS n FROM orcamentos_compra WHERE cond_pagto LIKE $1';
    for (const db of [duck.db, pg.db]) expect(Number((await db.one<{ n: number }>(stored, ['%prazo-nul-teste%']))!.n)).toBe(0);
  });
});

/** The proof photos are stored data (issue 32 item 5): both engines serve the same bytes, and complete a pre-028 demo. */
describe('proof photos', () => {
  const photo = async (app: TestApp, id: number) =>
    app.app.inject({ method: 'GET', url: `/api/v2/logistica/monitoramento-de-cargas/2/monit/comprovantes/${id}/imagem`, headers: await app.auth('bruno@mirante.demo') });

  it('are the same bytes and type on both engines (BLOB copied as BYTEA)', async () => {
    const proofs = await duck.db.all<{ id: number }>('SELECT id FROM comprovantes WHERE empresa_id = 2 ORDER BY id LIMIT 3');
    for (const { id } of proofs) {
      const [d, p] = await Promise.all([photo(duck, id), photo(pg, id)]);
      expect([d.statusCode, d.headers['content-type']]).toEqual([200, 'image/png']);
      expect([p.statusCode, p.headers['content-type']]).toEqual([200, 'image/png']);
      expect(p.rawPayload.equals(d.rawPayload)).toBe(true);
    }
  });

  // last: it rewrites PostgreSQL's photos
  it('a PostgreSQL demo database from before migration 028 gets them once (binary bound as BYTEA)', async () => {
    await pg.db.run('DELETE FROM fotos_comprovantes');
    await pg.db.run('UPDATE comprovantes SET foto_id = NULL');
    const { n } = (await pg.db.one<{ n: number }>('SELECT count(*) AS n FROM comprovantes'))!;
    expect(await completarFotosDemo(pg.db)).toBe(Number(n));
    const id = (await pg.db.one<{ id: number }>('SELECT id FROM comprovantes WHERE empresa_id = 2 ORDER BY id LIMIT 1'))!.id;
    const res = await photo(pg, id);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await completarFotosDemo(pg.db)).toBe(0);
  });
});
