import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { APROVACAO_MESSAGES } from './titulosPagarAprovacao.ts';

// Aprovar titulos a pagar (01.74.1370): the list report and the two writes, over the real database.
const TODAY = '2026-11-21';
let t: TestApp;
let ana: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  ana = await t.auth('ana@mirante.demo'); // company 1 with 1370
});
afterAll(async () => t?.close());

const put = async (url: string, headers = ana) => {
  const res = await t.app.inject({ method: 'PUT', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const list = async (headers = ana) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/empresas/1/financeiro/titulos-pagar?dataInicio=2026-11-21&dataFim=2026-12-21', headers });
  return { status: res.statusCode, body: res.json() };
};
const audit = (id: number) =>
  t.db.all<{ acao: string; usuario_id: number }>('SELECT acao, usuario_id FROM aprovacoes_titulos_pagar WHERE titulo_pagar_id = $1 ORDER BY id', [id]);
const pickTitle = async (usa: 'S' | 'N', aprovado: 'S' | 'N', empresa = 1) =>
  (await t.db.one<{ id: number }>(
    `SELECT id FROM titulos_pagar WHERE empresa_id = $1 AND usa_aprovacao = $2 AND aprovado = $3 AND saldo > 0
        AND data_vencimento BETWEEN DATE '2026-11-21' AND DATE '2026-12-21' ORDER BY id LIMIT 1`,
    [empresa, usa, aprovado],
  ))!.id;

describe('GET /api/empresas/:id/financeiro/titulos-pagar', () => {
  it('lists the open payables due in the period, each as the database has it', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const rows = body.response as { id_titulo: number; data_vencimento: string; saldo: number; usa_aprovacao: string; aprovado: string }[];
    const raw = await t.db.all<{ id: number }>(
      `SELECT id FROM titulos_pagar WHERE empresa_id = 1 AND saldo > 0 AND data_vencimento BETWEEN DATE '2026-11-21' AND DATE '2026-12-21'`,
    );
    expect(rows.map((r) => r.id_titulo).sort()).toEqual(raw.map((r) => r.id).sort());
    expect(rows.some((r) => r.usa_aprovacao === 'N')).toBe(true);
    expect(rows.some((r) => r.usa_aprovacao === 'S' && r.aprovado === 'N')).toBe(true);
    for (const r of rows) expect(r.data_vencimento >= '2026-11-21' && r.data_vencimento <= '2026-12-21').toBe(true);
  });

  it('aprovacao=pendentes (issue 28) keeps only the titles awaiting a decision; todos is the whole list', async () => {
    const url = '/api/empresas/1/financeiro/titulos-pagar?dataInicio=2026-11-21&dataFim=2026-12-21';
    const pending = (await t.app.inject({ method: 'GET', url: `${url}&aprovacao=pendentes`, headers: ana })).json().response as { id_titulo: number }[];
    const raw = await t.db.all<{ id: number }>(
      `SELECT id FROM titulos_pagar WHERE empresa_id = 1 AND saldo > 0 AND aprovado = 'N' AND usa_aprovacao = 'S'
          AND data_vencimento BETWEEN DATE '2026-11-21' AND DATE '2026-12-21'`,
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.map((r) => r.id_titulo).sort()).toEqual(raw.map((r) => r.id).sort());
    const all = (await t.app.inject({ method: 'GET', url: `${url}&aprovacao=todos`, headers: ana })).json().response;
    expect(all).toHaveLength((await list()).body.response.length);
    const bad = await t.app.inject({ method: 'GET', url: `${url}&aprovacao=sim`, headers: ana });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/aprovacao/);
  });

  it("refuses a start after the end with the spec's text", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/empresas/1/financeiro/titulos-pagar?dataInicio=2026-12-21&dataFim=2026-11-21', headers: ana });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Data Inicio maior que data fim.');
  });
});

