import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

/** Km Rodados (02.78.1521) and its drawer (02.78.1522), recomputed in JS from the loading orders. */
let t: TestApp;
let headers: { authorization: string };
type Ordem = { nro_ordem: number; placa: string; tipo_ordem: string; km: number };
let ordens: Ordem[];
const inicio = `${TEST_TODAY.slice(0, 7)}-01`;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
  const raw = await t.db.all<{ nro_ordem: number; placa: string; tipo_ordem: string; km: number; data: string; situacao: string }>(`
    SELECT o.nro_ordem, v.placa, o.tipo_ordem, o.km_operacao AS km, CAST(CAST(o.data_emissao AS DATE) AS VARCHAR) AS data, o.situacao
      FROM ordens_carregamento o JOIN veiculos v ON v.id = o.veiculo_id WHERE o.empresa_id = 2`);
  ordens = raw
    .filter((o) => o.data >= inicio && o.data <= TEST_TODAY && o.situacao !== 'Cancelada')
    .map((o) => ({ nro_ordem: o.nro_ordem, placa: o.placa, tipo_ordem: o.tipo_ordem, km: Number(o.km) }));
});
afterAll(async () => t?.close());

const q = `dataInicio=${inicio.replaceAll('-', '/')}&dataFim=${TEST_TODAY.replaceAll('-', '/')}`;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/empresas/2/frota/km-rodado/${url}`, headers });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
type Tipo = { tipo: string; qtdade_km: number; percentual: number; total_km_rodado: number };
type Placa = { placa: string; km_rodado_carregado: number; km_rodado_vazio: number; perc_carregado: number; perc_vazio: number; total_km_rodado: number };
type OrdemPlaca = { Nro_ordem: number; tipo_ordem: string; km_operacao: number };

describe('km driven (1521, 1522)', () => {
  it('cards = the orders of the period by type = sum of the table = sum of the drawers', async () => {
    const carga = sum(ordens.filter((o) => o.tipo_ordem === 'N').map((o) => o.km));
    const vazio = sum(ordens.filter((o) => o.tipo_ordem === 'V').map((o) => o.km));
    expect(carga).toBeGreaterThan(0);
    expect(vazio).toBeGreaterThan(0);

    const tipos = ((await get(`total-geral?${q}`)).json() as { response: Tipo[] }).response;
    expect(tipos.map((r) => r.tipo)).toEqual(['Com carga', 'Desloc. Vazio']);
    expect(tipos[0]!.qtdade_km).toBeCloseTo(carga, 1);
    expect(tipos[1]!.qtdade_km).toBeCloseTo(vazio, 1);
    expect(tipos[0]!.total_km_rodado).toBeCloseTo(carga + vazio, 1);
    expect(tipos[0]!.percentual).toBeCloseTo((carga * 100) / (carga + vazio), 2);
    expect(tipos[0]!.percentual + tipos[1]!.percentual).toBeCloseTo(100, 1);

    const placas = ((await get(`total-por-placa?${q}`)).json() as { response: Placa[] }).response;
    expect(placas.length).toBe(new Set(ordens.map((o) => o.placa)).size);
    expect(sum(placas.map((p) => p.km_rodado_carregado))).toBeCloseTo(carga, 1);
    expect(sum(placas.map((p) => p.km_rodado_vazio))).toBeCloseTo(vazio, 1);
    expect(sum(placas.map((p) => p.total_km_rodado))).toBeCloseTo(carga + vazio, 1);

    let drawers = 0;
    for (const p of placas) {
      const own = ordens.filter((o) => o.placa === p.placa);
      expect(p.total_km_rodado).toBeCloseTo(sum(own.map((o) => o.km)), 1);
      expect(p.perc_carregado).toBeCloseTo((p.km_rodado_carregado * 100) / p.total_km_rodado, 2);
      const detail = ((await get(`${p.placa}/ordem-por-placa?${q}`)).json() as { response: OrdemPlaca[] }).response;
      expect(detail.map((d) => d.Nro_ordem).sort()).toEqual(own.map((o) => o.nro_ordem).sort());
      expect(sum(detail.filter((d) => d.tipo_ordem === 'Com carga').map((d) => d.km_operacao))).toBeCloseTo(p.km_rodado_carregado, 1);
      drawers += sum(detail.map((d) => d.km_operacao));
    }
    expect(drawers).toBeCloseTo(carga + vazio, 1);
  });

  it('a period without orders: zero cards, empty table and drawer', async () => {
    const old = 'dataInicio=2001/01/01&dataFim=2001/01/31';
    const tipos = ((await get(`total-geral?${old}`)).json() as { response: Tipo[] }).response;
    expect(tipos.map((r) => [r.qtdade_km, r.percentual, r.total_km_rodado])).toEqual([[0, 0, 0], [0, 0, 0]]);
    expect(((await get(`total-por-placa?${old}`)).json() as { response: unknown[] }).response).toEqual([]);
    expect(((await get(`${ordens[0]!.placa}/ordem-por-placa?${old}`)).json() as { response: unknown[] }).response).toEqual([]);
  });

  it("start after end is 400 'Data Inicio maior que data fim.'; missing date and bad plate are 400s", async () => {
    const res = await get('total-geral?dataInicio=2026/11/21&dataFim=2026/11/01');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Data Inicio maior que data fim.');
    expect((await get('total-por-placa?dataInicio=2026/11/01')).statusCode).toBe(400);
    expect((await get(`placa-ruim/ordem-por-placa?${q}`)).statusCode).toBe(400);
  });
});
