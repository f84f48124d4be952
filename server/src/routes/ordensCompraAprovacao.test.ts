import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { ORDEM_COMPRA_MESSAGES } from './ordensCompraAprovacao.ts';

// Aprovação de ordens de compras (01.75.1367) + Pedido de compra (01.77.1368): the list, the detail and the
// approval, over the real seeded database.
let t: TestApp;
let ana: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.auth('ana@mirante.demo'); // company 1 with 1367
});
afterAll(async () => t?.close());

interface Ordem { nro_oc: number; usa_aprovacao: string; situacao: string; valor_total: number; valor_produtos: number; valor_servicos: number; valor_ipi: number;
  valor_frete: number; valor_icms_st: number; valor_descontos: number; itens: { valor_total: number; quantidade: number; unidade_medida: string }[] }

const get = async (url: string, headers = ana) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const put = async (url: string, headers = ana) => {
  const res = await t.app.inject({ method: 'PUT', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const list = async () => (await get('/api/empresas/1/estoque/aprovado_ordem_compra')).body.response as Ordem[];
const approve = (nroOc: number | string, headers = ana) => put(`/api/empresas/1/estoque/aprovado_ordem_compra/${nroOc}`, headers);
const audit = (id: number) => t.db.all<{ usuario_id: number }>('SELECT usuario_id FROM aprovacoes_ordens_compra WHERE ordem_compra_id = $1', [id]);
const pick = async (where: string, empresa = 1) =>
  (await t.db.one<{ id: number }>(`SELECT id FROM ordens_compra WHERE empresa_id = $1 AND ${where} ORDER BY id LIMIT 1`, [empresa]))!.id;

describe('GET /api/empresas/:id/estoque/aprovado_ordem_compra', () => {
  it('lists exactly the open orders of the company, both kinds, each header the sum of its items', async () => {
    const rows = await list();
    const raw = await t.db.all<{ id: number }>("SELECT id FROM ordens_compra WHERE empresa_id = 1 AND situacao = 'Aberta'");
    expect(rows.map((r) => r.nro_oc).sort((a, b) => a - b)).toEqual(raw.map((r) => r.id).sort((a, b) => a - b));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.usa_aprovacao === 'N')).toBe(true);
    expect(rows.some((r) => r.usa_aprovacao === 'S')).toBe(true);
    for (const r of rows) {
      expect(r.itens.length).toBeGreaterThan(0);
      // independent: the item totals add up to the header's total
      const sum = r.itens.reduce((s, i) => s + i.valor_total, 0);
      expect(Math.round(sum * 100)).toBe(Math.round(r.valor_total * 100));
      const header = r.valor_produtos + r.valor_servicos + r.valor_ipi + r.valor_frete + r.valor_icms_st - r.valor_descontos;
      expect(Math.round(header * 100)).toBe(Math.round(r.valor_total * 100));
    }
  });

  it("aprovacao=pendentes (issue 28) keeps the open orders awaiting approval, with their items; a bad value is a pt-BR 400", async () => {
    const { status, body } = await get('/api/empresas/1/estoque/aprovado_ordem_compra?aprovacao=pendentes');
    expect(status).toBe(200);
    const rows = body.response as Ordem[];
    const raw = await t.db.all<{ id: number }>("SELECT id FROM ordens_compra WHERE empresa_id = 1 AND situacao = 'Aberta' AND aprovado = 'N' AND usa_aprovacao = 'S'");
    expect(rows.map((r) => r.nro_oc).sort((a, b) => a - b)).toEqual(raw.map((r) => r.id).sort((a, b) => a - b));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.itens.length).toBeGreaterThan(0);
    expect((await get('/api/empresas/1/estoque/aprovado_ordem_compra?aprovacao=todos')).body.response).toHaveLength((await list()).length);
    const bad = await get('/api/empresas/1/estoque/aprovado_ordem_compra?aprovacao=x');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/aprovacao/);
  });

  it('the detail (1368) is the order with its items; another company\'s order reveals nothing', async () => {
    const [first] = await list();
    const { status, body } = await get(`/api/empresas/1/estoque/detalhe_ordem_compra/${first.nro_oc}`);
    expect(status).toBe(200);
    expect(body.response.nro_oc).toBe(first.nro_oc);
    expect(body.response.valor_total).toBe(first.valor_total);
    expect(body.response.itens).toEqual(first.itens);
    const foreign = await pick('1 = 1', 3);
    expect((await get(`/api/empresas/1/estoque/detalhe_ordem_compra/${foreign}`)).body.response).toEqual({ itens: [] });
    const bad = await get('/api/empresas/1/estoque/detalhe_ordem_compra/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/nroOc/);
  });
});

