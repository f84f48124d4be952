import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

/**
 * 1475/1476 and 1477/1478 on the 'small' seed at 2026-11-21: the summaries recomputed in JS from the raw appointments
 * and service orders (charged hours shared by duration), summaries = sums of their detail lines, difference =
 * charged − pointed, period validation.
 */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
});
afterAll(async () => t?.close());

// the longest period the summaries allow (at most a month: apontamentoColumns.ts PERIODO_RESUMO_CHECK)
const INICIO = '2026-10-22';
const FIM = TEST_TODAY;
const periodo = (inicio = INICIO, fim = FIM) => `inicioPeriodo=${inicio}&finalPeriodo=${fim}`;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

interface Raw { id: number; op: number; os: number | null; operador: number; produto: number; ini: string; fim: string; cancelado: string; horas: number | null; valor: number | null }
interface Totais { qtd_hr_apontada: number; qtd_hr_cobrada_os: number; dif_qtd_hr_cobrada_x_qtd_hr_apontada: number; valor_total: number }
const secs = (a: string, b: string) => (Date.parse(`${b}Z`) - Date.parse(`${a}Z`)) / 1000;
const r2 = (v: number) => Math.round(v * 100) / 100;
/** Equal to the cent: the SQL rounds exact decimals, JS rounds binary floats, so a half cent may go either way. */
const near = (got: number, want: number) => expect(Math.abs(got - want)).toBeLessThanOrEqual(0.01 + 1e-9);

/** The raw appointments of company 1 with their service order's hours and value. */
async function raw(): Promise<Raw[]> {
  const rows = await t.db.all<Raw>(`
    SELECT a.id, a.ordem_producao_id AS op, a.ordem_servico_id AS os, a.operador_id AS operador, o.produto_id AS produto,
           a.dt_hr_inicio AS ini, a.dt_hr_fim AS fim, a.cancelado, s.horas_cobradas AS horas, s.valor_total AS valor
      FROM apontamentos a JOIN ordens_producao o ON o.id = a.ordem_producao_id LEFT JOIN ordens_servico s ON s.id = a.ordem_servico_id
     WHERE a.empresa_id = 1`);
  return rows.map((r) => ({ ...r, op: Number(r.op), os: r.os === null ? null : Number(r.os), operador: Number(r.operador), produto: Number(r.produto), horas: r.horas === null ? null : Number(r.horas), valor: r.valor === null ? null : Number(r.valor) }));
}

/** Expected totals per group key, written independently of the SQL: share of each order by duration. */
function expected(all: Raw[], key: (r: Raw) => string, inicio = INICIO, fim = FIM): Map<string, Totais> {
  const osSecs = new Map<number, number>();
  for (const r of all) if (r.cancelado === 'N' && r.os !== null) osSecs.set(r.os, (osSecs.get(r.os) ?? 0) + secs(r.ini, r.fim));
  const acc = new Map<string, { s: number; h: number; v: number }>();
  for (const r of all) {
    const day = r.ini.slice(0, 10);
    if (day < inicio || day > fim) continue;
    const a = acc.get(key(r)) ?? { s: 0, h: 0, v: 0 };
    if (r.cancelado === 'N') {
      const d = secs(r.ini, r.fim);
      a.s += d;
      if (r.os !== null && osSecs.get(r.os)! > 0) {
        a.h += (r.horas! * d) / osSecs.get(r.os)!;
        a.v += (r.valor! * d) / osSecs.get(r.os)!;
      }
    }
    acc.set(key(r), a);
  }
  return new Map([...acc].map(([k, a]) => [k, { qtd_hr_apontada: r2(a.s / 3600), qtd_hr_cobrada_os: r2(a.h), dif_qtd_hr_cobrada_x_qtd_hr_apontada: r2(r2(a.h) - r2(a.s / 3600)), valor_total: r2(a.v) }]));
}

