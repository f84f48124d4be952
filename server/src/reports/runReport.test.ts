import { Type } from '@sinclair/typebox';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/testApp.ts';
import { col } from './columns.ts';
import { defineReport } from './declaration.ts';
import { param } from './params.ts';
import { loadReport, runReport, wrap } from './runReport.ts';
import { compileSql } from './sqlText.ts';

/** The report runner's shapes, envelopes, checks and SQL parameters, over the seeded test database. */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'mirante-report-'));
  writeFileSync(join(dir, 'notas.sql'), `-- the first three invoices of the company ('$naoEParametro')
SELECT n.id AS id_nota, n.numero FROM notas_saida n WHERE n.empresa_id = CAST($empresaId AS INTEGER) ORDER BY n.id LIMIT 3`);
  writeFileSync(join(dir, 'itens.sql'), `SELECT i.nota_saida_id, i.produto_id, i.quantidade FROM notas_saida_itens i
 WHERE i.nota_saida_id IN (SELECT id FROM notas_saida WHERE empresa_id = CAST($empresaId AS INTEGER) ORDER BY id LIMIT 3)
 ORDER BY i.nota_saida_id, i.id`);
  writeFileSync(join(dir, 'total.sql'), `-- @include contagem.sql`);
  writeFileSync(join(dir, 'contagem.sql'), `SELECT count(*) AS notas, CAST($inicio AS DATE) AS desde FROM notas_saida
 WHERE empresa_id = CAST($empresaId AS INTEGER) AND data_emissao >= CAST($inicio AS DATE)`);
});
afterAll(() => t.close());

const base = { path: '/teste/:empresaId', access: [1326], summary: 'teste', tags: ['teste'], examples: [{}] };
const input = (query: Record<string, unknown> = {}) => ({ empresaId: 1, today: TEST_TODAY, params: {}, query });