describe('PUT /api/empresas/:id/financeiro/titulos-pagar/:idTitulo/aprovar|desaprovar', () => {
  it('approve → the list shows S, with who and when; disapprove → N; each change audited once', async () => {
    const id = await pickTitle('S', 'N');
    const before = await audit(id);
    const ok = await put(`/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`);
    expect(ok.status).toBe(200);
    expect(ok.body.response).toMatch(/^Título \d+\/\d+ aprovado com sucesso\.$/);
    expect((await list()).body.response.find((r: { id_titulo: number }) => r.id_titulo === id).aprovado).toBe('S');
    const row = await t.db.one<{ data_aprovacao: unknown }>('SELECT data_aprovacao FROM titulos_pagar WHERE id = $1', [id]);
    expect(row!.data_aprovacao).not.toBeNull();

    const again = await put(`/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe(APROVACAO_MESSAGES.jaAprovado);

    const undo = await put(`/api/empresas/1/financeiro/titulos-pagar/${id}/desaprovar`);
    expect(undo.status).toBe(200);
    expect(undo.body.response).toMatch(/desaprovado com sucesso\.$/);
    expect((await list()).body.response.find((r: { id_titulo: number }) => r.id_titulo === id).aprovado).toBe('N');
    const undoAgain = await put(`/api/empresas/1/financeiro/titulos-pagar/${id}/desaprovar`);
    expect(undoAgain.status).toBe(409);
    expect(undoAgain.body.errors[0].message).toBe(APROVACAO_MESSAGES.naoAprovado);

    const after = await audit(id);
    const anaId = (await t.db.one<{ id: number }>("SELECT id FROM usuarios WHERE email = 'ana@mirante.demo'"))!.id;
    expect(after.slice(before.length)).toEqual([{ acao: 'A', usuario_id: anaId }, { acao: 'D', usuario_id: anaId }]);
  });

  it('concurrent approvals of one title: exactly one 200 and one change recorded', async () => {
    const id = await pickTitle('S', 'N');
    const before = (await audit(id)).length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => put(`/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect((await audit(id)).length - before).toBe(1);
    await put(`/api/empresas/1/financeiro/titulos-pagar/${id}/desaprovar`);
  });

  it('refuses a title without approval, another company\'s title, a user without 1370, bad ids — writing nothing', async () => {
    const semAprovacao = (await t.db.one<{ id: number }>("SELECT id FROM titulos_pagar WHERE empresa_id = 1 AND usa_aprovacao = 'N' ORDER BY id LIMIT 1"))!.id;
    const r1 = await put(`/api/empresas/1/financeiro/titulos-pagar/${semAprovacao}/aprovar`);
    expect(r1.status).toBe(409);
    expect(r1.body.errors[0].message).toBe(APROVACAO_MESSAGES.semAprovacao);
    expect(await audit(semAprovacao)).toEqual([]);

    // a title of company 3, asked through company 1 (ana's): not found, unchanged
    const foreign = (await t.db.one<{ id: number }>("SELECT id FROM titulos_pagar WHERE empresa_id = 3 AND aprovado = 'N' ORDER BY id LIMIT 1"))!.id;
    const r2 = await put(`/api/empresas/1/financeiro/titulos-pagar/${foreign}/aprovar`);
    expect(r2.status).toBe(404);
    expect(r2.body.errors[0].message).toBe(APROVACAO_MESSAGES.notFound);
    // ana is not a member of company 3
    expect((await put(`/api/empresas/3/financeiro/titulos-pagar/${foreign}/aprovar`)).status).toBe(403);
    expect((await t.db.one<{ aprovado: string }>('SELECT aprovado FROM titulos_pagar WHERE id = $1', [foreign]))!.aprovado).toBe('N');

    // carla belongs to company 1 without 1370 (seed/identities.ts)
    const carla = await t.auth('carla@mirante.demo');
    const id = await pickTitle('S', 'N');
    const r3 = await put(`/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`, carla);
    expect(r3.status).toBe(403);
    expect((await t.db.one<{ aprovado: string }>('SELECT aprovado FROM titulos_pagar WHERE id = $1', [id]))!.aprovado).toBe('N');

    const bad = await put('/api/empresas/1/financeiro/titulos-pagar/abc/aprovar');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/idTitulo/);
  });
});
