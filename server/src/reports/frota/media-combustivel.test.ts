import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

/** Médias de Combustíveis (02.78.1418) and its drawer (02.78.1419), recomputed in JS from the sheets and fuel records. */
let t: TestApp;
let headers: { authorization: string };
type Ficha = { id: number; veiculo_id: number; motorista_id: number; placa: string; data: string; km: number; diesel: number; arla: number; esperada: number };
let fichas: Ficha[];
const inicio = `${TEST_TODAY.slice(0, 7)}-01`;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
  const raw = await t.db.all<{ id: number; veiculo_id: number; motorista_id: number; placa: string; data: string; km_inicial: number; km_final: number; esperada: number }>(`
    SELECT f.id, f.veiculo_id, f.motorista_id, v.placa, CAST(f.data_emissao AS VARCHAR) AS data, f.km_inicial, f.km_final, v.media_diesel_esperada AS esperada
      FROM fichas_acerto f JOIN veiculos v ON v.id = f.veiculo_id WHERE f.empresa_id = 2`);
  const ab = await t.db.all<{ ficha: number; combustivel: string; quantidade: number }>('SELECT ficha_acerto_id AS ficha, combustivel, quantidade FROM abastecimentos WHERE empresa_id = 2');
  const litros = (id: number, c: string) => ab.filter((a) => a.ficha === id && a.combustivel === c).reduce((s, a) => s + Number(a.quantidade), 0);
  fichas = raw.map((f) => ({ ...f, km: Number(f.km_final) - Number(f.km_inicial), diesel: litros(f.id, 'DIESEL'), arla: litros(f.id, 'ARLA'), esperada: Number(f.esperada) }))
    .filter((f) => f.data >= inicio && f.data <= TEST_TODAY);
});
afterAll(async () => t?.close());

const q = `dataInicio=${inicio.replaceAll('-', '/')}&dataFim=${TEST_TODAY.replaceAll('-', '/')}`;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/empresas/2/frota/combustiveis/${url}`, headers });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
type Grupo = { id_motorista: number; placa: string; media_diesel: number; media_arla: number; media_diesel_esperada: number; perc_media_diesel_alcancado: number; quantidade_km: number; litros_diesel: number };

describe('fuel averages (1418)', () => {
  it('by driver and plate: average = km / litres of the period, percent = average / expected', async () => {
    const rows = ((await get(`mediaMotoritas?${q}`)).json() as { response: Grupo[] }).response;
    expect(fichas.length).toBeGreaterThan(3);
    expect(rows.length).toBe(new Set(fichas.map((f) => `${f.motorista_id}/${f.placa}`)).size);
    for (const r of rows) {
      const own = fichas.filter((f) => f.motorista_id === r.id_motorista && f.placa === r.placa);
      const km = sum(own.map((f) => f.km));
      const diesel = sum(own.map((f) => f.diesel));
      expect(r.quantidade_km).toBeCloseTo(km, 1);
      expect(r.media_diesel).toBeCloseTo(km / diesel, 3);
      expect(r.perc_media_diesel_alcancado).toBeCloseTo((r.media_diesel * 100) / own[0]!.esperada, 1);
      const arla = sum(own.map((f) => f.arla));
      expect(r.media_arla).toBeCloseTo(arla === 0 ? 0 : km / arla, 3);
    }
  });

  it('by vehicle: every sheet of the plate; the drawer lists the same sheets and adds up to the row', async () => {
    const rows = ((await get(`mediaVeiculos?${q}`)).json() as { response: Grupo[] }).response;
    expect(rows.length).toBe(new Set(fichas.map((f) => f.placa)).size);
    const r = rows[0]!;
    const own = fichas.filter((f) => f.placa === r.placa);
    expect(r.media_diesel).toBeCloseTo(sum(own.map((f) => f.km)) / sum(own.map((f) => f.diesel)), 3);
    const detail = ((await get(`veiculo/${r.placa}/media?${q}`)).json() as { response: { quantidade_km: number; litros_diesel: number; media_diesel: number; km_inicial: number; km_final: number }[] }).response;
    expect(detail.length).toBe(own.length);
    expect(sum(detail.map((d) => d.quantidade_km))).toBeCloseTo(r.quantidade_km, 1);
    expect(sum(detail.map((d) => d.litros_diesel))).toBeCloseTo(r.litros_diesel, 3);
    for (const d of detail) expect(d.media_diesel).toBeCloseTo((d.km_final - d.km_inicial) / d.litros_diesel, 3);
  });

  it("a driver's drawer lists his sheets of the period", async () => {
    const m = fichas[0]!.motorista_id;
    const detail = ((await get(`motorita/${m}/media?${q}`)).json() as { response: { id_motorista: number }[] }).response;
    expect(detail.length).toBe(fichas.filter((f) => f.motorista_id === m).length);
    expect(new Set(detail.map((d) => d.id_motorista))).toEqual(new Set([m]));
  });

  it("start after end is 400 'Data Inicio maior que data fim.'; a missing date is a 400 too", async () => {
    const res = await get('mediaVeiculos?dataInicio=2026/11/21&dataFim=2026/11/01');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Data Inicio maior que data fim.');
    expect((await get('mediaMotoritas?dataInicio=2026/11/01')).statusCode).toBe(400);
  });
});
