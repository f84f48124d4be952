import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

/**
 * Dashboard Faturamento (01.76.1327): every number recomputed in JavaScript from the raw invoices and goals of
 * the seeded database (no SQL aggregation on this side), for the running month and a closed one.
 */
let t: TestApp;
let headers: { authorization: string };
type Nota = { vendedor_id: number; cliente_id: number; data_emissao: string; situacao: string; valor_total: number; valor_devolvido: number };
type Meta = { filial_id: number | null; vendedor_id: number | null; ano: number; mes: number; valor_meta: number };
type MetaDia = { data: string; valor_meta: number };
let notas: Nota[];
let metas: Meta[];
let metasDia: MetaDia[];
let vendedores: Map<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('ana@mirante.demo');
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
  notas = (await t.db.all<Nota>('SELECT vendedor_id, cliente_id, data_emissao, situacao, valor_total, valor_devolvido FROM notas_saida WHERE empresa_id = 1'))
    .map((n) => ({ ...n, data_emissao: iso(n.data_emissao), valor_total: Number(n.valor_total), valor_devolvido: Number(n.valor_devolvido) }));
  metas = (await t.db.all<Meta>('SELECT filial_id, vendedor_id, ano, mes, valor_meta FROM metas_mensais WHERE empresa_id = 1'))
    .map((m) => ({ ...m, ano: Number(m.ano), mes: Number(m.mes), valor_meta: Number(m.valor_meta) }));
  metasDia = (await t.db.all<MetaDia>('SELECT data, valor_meta FROM metas_diarias WHERE empresa_id = 1 AND filial_id IS NULL AND vendedor_id IS NULL'))
    .map((m) => ({ data: iso(m.data), valor_meta: Number(m.valor_meta) }));
  vendedores = new Map((await t.db.all<{ id: number; nome: string }>('SELECT id, nome FROM vendedores')).map((v) => [Number(v.id), v.nome]));
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const r2 = (v: number) => Math.round(v * 100) / 100;
const perc = (a: number, b: number) => (a === 0 || b === 0 ? 0 : r2((a / b) * 100));
const net = (n: Nota) => n.valor_total - n.valor_devolvido;
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

function expected(ano: number, mes: number) {
  const prefix = `${ano}-${String(mes).padStart(2, '0')}`;
  const doMes = notas.filter((n) => n.situacao === 'A' && n.data_emissao.startsWith(prefix));
  const liquido = sum(doMes.map(net));
  const clientes = new Set(doMes.map((n) => n.cliente_id)).size;
  const meta = sum(metas.filter((m) => m.ano === ano && m.mes === mes && m.filial_id === null && m.vendedor_id === null).map((m) => m.valor_meta));
  return { doMes, liquido, clientes, meta, prefix };
}

