import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_MESSAGES } from '../../../../common/messages.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';
import { MONIT_MESSAGES } from './monitoramento-cargas.report.ts';

/** 02.79.1493 trips: the filter rules (status vs numbers), against plain reads of the raw tables. */
let t: TestApp;
let headers: { authorization: string };
const url = (qs: string) => `/api/v2/logistica/monitoramento-de-cargas/2/monit${qs}`;
const ids = (body: { results: { id_viagem: number }[] }) => body.results.map((r) => r.id_viagem).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo'); // company 2 (module 2) with 1493
}, 120_000);
afterAll(() => t.close());

const get = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: url(qs), headers });
  return { status: res.statusCode, body: res.json() };
};

describe('GET …/monit', () => {
  it('status IN_PROGRESS: exactly the trips in progress, with delivered/total counts from the deliveries', async () => {
    const res = await get('?status=IN_PROGRESS');
    expect(res.status).toBe(200);
    const expected = await t.db.all<{ id: number }>("SELECT id FROM viagens WHERE empresa_id = 2 AND status = 'IN_PROGRESS' ORDER BY id");
    expect(ids(res.body)).toEqual(expected.map((r) => r.id));
    expect(expected.length).toBeGreaterThan(0);
    const trip = res.body.results[0];
    const counts = (await t.db.one<{ feitas: number; total: number }>(
      'SELECT count(*) FILTER (WHERE data_entrega IS NOT NULL) AS feitas, count(*) AS total FROM entregas WHERE viagem_id = $1', [trip.id_viagem]))!;
    expect([trip.entregas_realizadas, trip.total_entregas]).toEqual([Number(counts.feitas), Number(counts.total)]);
    expect(trip.versao_atual_copiloto).toBe('3.4.0');
  });

  it("versao_atual_copiloto is the company's configuracoes value, not a constant", async () => {
    await t.db.run("UPDATE configuracoes SET valor = '9.9.9' WHERE empresa_id = 2 AND chave = 'versao_atual_copiloto'");
    try {
      // a period nobody asked before (a year back, within the report's 13-month maximum): not answered from the cache
      const aYearBack = `${Number(TEST_TODAY.slice(0, 4)) - 1}${TEST_TODAY.slice(4)}`;
      const res = await get(`?status=FINISHED&periodStart=${aYearBack}&periodEnd=${TEST_TODAY}`);
      expect(res.body.results.length).toBeGreaterThan(0);
      for (const trip of res.body.results) expect(trip.versao_atual_copiloto).toBe('9.9.9');
    } finally {
      await t.db.run("UPDATE configuracoes SET valor = '3.4.0' WHERE empresa_id = 2 AND chave = 'versao_atual_copiloto'");
    }
  });

  it('status FINISHED: the trips that ended in the period', async () => {
    const res = await get(`?status=FINISHED&periodStart=2026-11-01&periodEnd=${TEST_TODAY}`);
    const expected = await t.db.all<{ id: number; fim: string }>("SELECT id, dt_viagem_finalizada AS fim FROM viagens WHERE empresa_id = 2 AND status = 'FINISHED'");
    expect(ids(res.body)).toEqual(expected.filter((r) => String(r.fim).slice(0, 10) >= '2026-11-01' && String(r.fim).slice(0, 10) <= TEST_TODAY).map((r) => r.id).sort((a, b) => a - b));
  });

  it('an NF-e or CT-e number finds the trips carrying it, whatever the status', async () => {
    const nf = (await t.db.one<{ numero_nota: number; viagem_id: number }>(
      `SELECT n.numero_nota, e.viagem_id FROM nfes_transportadas n JOIN entregas e ON e.id = n.entrega_id JOIN viagens v ON v.id = e.viagem_id
        WHERE v.status = 'FINISHED' ORDER BY n.id LIMIT 1`))!;
    const res = await get(`?status=IN_PROGRESS&nfeNumber=${nf.numero_nota}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toContain(nf.viagem_id);
    const cte = (await t.db.one<{ numero: number; viagem_id: number }>(
      'SELECT c.numero, e.viagem_id FROM ctes c JOIN entregas e ON e.id = c.entrega_id ORDER BY c.id LIMIT 1'))!;
    expect(ids((await get(`?cteNumber=${cte.numero}`)).body)).toEqual([cte.viagem_id]);
  });

  it.each([
    ['both numbers', '?cteNumber=1&nfeNumber=2', MONIT_MESSAGES.numerosJuntos],
    ['no status and no number', '', MONIT_MESSAGES.statusObrigatorio],
    ['FINISHED without a period', '?status=FINISHED', MONIT_MESSAGES.periodoObrigatorio],
    ['start after end', '?status=FINISHED&periodStart=2026-11-10&periodEnd=2026-11-01', SHARED_MESSAGES.dateRange],
  ])('refuses %s with 400 in pt-BR', async (_l, qs, message) => {
    const res = await get(qs);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(message);
  });

  it('bad dates and numbers → 400 naming the parameter', async () => {
    const res = await get('?status=FINISHED&periodStart=2026-02-30&periodEnd=2026-03-01');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/periodStart/);
    expect((await get('?nfeNumber=12a')).status).toBe(400);
  });
});

describe('GET …/monit/{tripId}/entregas', () => {
  it('counts each delivery’s proved documents from the documents themselves; the colour follows the proof type', async () => {
    const { situacaoDaEntrega } = await import('../../../../common/comprovacao.ts');
    const trip = (await t.db.one<{ id: number }>("SELECT viagem_id AS id FROM entregas WHERE empresa_id = 2 GROUP BY 1 HAVING count(*) > 1 ORDER BY 1 LIMIT 1"))!;
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/logistica/monitoramento-de-cargas/2/monit/${trip.id}/entregas`, headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().results as Array<Record<string, number | string>>;
    const raw = await t.db.all<{ id: number }>('SELECT id FROM entregas WHERE viagem_id = $1 ORDER BY sequencia, id', [trip.id]);
    expect(rows.map((r) => r.id_entrega)).toEqual(raw.map((r) => r.id));
    const seen = new Set<string>();
    for (const row of rows) {
      const docs = await t.db.all<{ s: string; tipo: string }>(
        `SELECT status_comprovacao AS s, 'CTE' AS tipo FROM ctes WHERE entrega_id = $1
         UNION ALL SELECT status_comprovacao, 'NFE' FROM nfes_transportadas WHERE entrega_id = $1`, [row.id_entrega]);
      const of = (tipo: string) => docs.filter((d) => d.tipo === tipo);
      expect([row.ctes_entregues, row.total_ctes]).toEqual([of('CTE').filter((d) => d.s === 'COMPROVADO').length, of('CTE').length]);
      expect([row.nfes_entregues, row.total_nfes]).toEqual([of('NFE').filter((d) => d.s === 'COMPROVADO').length, of('NFE').length]);
      const mine = of(String(row.tipo_comprovacao));
      const ok = mine.filter((d) => d.s === 'COMPROVADO').length;
      const expected = ok === mine.length && ok > 0 ? 'comprovado' : ok === 0 ? 'nenhum' : 'parcial';
      expect(situacaoDaEntrega(row as never)).toBe(expected);
      seen.add(expected);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/logistica/monitoramento-de-cargas/2/monit/999999/entregas', headers })).json()).toEqual({ results: [] });
  });
});

describe('GET …/entregas/{deliveryId}/documentos', () => {
  const docsUrl = (trip: number, id: number) => `/api/v2/logistica/monitoramento-de-cargas/2/monit/${trip}/entregas/${id}/documentos`;

  it('a delivery proved on the CT-e: its CT-es with their NF-es and proofs; no NF-e list', async () => {
    const e = (await t.db.one<{ id: number; viagem_id: number }>(
      "SELECT e.id, e.viagem_id FROM entregas e WHERE e.tipo_comprovacao = 'CTE' AND EXISTS (SELECT 1 FROM comprovantes p JOIN ctes c ON c.id = p.cte_id WHERE c.entrega_id = e.id) ORDER BY e.id LIMIT 1"))!;
    const res = (await t.app.inject({ method: 'GET', url: docsUrl(e.viagem_id, e.id), headers })).json().results;
    const ctes = await t.db.all<{ id: number; numero: number }>('SELECT id, numero FROM ctes WHERE entrega_id = $1 ORDER BY numero, id', [e.id]);
    expect(res.ctes.map((c: { numero_cte: number }) => c.numero_cte)).toEqual(ctes.map((c) => c.numero));
    expect(res.nfes).toEqual([]);
    const nfes = await t.db.all<{ numero_nota: number }>('SELECT numero_nota FROM nfes_transportadas WHERE cte_id = $1 ORDER BY numero_nota, id', [ctes[0].id]);
    expect(res.ctes[0].nfes.map((n: { numero_nota: number }) => n.numero_nota)).toEqual(nfes.map((n) => n.numero_nota));
    const proofs = await t.db.all<{ nome_arquivo: string }>('SELECT nome_arquivo FROM comprovantes WHERE cte_id = $1 ORDER BY data_hora_fotografada, id', [ctes[0].id]);
    expect(res.ctes[0].proofs.map((p: { nome_arquivo: string }) => p.nome_arquivo)).toEqual(proofs.map((p) => p.nome_arquivo));
    expect(proofs.length).toBeGreaterThan(0);
    expect(Object.keys(res.ctes[0].proofs[0])).toEqual(['id', 'nome_arquivo', 'data_hora_fotografada', 'latitude', 'longitude', 'avarias', 'documento_recebedor', 'nome_recebedor', 'observacao']);
  });

  it('a delivery proved on each NF-e: its NF-es with proofs; another trip’s delivery answers nothing', async () => {
    const e = (await t.db.one<{ id: number; viagem_id: number }>("SELECT id, viagem_id FROM entregas WHERE tipo_comprovacao = 'NFE' ORDER BY id LIMIT 1"))!;
    const res = (await t.app.inject({ method: 'GET', url: docsUrl(e.viagem_id, e.id), headers })).json().results;
    const nfes = await t.db.all<{ id: number; status_comprovacao: string }>('SELECT id, status_comprovacao FROM nfes_transportadas WHERE entrega_id = $1 ORDER BY numero_nota, id', [e.id]);
    expect(res.nfes.map((n: { id: number; status_comprovacao: string }) => [n.id, n.status_comprovacao])).toEqual(nfes.map((n) => [n.id, n.status_comprovacao]));
    expect(res.ctes).toEqual([]);
    const other = (await t.app.inject({ method: 'GET', url: docsUrl(e.viagem_id + 1, e.id), headers })).json().results;
    expect(other).toEqual({ ctes: [], nfes: [] });
  });
});