const totais = (r: Totais) => ({ qtd_hr_apontada: r.qtd_hr_apontada, qtd_hr_cobrada_os: r.qtd_hr_cobrada_os, dif_qtd_hr_cobrada_x_qtd_hr_apontada: r.dif_qtd_hr_cobrada_x_qtd_hr_apontada, valor_total: r.valor_total });

describe('GET /empresas/{id}/pcp/apontamento/produto-acabado (1477)', () => {
  it('gives per finished product the hours pointed, the share of the service orders charged, their difference and value', async () => {
    const res = await get(`/empresas/1/pcp/apontamento/produto-acabado?${periodo()}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().response as (Totais & { id_produto_acabado: number; desc_produto_acabado: string; detalhes: { cancelado: string; qtd_seg_executado: number }[] })[];
    const want = expected(await raw(), (r) => String(r.produto));
    expect(rows.length).toBe(want.size);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const w = want.get(String(row.id_produto_acabado))!;
      near(totais(row).qtd_hr_apontada, w.qtd_hr_apontada);
      near(row.qtd_hr_cobrada_os, w.qtd_hr_cobrada_os);
      near(row.valor_total, w.valor_total);
      expect(row.dif_qtd_hr_cobrada_x_qtd_hr_apontada).toBeCloseTo(row.qtd_hr_cobrada_os - row.qtd_hr_apontada, 6);
      // the expandable rows are the product's appointments (detalhes[]): their valid seconds add up to its hours pointed
      const valid = row.detalhes.filter((d) => d.cancelado === 'N').reduce((s, d) => s + d.qtd_seg_executado, 0);
      expect(row.qtd_hr_apontada).toBeCloseTo(valid / 3600, 2);
      expect(row.detalhes.length).toBeGreaterThan(0);
    }
    expect(rows.some((r) => r.dif_qtd_hr_cobrada_x_qtd_hr_apontada > 0)).toBe(true);
    expect(rows.some((r) => r.dif_qtd_hr_cobrada_x_qtd_hr_apontada < 0)).toBe(true);
  });

  it("each product's hours pointed = the sum of its detail lines (01.77.1478), executed hours shown as HH:MM:SS of their seconds", async () => {
    const rows = (await get(`/empresas/1/pcp/apontamento/produto-acabado?${periodo()}`)).json().response as { id_produto_acabado: number; qtd_hr_apontada: number; detalhes: unknown[] }[];
    for (const row of rows.slice(0, 6)) {
      const res = await get(`/empresas/1/pcp/apontamento/produto-acabado/${row.id_produto_acabado}/detalhes?${periodo()}`);
      expect(res.statusCode).toBe(200);
      const lines = res.json().response as { cancelado: string; qtd_seg_executado: number; qtd_hr_executado: string; dt_hr_inicio: string; dt_hr_fim: string }[];
      expect(lines.length).toBeGreaterThan(0);
      const s = lines.filter((l) => l.cancelado === 'N').reduce((a, l) => a + l.qtd_seg_executado, 0);
      expect(row.qtd_hr_apontada).toBeCloseTo(s / 3600, 2);
      // the drawer's lines are the row's expandable detail lines
      expect(lines).toEqual(row.detalhes);
      for (const l of lines) {
        expect(l.qtd_seg_executado).toBe(secs(l.dt_hr_inicio, l.dt_hr_fim));
        const [h, m, sec] = l.qtd_hr_executado.split(':').map(Number);
        expect(h! * 3600 + m! * 60 + sec!).toBe(l.qtd_seg_executado);
      }
    }
  });

  it('the current month has data for both industrial companies; a day without appointments answers []', async () => {
    for (const empresa of [1, 3]) {
      const rows = (await get(`/empresas/${empresa}/pcp/apontamento/produto-acabado?${periodo('2026-11-01', FIM)}`)).json().response;
      expect(rows.length).toBeGreaterThan(0);
    }
    expect((await get(`/empresas/1/pcp/apontamento/produto-acabado?${periodo('2030-01-01', '2030-01-31')}`)).json()).toEqual({ response: [] });
  });

  it('refuses a bad period with a pt-BR 400', async () => {
    const reversed = await get(`/empresas/1/pcp/apontamento/produto-acabado?${periodo('2026-11-21', '2026-11-01')}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].message).toBe('Data Inicio maior que data fim.');
    const bad = await get('/empresas/1/pcp/apontamento/produto-acabado?inicioPeriodo=2026-02-30&finalPeriodo=2026-03-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/^Parâmetro 'inicioPeriodo' inválido/);
    const missing = await get('/empresas/1/pcp/apontamento/produto-acabado?inicioPeriodo=2026-11-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toMatch(/finalPeriodo/);
  });
});

describe('GET /empresas/{id}/pcp/apontamento/operador/produto-acabado (1475)', () => {
  it('gives per operator and finished product the same figures, and the operators of a product add up to the product', async () => {
    const res = await get(`/empresas/1/pcp/apontamento/operador/produto-acabado?${periodo()}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().response as (Totais & { chave: string; id_operador: number; nome_operador: string; id_produto_acabado: number })[];
    const want = expected(await raw(), (r) => `${r.operador}-${r.produto}`);
    expect(rows.length).toBe(want.size);
    for (const row of rows) {
      expect(row.chave).toBe(`${row.id_operador}-${row.id_produto_acabado}`);
      const w = want.get(row.chave)!;
      near(row.qtd_hr_apontada, w.qtd_hr_apontada);
      near(row.qtd_hr_cobrada_os, w.qtd_hr_cobrada_os);
      near(row.valor_total, w.valor_total);
      expect(row.dif_qtd_hr_cobrada_x_qtd_hr_apontada).toBeCloseTo(row.qtd_hr_cobrada_os - row.qtd_hr_apontada, 6);
    }
    const produtos = (await get(`/empresas/1/pcp/apontamento/produto-acabado?${periodo()}`)).json().response as (Totais & { id_produto_acabado: number })[];
    for (const p of produtos) {
      const ops = rows.filter((r) => r.id_produto_acabado === p.id_produto_acabado);
      expect(Math.abs(ops.reduce((s, r) => s + r.qtd_hr_cobrada_os, 0) - p.qtd_hr_cobrada_os)).toBeLessThanOrEqual(0.005 * ops.length + 1e-9);
    }
    expect(rows.some((r) => r.dif_qtd_hr_cobrada_x_qtd_hr_apontada > 0) && rows.some((r) => r.dif_qtd_hr_cobrada_x_qtd_hr_apontada < 0)).toBe(true);
  });

  it("an operator × product's hours pointed = the sum of its detail lines (01.77.1476), all of that operator and product", async () => {
    const rows = (await get(`/empresas/1/pcp/apontamento/operador/produto-acabado?${periodo()}`)).json().response as { id_operador: number; nome_operador: string; id_produto_acabado: number; qtd_hr_apontada: number; detalhes: unknown[] }[];
    for (const row of rows.slice(0, 6)) {
      const res = await get(`/empresas/1/pcp/apontamento/operador/${row.id_operador}/produto-acabado/${row.id_produto_acabado}/detalhes?${periodo()}`);
      expect(res.statusCode).toBe(200);
      const lines = res.json().response as { desc_operador: string; cancelado: string; qtd_seg_executado: number }[];
      expect(lines.every((l) => l.desc_operador === row.nome_operador)).toBe(true);
      expect(lines).toEqual(row.detalhes);
      expect(row.qtd_hr_apontada).toBeCloseTo(lines.filter((l) => l.cancelado === 'N').reduce((a, l) => a + l.qtd_seg_executado, 0) / 3600, 2);
    }
  });

  it('refuses a reversed period and a bad id with a pt-BR 400', async () => {
    const reversed = await get(`/empresas/1/pcp/apontamento/operador/1/produto-acabado/1/detalhes?${periodo('2026-11-21', '2026-11-01')}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].message).toBe('Data Inicio maior que data fim.');
    const bad = await get(`/empresas/1/pcp/apontamento/operador/x/produto-acabado/1/detalhes?${periodo()}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/^Parâmetro 'operatorId' inválido/);
  });
});
