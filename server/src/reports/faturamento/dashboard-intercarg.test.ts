import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// Dashboard Faturamento module 2 (02.76.1405) and the branch drawer (02.76.1482) against sums computed here in JS
// from the raw CT-es, orders, vehicles and goals (plain SQL rows), for a running and a closed month.
const TODAY = '2026-11-21';
let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  headers = await t.auth('diego@mirante.demo'); // company 2 (module 2) has 1405
});
afterAll(async () => t?.close());

const get = async (url: string, h = headers) => {
  const res = await t.app.inject({ method: 'GET', url, headers: h });
  return { status: res.statusCode, body: res.json() };
};
const cents = (n: number) => Math.round(n * 100) / 100;
const pct = (a: number, b: number) => (a === 0 || b === 0 ? 0 : cents((a * 100) / b));
const base = '/api/empresas/2/intercarg/faturamento';

interface Cte { filial: number; dia: string; valor: number; peso: number; proprio: string; frete: number; terceiro: number }
const ctes = () =>
  t.db.all<Cte>(
    `SELECT c.filial_id AS filial, strftime(c.data_emissao, '%Y-%m-%d') AS dia, c.valor_total::DOUBLE AS valor, c.peso_bruto::DOUBLE AS peso,
            v.proprio, o.valor_frete::DOUBLE AS frete, o.valor_frete_terceiro::DOUBLE AS terceiro
       FROM ctes c JOIN ordens_carregamento o ON o.id = c.ordem_carregamento_id JOIN veiculos v ON v.id = o.veiculo_id
      WHERE c.empresa_id = 2`,
  );
interface Meta { filial: number | null; vendedor: number | null; ano: number; mes: number; valor: number }
const metas = () => t.db.all<Meta>(`SELECT filial_id AS filial, vendedor_id AS vendedor, ano, mes, valor_meta::DOUBLE AS valor FROM metas_mensais WHERE empresa_id = 2`);
interface MetaDia { filial: number | null; vendedor: number | null; dia: string; valor: number }
const metasDia = () =>
  t.db.all<MetaDia>(`SELECT filial_id AS filial, vendedor_id AS vendedor, strftime(data, '%Y-%m-%d') AS dia, valor_meta::DOUBLE AS valor FROM metas_diarias WHERE empresa_id = 2`);

