import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

/** Dashboard Frota (02.78.1416): cards, plates, drivers and managers recomputed in JS from the raw orders and CT-es. */
let t: TestApp;
let headers: { authorization: string };
type Ordem = { id: number; nro_ordem: number; veiculo_id: number; motorista_id: number; peso_bruto: number; valor_frete: number; capacidade_carga: number; placa: string; gestor_id: number | null; data: string; tipo_ordem: string; situacao: string };
let ordens: Ordem[];
let ctes: { ordem: number; tipo: string; valor: number }[];
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
  ordens = (await t.db.all<Ordem>(`SELECT o.id, o.nro_ordem, o.veiculo_id, o.motorista_id, o.peso_bruto, o.valor_frete, v.capacidade_carga, v.placa, v.gestor_id,
      CAST(o.data_emissao AS VARCHAR) AS data, o.tipo_ordem, o.situacao
    FROM ordens_carregamento o JOIN veiculos v ON v.id = o.veiculo_id WHERE o.empresa_id = 2`)).map((o) => ({ ...o, peso_bruto: Number(o.peso_bruto), valor_frete: Number(o.valor_frete), capacidade_carga: Number(o.capacidade_carga) }));
  ctes = (await t.db.all<{ ordem: number; tipo: string; valor: number }>(`SELECT ordem_carregamento_id AS ordem, tipo_cte AS tipo, valor_total AS valor FROM ctes WHERE empresa_id = 2`)).map((c) => ({ ...c, valor: Number(c.valor) }));
});
afterAll(async () => t?.close());

const month = TEST_TODAY.slice(0, 7); // 2026-11
const fretes = () => ordens.filter((o) => o.tipo_ordem === 'N' && o.situacao !== 'Cancelada' && o.data.slice(0, 7) === month);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a * 100 / b) * 100) / 100);
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/empresas/2/${url}`, headers });

describe('GET /empresas/{id}/frota/dashboard', () => {
  it('cards = sums of the month\'s freights; percent capacity = weight / capacity', async () => {
    const res = await get(`frota/dashboard?periodo=${month}-01`);
    expect(res.statusCode).toBe(200);
    const r = (res.json() as { response: Record<string, number> & { fretes_por_placa: Record<string, number | string>[]; fretes_por_motorista: Record<string, number | string>[] } }).response;
    const f = fretes();
    expect(f.length).toBeGreaterThan(3);
    expect(r.valor_faturamento).toBeCloseTo(sum(f.map((o) => o.valor_frete)), 2);
    expect(r.peso_bruto).toBeCloseTo(sum(f.map((o) => o.peso_bruto)), 3);
    expect(r.capacidade_carga).toBeCloseTo(sum(f.map((o) => o.capacidade_carga)), 3);
    expect(r.perc_ocupacao).toBeCloseTo(pct(r.peso_bruto, r.capacidade_carga), 2);
    // the freight is the sum of its CT-es
    expect(r.valor_faturamento).toBeCloseTo(sum(ctes.filter((c) => f.some((o) => o.id === c.ordem)).map((c) => c.valor)), 2);
    // by plate and by driver: the same totals, shares adding to 100
    for (const list of [r.fretes_por_placa, r.fretes_por_motorista]) {
      expect(sum(list.map((x) => Number(x.valor_faturamento)))).toBeCloseTo(r.valor_faturamento, 2);
      expect(sum(list.map((x) => Number(x.peso_bruto)))).toBeCloseTo(r.peso_bruto, 3);
      expect(sum(list.map((x) => Number(x.perc_faturamento)))).toBeCloseTo(100, 0);
    }
    const placa = r.fretes_por_placa[0]!;
    const own = f.filter((o) => o.placa === placa.placa);
    expect(placa.valor_faturamento).toBeCloseTo(sum(own.map((o) => o.valor_frete)), 2);
    expect(placa.perc_ocupacao).toBeCloseTo(pct(sum(own.map((o) => o.peso_bruto)), sum(own.map((o) => o.capacidade_carga))), 2);
  });

  it('a month without freights answers zeros and empty lists; a bad date is a 400 in pt-BR', async () => {
    expect((await get('frota/dashboard?periodo=2015-01-01')).json()).toEqual({
      response: { valor_faturamento: 0, peso_bruto: 0, capacidade_carga: 0, perc_ocupacao: 0, fretes_por_placa: [], fretes_por_motorista: [] },
    });
    const bad = await get('frota/dashboard?periodo=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/periodo/);
  });
});

describe('GET /empresas/{id}/intercarg/faturamento/mediaGestores', () => {
  it("managers' totals and their orders add up to the dashboard's billing; re-deliveries apart", async () => {
    const rows = ((await get(`intercarg/faturamento/mediaGestores?periodo=${month}-01`)).json() as { response: { descricao_gestor: string; valor_faturamento: number; valor_reentrega: number; valor_total_geral: number; detalhes: { nro_ordem: number; valor_faturamento: number; valor_reentrega: number; valor_total_geral: number }[] }[] }).response;
    const f = fretes();
    expect(rows.length).toBeGreaterThan(1);
    expect(sum(rows.map((r) => r.valor_total_geral))).toBeCloseTo(sum(f.map((o) => o.valor_frete)), 2);
    for (const r of rows) {
      expect(r.valor_total_geral).toBeCloseTo(r.valor_faturamento + r.valor_reentrega, 2);
      expect(sum(r.detalhes.map((d) => d.valor_total_geral))).toBeCloseTo(r.valor_total_geral, 2);
      for (const d of r.detalhes) {
        const o = f.find((x) => x.nro_ordem === d.nro_ordem)!;
        expect(d.valor_faturamento).toBeCloseTo(sum(ctes.filter((c) => c.ordem === o.id && c.tipo === 'N').map((c) => c.valor)), 2);
        expect(d.valor_reentrega).toBeCloseTo(sum(ctes.filter((c) => c.ordem === o.id && c.tipo === 'R').map((c) => c.valor)), 2);
      }
    }
    expect(sum(rows.map((r) => r.detalhes.length))).toBe(f.length);
  });
});

describe('GET /empresas/{id}/frota/anoPrimeiroFrete', () => {
  it('is the year of the first order', async () => {
    const first = ordens.map((o) => o.data).sort()[0]!;
    expect((await get('frota/anoPrimeiroFrete')).json()).toEqual({ response: { ano: Number(first.slice(0, 4)) } });
  });
});
