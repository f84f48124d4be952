import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { PG_TYPE_PARSERS } from './values.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase(':memory:');
});
afterAll(() => db.close());

describe('database values as the API answers them (values.ts)', () => {
  it('DECIMAL and BIGINT are numbers without casts in SQL; DATE and TIMESTAMP are ISO text', async () => {
    const row = await db.one(`
      SELECT 12.345::DECIMAL(14,2) AS valor, sum(2.5::DECIMAL(14,2)) AS soma, count(*) AS n, 9007199254740993::BIGINT AS grande,
             DATE '2028-02-29' AS dia, TIMESTAMP '2026-11-21 08:05:09' AS quando, [10::BIGINT, 20] AS lista,
             {'a': 1::BIGINT} AS obj, CAST(NULL AS DATE) AS vazio`);
    expect(row).toEqual({
      valor: 12.35, soma: 2.5, n: 1, grande: '9007199254740993', dia: '2028-02-29', quando: '2026-11-21T08:05:09',
      lista: [10, 20], obj: { a: 1 }, vazio: null,
    });
    expect(JSON.stringify({ valor: row!.valor, dia: row!.dia })).toBe('{"valor":12.35,"dia":"2028-02-29"}');
  });

  it('PostgreSQL text values get the same conversion', () => {
    expect(PG_TYPE_PARSERS[1700]('12.35')).toBe(12.35);
    expect(PG_TYPE_PARSERS[20]('42')).toBe(42);
    expect(PG_TYPE_PARSERS[20]('9007199254740993')).toBe('9007199254740993');
    expect(PG_TYPE_PARSERS[1082]('2028-02-29')).toBe('2028-02-29');
    expect(PG_TYPE_PARSERS[1114]('2026-11-21 08:05:09.123456')).toBe('2026-11-21T08:05:09');
  });
});
