import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from './index.ts';
import { BAIRROS } from './cadastros.ts';

// Demo data that reads as Brazilian: addresses in pt-BR bairros, and NF-e CFOPs that agree with the
// emitter's and the recipient's states (5xxx within a state, 6xxx between states).
let db: Database;
beforeAll(async () => {
  db = await openDatabase(':memory:');
  await migrate(db);
  await seed(db, { scale: 'small', today: '2026-11-21' });
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('demo data localisation', () => {
  it('every bairro is a Brazilian neighbourhood name', async () => {
    const rows = await db.all<{ bairro: string }>('SELECT DISTINCT bairro FROM clientes');
    expect(rows.length).toBeGreaterThan(5);
    for (const { bairro } of rows) expect(BAIRROS as readonly string[]).toContain(bairro);
  });

  it('an incoming NF-e uses 5101 from a supplier in the branch state and 6101 from another state', async () => {
    const rows = await db.all<{ cfop: string; same: boolean; n: number }>(`
      SELECT i.cfop, mf.uf = ml.uf AS same, count(*)::INTEGER AS n
      FROM nfe_entrada_itens i JOIN nfe_entrada n ON n.id = i.nfe_entrada_id
      JOIN fornecedores fo ON fo.id = n.fornecedor_id JOIN municipios mf ON mf.id = fo.municipio_id
      JOIN filiais fi ON fi.id = n.filial_id JOIN municipios ml ON ml.id = fi.municipio_id
      GROUP BY ALL ORDER BY 1, 2`);
    expect(rows.map((r) => [r.cfop, r.same])).toEqual([
      ['5101', true],
      ['6101', false],
    ]);
    expect(rows.every((r) => r.n > 0)).toBe(true);
  });
});
