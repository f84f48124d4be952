import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed/index.ts';
import { createPostgresTestDatabase } from '../test/postgresTestDatabase.ts';
import { TEST_TODAY } from '../test/testApp.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';
import { fecharSaldosCaixa, fechamentoAnterior } from './saldosCaixa.ts';

/**
 * The cash balance view (v_saldo_contas_caixa = latest closing + the movements after it) answers what a plain sum
 * over every movement answers, on DuckDB and on PostgreSQL: computed here in JavaScript, in cents, from the rows.
 */
const CLOSING = fechamentoAnterior(TEST_TODAY); // '2026-10-31'
const cents = (value: number) => Math.round(value * 100);

/** Balance of every account, in cents: saldo_inicial + every movement, whatever its date. */
async function directBalances(db: Database): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  for (const c of await db.all<{ id: number; saldo_inicial: number }>('SELECT id, saldo_inicial FROM contas_caixa')) balances.set(c.id, cents(c.saldo_inicial));
  for (const m of await db.all<{ conta_caixa_id: number; valor: number }>('SELECT conta_caixa_id, valor FROM movimentos_caixa')) {
    balances.set(m.conta_caixa_id, balances.get(m.conta_caixa_id)! + cents(m.valor));
  }
  return balances;
}

/** The view's balance of every account, in cents, company by company (as the reports filter it). */
async function viewBalances(db: Database): Promise<Map<number, number>> {
  const balances = new Map<number, number>();
  for (const { id } of await db.all<{ id: number }>('SELECT id FROM empresas ORDER BY id')) {
    for (const row of await db.all<{ id: number; saldo: number }>('SELECT id, saldo FROM v_saldo_contas_caixa WHERE empresa_id = $1', [id])) {
      balances.set(row.id, cents(row.saldo));
    }
  }
  return balances;
}

describe.each([
  ['DuckDB', async () => ':memory:'],
  ['PostgreSQL', () => createPostgresTestDatabase('saldos_caixa')],
])('cash balances on %s', (_engine, location) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(await location());
    await migrate(db);
    await seed(db, { scale: 'small', today: TEST_TODAY });
  }, 180_000);
  afterAll(async () => db?.close());

  it('the seed closes the month before the business date, with movements on both sides of it', async () => {
    const closings = await db.all<{ data_fechamento: string; n: number }>(
      'SELECT data_fechamento, count(*) AS n FROM saldos_contas_caixa GROUP BY data_fechamento',
    );
    const accounts = (await db.one<{ n: number }>('SELECT count(*) AS n FROM contas_caixa'))!.n;
    expect(closings).toEqual([{ data_fechamento: CLOSING, n: accounts }]);
    const sides = (await db.one<{ antes: number; depois: number }>(
      `SELECT count(*) FILTER (WHERE data_movimento <= CAST($1 AS DATE)) AS antes,
              count(*) FILTER (WHERE data_movimento > CAST($1 AS DATE)) AS depois FROM movimentos_caixa`,
      [CLOSING],
    ))!;
    expect(sides.antes).toBeGreaterThan(1000);
    expect(sides.depois).toBeGreaterThan(10);
  });

  it('answers, for every account of every company, saldo_inicial + the sum of all its movements', async () => {
    const direct = await directBalances(db);
    expect(direct.size).toBeGreaterThanOrEqual(12);
    expect(await viewBalances(db)).toEqual(direct);
  });

  it('counts a movement on the closing day once (in the closing), one after it once (after), and works without closings', async () => {
    const conta = (await db.one<{ id: number }>('SELECT min(id) AS id FROM contas_caixa WHERE empresa_id = 1'))!.id;
    const nextId = (await db.one<{ id: number }>('SELECT max(id) + 1 AS id FROM movimentos_caixa'))!.id;
    const dayAfter = '2026-11-01';
    await db.run(
      `INSERT INTO movimentos_caixa (id, empresa_id, conta_caixa_id, data_movimento, valor, origem, historico)
       VALUES ($1, 1, $3, CAST($4 AS DATE), 1234.56, 'M', 'no dia do fechamento'),
              ($2, 1, $3, CAST($5 AS DATE), -78.9, 'M', 'no dia seguinte')`,
      [nextId, nextId + 1, conta, CLOSING, dayAfter],
    );
    // the boundary movement predates the closing: close again, as a writer of such a movement must
    await fecharSaldosCaixa(db, CLOSING);
    const closing = (await db.one<{ saldo: number }>(
      'SELECT saldo FROM saldos_contas_caixa WHERE conta_caixa_id = $1 AND data_fechamento = CAST($2 AS DATE)',
      [conta, CLOSING],
    ))!;
    const withBoundary = await directBalances(db);
    const atClosing = await db.one<{ v: number }>(
      'SELECT coalesce(sum(valor), 0) AS v FROM movimentos_caixa WHERE conta_caixa_id = $1 AND data_movimento <= CAST($2 AS DATE)',
      [conta, CLOSING],
    );
    const inicial = (await db.one<{ v: number }>('SELECT saldo_inicial AS v FROM contas_caixa WHERE id = $1', [conta]))!.v;
    expect(cents(closing.saldo)).toBe(cents(inicial) + cents(atClosing!.v)); // includes the 1234.56 of the closing day
    expect(await viewBalances(db)).toEqual(withBoundary);

    // an older closing as well: the latest one is used
    await fecharSaldosCaixa(db, '2026-09-30');
    expect(await viewBalances(db)).toEqual(withBoundary);

    // an account without any closing: all its movements
    await db.run('DELETE FROM saldos_contas_caixa WHERE conta_caixa_id = $1', [conta]);
    expect(await viewBalances(db)).toEqual(withBoundary);

    // no closing at all: the plain sum
    await db.run('DELETE FROM saldos_contas_caixa');
    expect(await viewBalances(db)).toEqual(withBoundary);
  });
});