describe('runReport', () => {
  it('nests child lists under their parent rows (one query per level), without the key when asked', async () => {
    const report = loadReport('teste', defineReport({
      ...base,
      envelope: 'data.result',
      shape: {
        list: 'notas.sql',
        row: Type.Object({ id_nota: col.integer(), numero: col.integer() }),
        nest: { itens: { list: 'itens.sql', parentKey: 'id_nota', childKey: 'nota_saida_id', omitKey: true, row: Type.Object({ produto_id: col.integer(), quantidade: col.number() }) } },
      },
    }), dir);
    const answer = (await runReport(report, t.db, input())) as { data: { result: { id_nota: number; itens: object[] }[] } };
    const notas = answer.data.result;
    expect(notas).toHaveLength(3);
    for (const nota of notas) {
      const itens = await t.db.all('SELECT produto_id, quantidade FROM notas_saida_itens WHERE nota_saida_id = $1 ORDER BY id', [nota.id_nota]);
      expect(nota.itens).toEqual(itens);
      expect(nota.itens.length).toBeGreaterThan(0);
    }
  });

  it('composes an object of several queries; one row → object; includes; DECIMAL/BIGINT/DATE as JSON values', async () => {
    const report = loadReport('teste', defineReport({
      ...base,
      query: Type.Object({ inicio: param.date() }),
      envelope: 'response',
      shape: { object: { total: { one: 'total.sql', row: Type.Object({ notas: col.integer(), desde: col.date() }) } } },
    }), dir);
    const answer = (await runReport(report, t.db, input({ inicio: '2026/11/01' }))) as { response: { total: { notas: number; desde: string } } };
    expect(answer.response.total.desde).toBe('2026-11-01');
    const n = await t.db.one<{ n: number }>(`SELECT count(*) AS n FROM notas_saida WHERE empresa_id = 1 AND data_emissao >= DATE '2026-11-01'`);
    expect(answer.response.total.notas).toBe(n!.n);
    expect(n!.n).toBeGreaterThan(0);
  });

  it("refuses a start after the end with the spec's message, and an impossible date by name", async () => {
    const report = loadReport('teste', defineReport({
      ...base,
      query: Type.Object({ inicio: param.date(), fim: param.date() }),
      checks: [{ dateRange: ['inicio', 'fim'], maxMonths: 13 }],
      envelope: 'response',
      shape: { one: 'total.sql', row: Type.Object({ notas: col.integer(), desde: col.date() }) },
    }), dir);
    await expect(runReport(report, t.db, input({ inicio: '2026/11/22', fim: '2026/11/21' }))).rejects.toMatchObject({ statusCode: 400, message: 'Data Inicio maior que data fim.' });
    // at most 13 calendar months: 2025-10-22 … 2026-11-21 is, one more day is not; 1900 … 9999 neither
    await expect(runReport(report, t.db, input({ inicio: '2025-10-22', fim: '2026-11-21' }))).resolves.toBeTruthy();
    for (const [inicio, fim] of [['2025-10-21', '2026-11-21'], ['1900-01-01', '9999-12-31']]) {
      await expect(runReport(report, t.db, input({ inicio, fim }))).rejects.toMatchObject({
        statusCode: 400, message: "Período longo demais: este relatório aceita no máximo 13 meses (de 'inicio' a 'fim').",
      });
    }
    await expect(runReport(report, t.db, input({ inicio: '2026/02/30', fim: '2026/11/21' }))).rejects.toMatchObject({
      statusCode: 400, message: "Parâmetro 'inicio' inválido: deve ser uma data válida no formato AAAA-MM-DD ou AAAA/MM/DD.",
    });
  });

  it('names the SQL file and the parameter nobody declared: at startup, or at run time for bind', async () => {
    expect(() => loadReport('teste', defineReport({ ...base, envelope: null, shape: { one: 'total.sql', row: Type.Object({}) } }), dir))
      .toThrow(/total\.sql: parâmetro \$inicio não declarado/);
    const report = loadReport('teste', defineReport({ ...base, bind: () => ({}), envelope: null, shape: { one: 'total.sql', row: Type.Object({}) } }), dir);
    await expect(runReport(report, t.db, input())).rejects.toThrow(/total\.sql: parâmetro \$inicio não declarado/);
    expect(() => loadReport('teste', defineReport({ ...base, query: Type.Object({ today: param.date() }), envelope: null, shape: { one: 'total.sql', row: Type.Object({}) } }), dir))
      .toThrow(/'today' é um valor do próprio relatório/);
  });

  it('stops at startup on a period check it could not run (no maxMonths, or a bound the report does not take)', () => {
    const withPeriod = (check: unknown) =>
      defineReport({ ...base, query: Type.Object({ inicio: param.date(), fim: param.date() }), checks: [check as never], envelope: null, shape: { one: 'total.sql', row: Type.Object({}) } });
    expect(() => loadReport('teste', withPeriod({ dateRange: ['inicio', 'fim'] }), dir)).toThrow(
      "teste: checks[0].maxMonths: informe o período máximo em meses (um inteiro ≥ 1), ex.: { dateRange: ['dataInicio', 'dataFim'], maxMonths: 24 }.",
    );
    expect(() => loadReport('teste', withPeriod({ dateRange: ['inicio', 'final'], maxMonths: 12 }), dir)).toThrow(
      "teste: checks[0].dateRange: 'final' não é parâmetro do relatório (params ou query).",
    );
    expect(loadReport('teste', withPeriod({ dateRange: ['inicio', 'fim'], maxMonths: 12 }), dir).file).toBe('teste');
  });
});

describe('report SQL text', () => {
  it('turns $names into positions, the same name into the same position, leaving quotes and comments alone', () => {
    const sql = compileSql(`SELECT '$a' AS "$b", $x, $y -- $z\n, $x /* $w */ FROM t WHERE a = $y`, 'f.sql');
    expect(sql.text).toBe(`SELECT '$a' AS "$b", $1, $2 -- $z\n, $1 /* $w */ FROM t WHERE a = $2`);
    expect(sql.names).toEqual(['x', 'y']);
  });

  it('wraps in the envelope the spec names', () => {
    expect(wrap('response', [1])).toEqual({ response: [1] });
    expect(wrap('data.result', { a: 1 })).toEqual({ data: { result: { a: 1 } } });
    expect(wrap(null, [])).toEqual([]);
  });
});

describe('examples', () => {
  it("resolve relative dates against the business date, as the route's config.examples carries them", async () => {
    const { resolveExample, exampleUrl } = await import('./examples.ts');
    expect(resolveExample({ params: { idCliente: 3 }, query: { a: '{today-30}', b: '{today}', c: '{today+10}', d: 'x' } }, '2026-11-21')).toEqual({
      params: { idCliente: 3 }, query: { a: '2026-10-22', b: '2026-11-21', c: '2026-12-01', d: 'x' },
    });
    expect(exampleUrl('/api/x/:empresaId/y/:id', { params: { id: 5 }, query: { d: '{today}' } }, { empresaId: 2, today: '2026-11-21' })).toBe('/api/x/2/y/5?d=2026-11-21');
  });
});
