import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// Recebimentos VS Pagamentos (02.74.1491) and its drawer (02.74.1492) against sums computed here in JS from the
// raw settlements (plain SQL rows, no grouping by the database): summary = sum of the cost-centre lists = sum of
// their details.
const TODAY = '2026-11-21';
const INICIO = '2026-10-01';
let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  headers = await t.auth('ana@mirante.demo'); // company 1 releases 1491
});
afterAll(async () => t?.close());

const get = async (url: string, h = headers) => {
  const res = await t.app.inject({ method: 'GET', url, headers: h });
  return { status: res.statusCode, body: res.json() };
};
const cents = (n: number) => Math.round(n * 100) / 100;
const base = '/api/empresas/1/financeiro/recebimentos-vs-pagamentos';
const periodo = `dataInicio=${INICIO}&dataFim=${TODAY}`;

interface Baixa { tipo: string; cc: number | null; valor: number; juros: number; desconto: number; dia: string }
async function baixas(empresa: number): Promise<Baixa[]> {
  const read = (tipo: string, baixa: string, titulo: string, fk: string) =>
    t.db.all<Baixa>(
      `SELECT '${tipo}' AS tipo, t.centro_custo_id AS cc, b.valor_pago::DOUBLE AS valor, b.valor_juros::DOUBLE AS juros,
              b.valor_desconto::DOUBLE AS desconto, strftime(b.data_pagamento, '%Y-%m-%d') AS dia
         FROM ${baixa} b JOIN ${titulo} t ON t.id = b.${fk} WHERE b.empresa_id = ${empresa}`,
    );
  const all = [...(await read('recebimento', 'baixas_receber', 'titulos_receber', 'titulo_receber_id')),
    ...(await read('pagamento', 'baixas_pagar', 'titulos_pagar', 'titulo_pagar_id'))];
  return all.filter((b) => b.dia >= INICIO && b.dia <= TODAY);
}
const sum = (rows: { valor: number }[], f: (r: Baixa) => boolean = () => true) =>
  cents((rows as Baixa[]).filter(f).reduce((s, r) => s + r.valor, 0));

interface Centro { centro_custo: number | null; custo_desc: string; porcentagem: number; valor: number; juros: number; desconto: number }

describe('GET …/financeiro/recebimentos-vs-pagamentos/resumo and /dados', () => {
  it('summary = independent sums = sum of each cost-centre list; total = recebimentos − pagamentos', async () => {
    const raw = await baixas(1);
    const resumo = await get(`${base}/resumo?${periodo}`);
    expect(resumo.status).toBe(200);
    const r = resumo.body.response.resumo;
    expect(r.recebimentos).toBeGreaterThan(0);
    expect(r.pagamentos).toBeGreaterThan(0);
    expect(r.recebimentos).toBe(sum(raw, (b) => b.tipo === 'recebimento'));
    expect(r.pagamentos).toBe(sum(raw, (b) => b.tipo === 'pagamento'));
    expect(r.total).toBe(cents(r.recebimentos - r.pagamentos));
    expect(resumo.body.response.grafico).toEqual([
      { descricao: 'Recebimentos', valor: r.recebimentos },
      { descricao: 'Pagamentos', valor: r.pagamentos },
      { descricao: 'Total', valor: r.total },
    ]);

    const dados = await get(`${base}/dados?${periodo}`);
    expect(dados.status).toBe(200);
    const lados = [
      ['recebimento', dados.body.response.recebidosPorCentroDeCusto as Centro[], r.recebimentos],
      ['pagamento', dados.body.response.pagamentosPorCentroDeCusto as Centro[], r.pagamentos],
    ] as const;
    for (const [tipo, lista, total] of lados) {
      expect(lista.length).toBeGreaterThan(2);
      expect(sum(lista)).toBe(total);
      // value descending, percentages of the side's total adding up to 100
      expect(lista.map((c) => c.valor)).toEqual([...lista.map((c) => c.valor)].sort((a, b) => b - a));
      expect(Math.abs(lista.reduce((s, c) => s + c.porcentagem, 0) - 100)).toBeLessThan(0.05 * lista.length);
      // titles without a cost centre: one row, NULL centre
      expect(lista.filter((c) => c.centro_custo === null).map((c) => c.custo_desc)).toEqual(['Sem centro de custo']);
      for (const c of lista) {
        const mine = (b: Baixa) => b.tipo === tipo && b.cc === c.centro_custo;
        expect(c.valor).toBe(sum(raw, mine));
        expect(c.juros).toBe(cents(raw.filter(mine).reduce((s, b) => s + b.juros, 0)));
        expect(c.desconto).toBe(cents(raw.filter(mine).reduce((s, b) => s + b.desconto, 0)));
        expect(c.porcentagem).toBeCloseTo((c.valor / total) * 100, 2);
      }
    }
  });

  it('each cost centre = sum of its details (02.74.1492), one row per settlement', async () => {
    const raw = await baixas(1);
    const dados = await get(`${base}/dados?${periodo}`);
    for (const [tipo, key] of [['recebimento', 'recebidosPorCentroDeCusto'], ['pagamento', 'pagamentosPorCentroDeCusto']] as const) {
      for (const c of (dados.body.response[key] as Centro[]).filter((x) => x.centro_custo !== null)) {
        const det = await get(`${base}/detalhes/${tipo}/${c.centro_custo}?${periodo}`);
        expect(det.status).toBe(200);
        const linhas = det.body.response.response as { valor: number; juros: number; desconto: number; cliente_fornecedor: string }[];
        expect(linhas.length).toBe(raw.filter((b) => b.tipo === tipo && b.cc === c.centro_custo).length);
        expect(sum(linhas)).toBe(c.valor);
        expect(cents(linhas.reduce((s, l) => s + l.juros, 0))).toBe(c.juros);
        expect(cents(linhas.reduce((s, l) => s + l.desconto, 0))).toBe(c.desconto);
        for (const l of linhas) expect(l.cliente_fornecedor).toBeTruthy();
      }
    }
  });

  it('a period without settlements: resumo null (cards show Sem dados), empty lists', async () => {
    const resumo = await get(`${base}/resumo?dataInicio=2001-01-01&dataFim=2001-01-31`);
    expect(resumo.body.response).toEqual({ resumo: null, grafico: [] });
    const dados = await get(`${base}/dados?dataInicio=2001-01-01&dataFim=2001-01-31`);
    expect(dados.body.response).toEqual({ recebidosPorCentroDeCusto: [], pagamentosPorCentroDeCusto: [] });
  });

  it('refuses bad input in pt-BR and a user without 1491', async () => {
    const inverted = await get(`${base}/resumo?dataInicio=2026-11-21&dataFim=2026-11-01`);
    expect(inverted.status).toBe(400);
    expect(JSON.stringify(inverted.body)).toContain('Data Inicio maior que data fim.');
    const bad = await get(`${base}/dados?dataInicio=2026-02-30&dataFim=2026-11-01`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/dataInicio/);
    const tipo = await get(`${base}/detalhes/outro/1?${periodo}`);
    expect(tipo.status).toBe(400);
    expect(JSON.stringify(tipo.body)).toMatch(/tipo/);
    const carla = await t.auth('carla@mirante.demo'); // company 1 without 1491
    expect((await get(`${base}/resumo?${periodo}`, carla)).status).toBe(403);
  });
});
