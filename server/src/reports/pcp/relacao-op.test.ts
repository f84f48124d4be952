import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

// Ficha x Requisitado (01.77.1331) and its modals over the seeded company 1, recomputed from sheets and requisitions.
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('ana@mirante.demo');
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/empresas/1${url}`, headers });
  return { status: res.statusCode, body: res.json() };
};
type Materia = { codigo_mat_prima: number; desc_mat_prima: string; qt_ficha_tecnica: number; qt_requisitada: number; percentual: number };
type Op = { numero_ordem_producao: number; desc_prod_acabado: string; usou_quantidade_prevista: string; materias_primas: Materia[] };
const periodo = `dataInicial=2026/01/01&dataFinal=${TEST_TODAY.replaceAll('-', '/')}`;

describe('GET /api/empresas/:empresaId/relacaoop', () => {
  it('sheet × OP quantity against the requisitions, percentual and usou_quantidade_prevista consistent', async () => {
    const { status, body } = await get(`/relacaoop?${periodo}`);
    expect(status).toBe(200);
    const ops = body.response as Op[];
    expect(ops.length).toBeGreaterThan(5);
    const fichas = await t.db.all<{ op: number; mp: number; q: number }>(
      `SELECT o.id AS op, ft.materia_prima_id AS mp, ft.quantidade * o.quantidade AS q FROM ordens_producao o JOIN fichas_tecnicas ft ON ft.produto_id = o.produto_id WHERE o.empresa_id = 1`,
    );
    const reqs = await t.db.all<{ op: number; mp: number; q: number }>('SELECT ordem_producao_id AS op, materia_prima_id AS mp, quantidade AS q FROM requisicoes_materiais WHERE empresa_id = 1');
    const req = new Map<string, number>();
    for (const r of reqs) req.set(`${r.op}:${r.mp}`, (req.get(`${r.op}:${r.mp}`) ?? 0) + Number(r.q));
    let sim = 0;
    for (const op of ops) {
      const mine = fichas.filter((f) => Number(f.op) === op.numero_ordem_producao);
      expect(op.materias_primas.map((m) => m.codigo_mat_prima).sort()).toEqual(mine.map((f) => Number(f.mp)).sort());
      for (const m of op.materias_primas) {
        const ficha = Math.round(Number(mine.find((f) => Number(f.mp) === m.codigo_mat_prima)!.q) * 1000) / 1000;
        const requisitada = req.get(`${op.numero_ordem_producao}:${m.codigo_mat_prima}`) ?? 0;
        expect(m.qt_ficha_tecnica).toBeCloseTo(ficha, 3);
        expect(m.qt_requisitada).toBeCloseTo(requisitada, 3);
        expect(m.percentual).toBeCloseTo((requisitada / ficha) * 100, 1);
      }
      const exato = op.materias_primas.every((m) => Math.abs(m.qt_requisitada - m.qt_ficha_tecnica) < 0.0005);
      expect(op.usou_quantidade_prevista).toBe(exato ? 'S' : 'N');
      if (exato) sim++;
    }
    // the demo data has orders that used exactly the planned quantities and orders that deviate
    expect(sim).toBeGreaterThan(0);
    expect(sim).toBeLessThan(ops.length);
  });

  it('the OP range narrows; defaults 1..999999999; bad input: 400 pt-BR', async () => {
    const all = (await get(`/relacaoop?${periodo}`)).body.response as Op[];
    const [a, b] = [all[1]!.numero_ordem_producao, all[3]!.numero_ordem_producao];
    const some = (await get(`/relacaoop?${periodo}&opInicial=${a}&opFinal=${b}`)).body.response as Op[];
    expect(some.map((o) => o.numero_ordem_producao)).toEqual(all.map((o) => o.numero_ordem_producao).filter((n) => n >= a && n <= b));
    expect((await get(`/relacaoop?${periodo}&opInicial=0`)).status).toBe(400);
    expect((await get(`/relacaoop?${periodo}&opFinal=abc`)).status).toBe(400);
    const invertido = await get(`/relacaoop?dataInicial=2026/11/21&dataFinal=2026/11/01`);
    expect(invertido.status).toBe(400);
    expect(invertido.body.errors[0].message).toBe('Data Inicio maior que data fim.');
  });
});

describe('GET …/apontamento-ordem-producao/{op} and …/pcp/ordem_producao/{idOrdem}/processos', () => {
  it('the order with its non-cancelled appointments; its processes with the S/N flag', async () => {
    const ap = await t.db.one<{ op: number }>("SELECT ordem_producao_id AS op FROM apontamentos WHERE empresa_id = 1 AND cancelado = 'N' ORDER BY id LIMIT 1");
    const op = Number(ap!.op);
    const { status, body } = await get(`/apontamento-ordem-producao/${op}`);
    expect(status).toBe(200);
    expect(body.response).toHaveLength(1);
    const ordem = body.response[0];
    expect(ordem.nro_op).toBe(op);
    const n = await t.db.one<{ n: number }>(`SELECT count(*) AS n FROM apontamentos WHERE ordem_producao_id = ${op} AND cancelado = 'N'`);
    expect(ordem.apontamentos).toHaveLength(Number(n!.n));
    for (const a of ordem.apontamentos) expect(a.tempo_real).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    const procs = await get(`/pcp/ordem_producao/${op}/processos`);
    const expected = await t.db.all<{ processo_id: number; finalizado: string }>(`SELECT processo_id, finalizado FROM ordem_producao_processos WHERE ordem_producao_id = ${op} ORDER BY sequencia`);
    expect(procs.body.response.map((p: { idProcesso: number; finalizado: string }) => [p.idProcesso, p.finalizado])).toEqual(expected.map((e) => [Number(e.processo_id), e.finalizado]));
    expect((await get('/apontamento-ordem-producao/999999')).body.response).toEqual([]);
    expect((await get('/apontamento-ordem-producao/abc')).status).toBe(400);
    expect((await get('/pcp/ordem_producao/0/processos')).status).toBe(400);
  });
});