describe('GET /api/empresas/:empresaId/faturamento/dashboard', () => {
  it('cards, sellers, daily list and 24 months equal sums over the invoices and goals (running month)', async () => {
    const { status, body } = await get('/api/empresas/1/faturamento/dashboard?dataPeriodo=2026-11-01');
    expect(status).toBe(200);
    const d = body.response;
    const e = expected(2026, 11);
    expect(e.doMes.length).toBeGreaterThan(0);
    expect(d.valorLiquido).toBeCloseTo(e.liquido, 2);
    expect(d.quantidadeVandas).toBe(e.doMes.length);
    expect(d.tiquetiMedio).toBeCloseTo(e.liquido / e.doMes.length, 2);
    expect(d.quantidadeClientes).toBe(e.clientes);
    expect(d.valorTiqueteMedioCliente).toBeCloseTo(e.liquido / e.clientes, 2);
    expect(d.valorMeta).toBeCloseTo(e.meta, 2);
    expect(d.percMeta).toBeCloseTo(perc(e.liquido, e.meta), 2);

    // sellers: each with a goal or sales, percent descending; some over 100 %, some under (the demo's point)
    const ids = new Set([...e.doMes.map((n) => n.vendedor_id), ...metas.filter((m) => m.ano === 2026 && m.mes === 11 && m.vendedor_id !== null).map((m) => m.vendedor_id!)]);
    expect(d.metasRepresentantes).toHaveLength(ids.size);
    for (const row of d.metasRepresentantes) {
      const v = sum(e.doMes.filter((n) => n.vendedor_id === row.id_vendedor).map(net));
      const m = sum(metas.filter((x) => x.ano === 2026 && x.mes === 11 && x.vendedor_id === row.id_vendedor).map((x) => x.valor_meta));
      expect(row.nome_vendedor).toBe(vendedores.get(row.id_vendedor));
      expect(row.valor_total_liquido).toBeCloseTo(v, 2);
      expect(row.valor_meta).toBeCloseTo(m, 2);
      expect(row.perc_meta).toBeCloseTo(perc(v, m), 2);
    }
    const percs = d.metasRepresentantes.map((r: { perc_meta: number }) => r.perc_meta);
    expect(percs).toEqual([...percs].sort((a, b) => b - a));
    expect(percs.some((p: number) => p >= 100)).toBe(true);
    expect(percs.some((p: number) => p < 100)).toBe(true);

    // daily: every day from the 1st to the business date, running totals
    expect(d.faturamentoDiario.map((r: { data_emissao: string }) => r.data_emissao)).toEqual(
      Array.from({ length: Number(TEST_TODAY.slice(8)) }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    let acV = 0;
    let acM = 0;
    for (const row of d.faturamentoDiario) {
      const v = sum(e.doMes.filter((n) => n.data_emissao === row.data_emissao).map(net));
      const m = sum(metasDia.filter((x) => x.data === row.data_emissao).map((x) => x.valor_meta));
      acV += v;
      acM += m;
      expect(row.vlr_vendas_dia).toBeCloseTo(v, 2);
      expect(row.vlr_meta_dia).toBeCloseTo(m, 2);
      expect(row.perc_meta_dia_atingido).toBeCloseTo(perc(v, m), 2);
      expect(row.vlr_venda_acumulado).toBeCloseTo(acV, 2);
      expect(row.vlr_meta_acumulada).toBeCloseTo(acM, 2);
      expect(row.perc_meta_acumulada_atingido).toBeCloseTo(perc(acV, acM), 2);
    }
    const weekday = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];
    for (const row of d.faturamentoDiario) expect(row.dia_semana).toBe(weekday[new Date(`${row.data_emissao}T12:00:00Z`).getUTCDay()]);
    expect(acV).toBeCloseTo(e.liquido, 2);

    // 24 months: dez/2024 … nov/2026, each the month's net sales
    expect(d.faturamentoUltimos24Meses).toHaveLength(24);
    expect(d.faturamentoUltimos24Meses[0]).toMatchObject({ periodo: '2024-12', mes: 12, ano: 2024 });
    expect(d.faturamentoUltimos24Meses[23]).toMatchObject({ periodo: '2026-11', mes: 11, ano: 2026 });
    for (const row of d.faturamentoUltimos24Meses) expect(row.valor).toBeCloseTo(expected(row.ano, row.mes).liquido, 2);
  });

  it('a closed month lists all its days; any day of the month stands for the month', async () => {
    const a = await get('/api/empresas/1/faturamento/dashboard?dataPeriodo=2026-02-01');
    const b = await get('/api/empresas/1/faturamento/dashboard?dataPeriodo=2026/02/17');
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.response.faturamentoDiario).toHaveLength(28);
    expect(a.body.response.valorLiquido).toBeCloseTo(expected(2026, 2).liquido, 2);
  });

  it('a month without sales nor goals answers zeros and 0 % (either side 0)', async () => {
    const { status, body } = await get('/api/empresas/1/faturamento/dashboard?dataPeriodo=2015-01-01');
    expect(status).toBe(200);
    expect(body.response).toMatchObject({ valorMeta: 0, quantidadeVandas: 0, tiquetiMedio: 0, valorLiquido: 0, quantidadeClientes: 0, valorTiqueteMedioCliente: 0, percMeta: 0, metasRepresentantes: [] });
    expect(body.response.faturamentoDiario.every((r: { perc_meta_dia_atingido: number }) => r.perc_meta_dia_atingido === 0)).toBe(true);
    expect(body.response.faturamentoUltimos24Meses.every((r: { valor: number }) => r.valor === 0)).toBe(true);
  });

  it('bad or missing dataPeriodo → 400 in pt-BR', async () => {
    for (const q of ['dataPeriodo=2026-13-01', 'dataPeriodo=novembro', 'dataPeriodo=2026-02-30', '']) {
      const { status, body } = await get(`/api/empresas/1/faturamento/dashboard?${q}`);
      expect(status, q).toBe(400);
      expect(body.errors[0].message, q).toMatch(/Parâmetro 'dataPeriodo'/);
    }
  });

  it('first-sale year: the year of the oldest authorised invoice', async () => {
    const { status, body } = await get('/api/empresas/1/faturamento/ano-primeira-venda');
    expect(status).toBe(200);
    const first = Math.min(...notas.filter((n) => n.situacao === 'A').map((n) => Number(n.data_emissao.slice(0, 4))));
    expect(body).toEqual({ response: { ano: first } });
  });
});
