import { Type } from '@sinclair/typebox';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDuckDatabase, type DuckDatabase } from '../db/database.ts';
import { TEST_TODAY } from '../test/testApp.ts';
import { defineReport, type ListShape } from './declaration.ts';
import { loadReport, reportJson, runReport } from './runReport.ts';

// Nested lists written as text (nestedJson.ts, Database.jsonRows) are byte for byte JSON.stringify of what
// runList builds from row objects, on a statement's first run (learning) and on later ones (generated writer).
let db: DuckDatabase;
let dir: string;
const files = {
  'ordens.sql': `SELECT * FROM (VALUES (1, 'primeira ordem de compra', CAST(10.5 AS DECIMAL(15,2)), CAST(9007199254740993 AS BIGINT)),
    (2, NULL, NULL, CAST(2 AS BIGINT)), (3, 'ç "x" \\ ' || chr(10) || ' 😀', CAST(0 AS DECIMAL(15,2)), NULL),
    (2, 'a mesma chave outra vez', CAST(-0.07 AS DECIMAL(15,2)), CAST(7 AS BIGINT)), (4, 'sem itens', NULL, NULL)
  ) AS t(id, nome, valor, grande) WHERE id >= CAST($empresaId AS INTEGER) ORDER BY id, nome NULLS FIRST`,
  // children of 1, 2 (twice) and 9 (no parent), a NULL key; the key as BIGINT where the parent's is INTEGER
  'itens.sql': `SELECT * FROM (VALUES (CAST(1 AS BIGINT), 10, 'parafuso sextavado M8', DATE '2026-11-21'), (2, 20, NULL, NULL),
    (1, 11, 'porca', DATE '2026-01-02'), (9, 90, 'órfão', NULL), (NULL, 99, 'sem chave', NULL), (2, 21, '', DATE '2000-02-29')
  ) AS t(ordem_id, item_id, produto, entrega) ORDER BY item_id`,
  // grandchildren, their key kept in the rows
  'lotes.sql': `SELECT * FROM (VALUES (10, 'L1', true), (10, 'L2', false), (21, 'L3', NULL)) AS t(item_id, lote, conferido)`,
  // rows that are only their (left out) key: {}
  'marcas.sql': `SELECT * FROM (VALUES (1), (1), (3)) AS t(ordem_id)`,
  // keys beyond 2^53 (strings in the row objects)
  'grandes.sql': `SELECT * FROM (VALUES (CAST(9007199254740993 AS BIGINT), 'grande'), (7, 'sete')) AS t(grande, rotulo)`,
  'muitos.sql': `SELECT i AS id, 'pai número ' || i AS nome FROM range(5000) AS r(i) WHERE i >= CAST($empresaId AS INTEGER) - 1 ORDER BY i DESC`,
  'muitos-filhos.sql': `SELECT i % 5003 AS pai, i AS filho, CASE WHEN i % 7 = 0 THEN NULL ELSE repeat('filho ', i % 5) || i END AS texto,
    CAST(i * 1.01 AS DECIMAL(15,2)) AS valor FROM range(12000) AS r(i) ORDER BY i`,
};

beforeAll(async () => {
  db = await openDuckDatabase(':memory:', { readConnections: 2 });
  dir = mkdtempSync(join(tmpdir(), 'mirante-nested-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
});
afterAll(async () => db?.close());

const row = Type.Object({});
const base = { path: '/teste/:empresaId', access: [1326], summary: 'teste', tags: ['teste'], examples: [{}], envelope: 'response' as const };
const input = { empresaId: 1, today: TEST_TODAY, params: {}, query: {} };

/** reportJson's bytes against JSON.stringify of runReport's rows, three times (first run learns the statements). */
async function expectSameBytes(shape: ListShape): Promise<string> {
  const report = loadReport('teste', defineReport({ ...base, shape }), dir);
  const texts: string[] = [];
  for (let run = 0; run < 3; run++) {
    const text = (await reportJson(report, db, input)).toString();
    expect(text).toBe(JSON.stringify(await runReport(report, db, input)));
    texts.push(text);
  }
  return texts[0]!;
}

describe('nested lists written as text', () => {
  it('are JSON.stringify of the row objects: keys left out or kept, several nests, grandchildren, shared and missing keys', async () => {
    const text = await expectSameBytes({
      list: 'ordens.sql',
      row,
      nest: {
        itens: {
          list: 'itens.sql', row, parentKey: 'id', childKey: 'ordem_id', omitKey: true,
          nest: { lotes: { list: 'lotes.sql', row, parentKey: 'item_id', childKey: 'item_id' } },
        },
        marcas: { list: 'marcas.sql', row, parentKey: 'id', childKey: 'ordem_id', omitKey: true },
        grandes: { list: 'grandes.sql', row, parentKey: 'grande', childKey: 'grande', omitKey: true },
      },
    });
    const ordens = JSON.parse(text).response;
    expect(ordens.map((o: { id: number }) => o.id)).toEqual([1, 2, 2, 3, 4]);
    expect(ordens[0]).toMatchObject({ valor: 10.5, grande: '9007199254740993', marcas: [{}, {}], grandes: [{ rotulo: 'grande' }] });
    expect(ordens[0].itens).toEqual([
      { item_id: 10, produto: 'parafuso sextavado M8', entrega: '2026-11-21', lotes: [{ item_id: 10, lote: 'L1', conferido: true }, { item_id: 10, lote: 'L2', conferido: false }] },
      { item_id: 11, produto: 'porca', entrega: '2026-01-02', lotes: [] },
    ]);
    expect(ordens[1].itens).toEqual(ordens[2].itens);
    expect(ordens[4]).toMatchObject({ itens: [], marcas: [], grandes: [] });
  });

  it('leaves to the row objects a nest named like a column (JS keeps the column\'s place)', async () => {
    const text = await expectSameBytes({ list: 'ordens.sql', row, nest: { nome: { list: 'marcas.sql', row, parentKey: 'id', childKey: 'ordem_id' } } });
    expect(Object.keys(JSON.parse(text).response[0])).toEqual(['id', 'nome', 'valor', 'grande']);
  });

  it('writes many chunks of parents and children the same way', async () => {
    const text = await expectSameBytes({ list: 'muitos.sql', row, nest: { filhos: { list: 'muitos-filhos.sql', row, parentKey: 'id', childKey: 'pai', omitKey: true } } });
    expect(JSON.parse(text).response).toHaveLength(5000);
  });
});