describe('PUT /api/empresas/:id/estoque/aprovado_ordem_compra/:nroOc', () => {
  it('approves an open order (statusCode 200), records who and when, the list no longer has it; twice → 409', async () => {
    const id = await pick("situacao = 'Aberta' AND usa_aprovacao = 'S' AND aprovado = 'N'");
    const ok = await approve(id);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ statusCode: 200, response: `Ordem de compra ${id} aprovada com sucesso.` });
    const row = await t.db.one<{ aprovado: string; situacao: string; data_aprovacao: unknown }>('SELECT aprovado, situacao, data_aprovacao FROM ordens_compra WHERE id = $1', [id]);
    expect(row).toMatchObject({ aprovado: 'S', situacao: 'Aprovada' });
    expect(row!.data_aprovacao).not.toBeNull();
    const anaId = (await t.db.one<{ id: number }>("SELECT id FROM usuarios WHERE email = 'ana@mirante.demo'"))!.id;
    expect(await audit(id)).toEqual([{ usuario_id: anaId }]);
    expect((await list()).some((r) => r.nro_oc === id)).toBe(false);

    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe(ORDEM_COMPRA_MESSAGES.jaAprovada);
    expect(await audit(id)).toHaveLength(1);
  });

  it('concurrent approvals of one order: one 200, the rest 409, one audit row', async () => {
    const id = await pick("situacao = 'Aberta' AND usa_aprovacao = 'S' AND aprovado = 'N'");
    const answers = await Promise.all(Array.from({ length: 8 }, () => approve(id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await audit(id)).toHaveLength(1);
  });

  it('refuses usa_aprovacao N, an order not open, another company, a user without 1367, bad ids — writing nothing', async () => {
    const semAprovacao = await pick("usa_aprovacao = 'N'");
    const r1 = await approve(semAprovacao);
    expect(r1.status).toBe(409);
    expect(r1.body.errors[0].message).toBe(ORDEM_COMPRA_MESSAGES.semAprovacao);

    const cancelada = await t.db.one<{ id: number }>("SELECT id FROM ordens_compra WHERE empresa_id = 1 AND usa_aprovacao = 'S' AND aprovado = 'N' AND situacao = 'Cancelada' LIMIT 1");
    if (cancelada) {
      const r = await approve(cancelada.id);
      expect(r.status).toBe(409);
      expect(r.body.errors[0].message).toBe(ORDEM_COMPRA_MESSAGES.naoAberta);
    }

    const foreign = await pick("situacao = 'Aberta' AND usa_aprovacao = 'S' AND aprovado = 'N'", 3);
    const r2 = await approve(foreign);
    expect(r2.status).toBe(404);
    expect(r2.body.errors[0].message).toBe(ORDEM_COMPRA_MESSAGES.notFound);
    expect((await put(`/api/empresas/3/estoque/aprovado_ordem_compra/${foreign}`)).status).toBe(403);

    // diego belongs to company 2 only; carla to company 1 with 1367 — use a user of company 1 without 1367? none:
    // the guard's own suite covers "code not released"; here: a stranger to company 1
    const diego = await t.auth('diego@mirante.demo');
    expect((await approve(foreign, diego)).status).toBe(403);
    expect((await t.db.one<{ aprovado: string }>('SELECT aprovado FROM ordens_compra WHERE id = $1', [foreign]))!.aprovado).toBe('N');
    expect(await audit(semAprovacao)).toEqual([]);
    expect(await audit(foreign)).toEqual([]);

    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const r = await approve(bad);
      expect(r.status).toBe(400);
      expect(r.body.errors[0].message).toMatch(/nroOc/);
    }
  });
});
