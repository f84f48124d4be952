import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

/** Preço de combustíveis (02.78.1519): both panels recomputed in JS from the raw diesel fuel records. */
let t: TestApp;
let headers: { authorization: string };
type Ab = { data: string; posto: number; quantidade: number; valor: number };
let diesel: Ab[];
const inicio = `${TEST_TODAY.slice(0, 7)}-01`;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
  const raw = await t.db.all<{ data: string; posto: number; quantidade: number; valor: number }>(`
    SELECT CAST(data_emissao AS VARCHAR) AS data, fornecedor_id AS posto, quantidade, valor
      FROM abastecimentos WHERE empresa_id = 2 AND combustivel = 'DIESEL'`);
  diesel = raw.map((a) => ({ ...a, quantidade: Number(a.quantidade), valor: Number(a.valor) })).filter((a) => a.data >= inicio && a.data <= TEST_TODAY);
});
afterAll(async () => t?.close());

const q = `dataInicio=${inicio.replaceAll('-', '/')}&dataFim=${TEST_TODAY.replaceAll('-', '/')}`;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/empresas/2/frota/combustiveis/${url}`, headers });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('fuel prices (1519)', () => {
  it('price by state and city: one row per day and station; unit price = amount / litres', async () => {
    const res = await get(`media-valores?${q}`);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { response: { data_emissao: string; codigo_fornecedor: number; estado: string; cidade: string; qtdade: number; vlr_unitario: number; valor: number }[] }).response;
    expect(diesel.length).toBeGreaterThan(3);
    expect(rows.length).toBe(new Set(diesel.map((a) => `${a.data}/${a.posto}`)).size);
    for (const r of rows) {
      const own = diesel.filter((a) => a.data === r.data_emissao.slice(0, 10) && a.posto === r.codigo_fornecedor);
      expect(own.length).toBeGreaterThan(0);
      expect(r.qtdade).toBeCloseTo(sum(own.map((a) => a.quantidade)), 3);
      expect(r.valor).toBeCloseTo(sum(own.map((a) => a.valor)), 2);
      expect(r.vlr_unitario).toBeCloseTo(r.valor / r.qtdade, 3);
      expect(r.estado).toMatch(/^[A-Z]{2}$/);
    }
    // sorted by state first (UFs are plain ASCII, so any collation agrees)
    const ufs = rows.map((r) => r.estado);
    expect(ufs).toEqual([...ufs].sort());
  });

  it('litres by station: totals and shares add up to the period', async () => {
    const rows = ((await get(`media-litros?${q}`)).json() as { response: { codigo_fornecedor: number; qtdade: number; perc_qtdade: number; vlr_total: number; perc_valor: number; soma_qtdade: number; soma_valor: number }[] }).response;
    expect(rows.length).toBe(new Set(diesel.map((a) => a.posto)).size);
    const litros = sum(diesel.map((a) => a.quantidade));
    const valor = sum(diesel.map((a) => a.valor));
    for (const r of rows) {
      const own = diesel.filter((a) => a.posto === r.codigo_fornecedor);
      expect(r.qtdade).toBeCloseTo(sum(own.map((a) => a.quantidade)), 3);
      expect(r.vlr_total).toBeCloseTo(sum(own.map((a) => a.valor)), 2);
      expect(r.perc_qtdade).toBeCloseTo((r.qtdade * 100) / litros, 2);
      expect(r.perc_valor).toBeCloseTo((r.vlr_total * 100) / valor, 2);
      expect(r.soma_qtdade).toBeCloseTo(litros, 3);
      expect(r.soma_valor).toBeCloseTo(valor, 2);
    }
    expect(sum(rows.map((r) => r.perc_qtdade))).toBeCloseTo(100, 0);
  });

  it('a period before the demo history answers an empty list', async () => {
    const rows = ((await get('media-litros?dataInicio=2020/01/01&dataFim=2020/01/31')).json() as { response: unknown[] }).response;
    expect(rows).toEqual([]);
  });

  it("start after end is 400 'Data Inicio maior que data fim.'; a missing date is a 400 too", async () => {
    const res = await get('media-valores?dataInicio=2026/11/21&dataFim=2026/11/01');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Data Inicio maior que data fim.');
    const missing = await get('media-litros?dataInicio=2026/11/01');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toMatch(/obrigat/i);
  });
});