for (const [label, periodo, ano, mes, fimDiario] of [
  ['running month', '2026-11-01', 2026, 11, TODAY],
  ['closed month', '2026-08-01', 2026, 8, '2026-08-31'],
] as const) {
  describe(`GET …/intercarg/faturamento/dashboard (${label})`, () => {
    it('totals, branches, fleet vs third parties = independent sums; branch percents add up to 100', async () => {
      const { status, body } = await get(`${base}/dashboard?dataPeriodo=${periodo}`);
      expect(status).toBe(200);
      const r = body.response;
      const prefix = periodo.slice(0, 7);
      const mine = (await ctes()).filter((c) => c.dia.startsWith(prefix));
      const goals = (await metas()).filter((m) => m.ano === ano && m.mes === mes && m.vendedor === null);
      const fat = cents(mine.reduce((s, c) => s + c.valor, 0));
      const ton = mine.reduce((s, c) => s + c.peso, 0) / 1000;
      const meta = cents(goals.filter((m) => m.filial === null).reduce((s, m) => s + m.valor, 0));
      expect(fat).toBeGreaterThan(0);
      expect(r.totaisMes.faturamento).toBe(fat);
      expect(r.totaisMes.peso_bruto).toBeCloseTo(ton, 3);
      expect(r.totaisMes.meta).toBe(meta);
      expect(r.totaisMes.porcentagem_realizada_meta).toBe(pct(fat, meta));
      expect(r.totaisMes.valor_medio_ton).toBeCloseTo(fat / ton, 1);

      const filiais = r.dadosFaturamentoMes as Record<string, number>[];
      expect(filiais.length).toBeGreaterThan(1);
      expect(cents(filiais.reduce((s, f) => s + f.valor_faturamento, 0))).toBe(fat);
      expect(Math.abs(filiais.reduce((s, f) => s + f.perc_faturamento, 0) - 100)).toBeLessThan(0.01 * filiais.length);
      for (const f of filiais) {
        const v = cents(mine.filter((c) => c.filial === f.id_empresa).reduce((s, c) => s + c.valor, 0));
        const m = cents(goals.filter((g) => g.filial === f.id_empresa).reduce((s, g) => s + g.valor, 0));
        expect(f.valor_faturamento).toBe(v);
        expect(f.meta).toBe(m);
        expect(f.perc_meta_concluido).toBe(pct(v, m));
        expect(f.perc_faturamento).toBeCloseTo((v / fat) * 100, 2);
      }
      // value descending (the table's default sort too)
      expect(filiais.map((f) => f.valor_faturamento)).toEqual([...filiais.map((f) => f.valor_faturamento)].sort((a, b) => b - a));

      const frota = cents(mine.filter((c) => c.proprio === 'S').reduce((s, c) => s + c.valor, 0));
      const terc = mine.filter((c) => c.proprio === 'N');
      const tercValor = cents(terc.reduce((s, c) => s + c.valor, 0));
      const custo = terc.reduce((s, c) => s + (c.frete === 0 ? 0 : (c.valor * c.terceiro) / c.frete), 0);
      expect(r.faturamentoFrota).toEqual({ valor_faturamento: frota, perc_faturamento: pct(frota, fat) });
      expect(r.faturamentoTerceiros.valor_faturamento).toBe(tercValor);
      expect(r.faturamentoTerceiros.perc_faturamento).toBeCloseTo(pct(tercValor, fat), 2);
      expect(r.faturamentoTerceiros.perc_lucro_bruto_terceiro).toBeCloseTo(tercValor ? ((tercValor - custo) / tercValor) * 100 : 0, 1);
      expect(cents(frota + tercValor)).toBe(fat);

      // daily: every day up to the business date, the sum = the month; 24 months ending with this one
      const dias = r.faturamentoDiario as { dt: string; valor_fat_dia: number; vlr_meta_diaria: number; vlr_acumulado: number }[];
      expect(dias[0].dt).toBe(periodo);
      expect(dias.at(-1)!.dt).toBe(fimDiario);
      expect(dias.at(-1)!.vlr_acumulado).toBe(fat);
      const dailyGoals = (await metasDia()).filter((m) => m.filial === null && m.vendedor === null);
      for (const d of dias) {
        expect(d.valor_fat_dia).toBe(cents(mine.filter((c) => c.dia === d.dt).reduce((s, c) => s + c.valor, 0)));
        expect(d.vlr_meta_diaria).toBe(cents(dailyGoals.filter((m) => m.dia === d.dt).reduce((s, m) => s + m.valor, 0)));
      }
      const meses = r.faturamentoUltimos24Meses as { periodo: string; valor: number }[];
      expect(meses).toHaveLength(24);
      expect(meses.at(-1)).toMatchObject({ periodo: prefix, valor: fat });
    });

    it("each branch's drawer (02.76.1482) adds up to its row; it fetches at `results`", async () => {
      const { body } = await get(`${base}/dashboard?dataPeriodo=${periodo}`);
      const goals = (await metasDia()).filter((m) => m.vendedor === null);
      for (const f of body.response.dadosFaturamentoMes as { id_empresa: number; valor_faturamento: number }[]) {
        const det = await get(`${base}/dashboard/faturamento-diario-empresa/${f.id_empresa}?dataPeriodo=${periodo}`);
        expect(det.status).toBe(200);
        const dias = det.body.results as { dt: string; vlr_meta_diaria: number; vlr_acumulado: number; perc_meta_acumulada: number; vlr_meta_acumulado: number }[];
        expect(dias.at(-1)!.dt).toBe(fimDiario);
        expect(dias.at(-1)!.vlr_acumulado).toBe(f.valor_faturamento);
        const metaAcum = cents(goals.filter((m) => m.filial === f.id_empresa && m.dia >= periodo && m.dia <= fimDiario).reduce((s, m) => s + m.valor, 0));
        expect(dias.at(-1)!.vlr_meta_acumulado).toBe(metaAcum);
        expect(dias.at(-1)!.perc_meta_acumulada).toBe(pct(f.valor_faturamento, metaAcum));
      }
    });
  });
}

describe('module-2 dashboard: edges', () => {
  it('a month before the history answers zeros and empty lists', async () => {
    const { body } = await get(`${base}/dashboard?dataPeriodo=2015-01-01`);
    expect(body.response.totaisMes).toEqual({ faturamento: 0, peso_bruto: 0, meta: 0, porcentagem_realizada_meta: 0, valor_medio_ton: 0 });
    expect(body.response.dadosFaturamentoMes).toEqual([]);
    expect(body.response.faturamentoFrota).toEqual({ valor_faturamento: 0, perc_faturamento: 0 });
    expect(body.response.faturamentoUltimos24Meses.every((m: { valor: number }) => m.valor === 0)).toBe(true);
  });

  it('first posting year; bad dataPeriodo 400 pt-BR; module-1 user refused', async () => {
    const ano = await get(`${base}/ano_primeiro_lancamento`);
    const first = await t.db.all<{ ano: number }>(`SELECT min(year(data_emissao))::INTEGER AS ano FROM ctes WHERE empresa_id = 2`);
    expect(ano.body).toEqual({ response: { ano: first[0].ano } });
    const bad = await get(`${base}/dashboard?dataPeriodo=2026-13-01`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/dataPeriodo/);
    const missing = await get(`${base}/dashboard`);
    expect(missing.status).toBe(400);
    const ana = await t.auth('ana@mirante.demo');
    expect((await get('/api/empresas/1/intercarg/faturamento/dashboard?dataPeriodo=2026-11-01', ana)).status).toBe(403);
  });
});
