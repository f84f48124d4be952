import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';
import { businessNow } from './businessNow.ts';

/**
 * Painel de Recursos (1330) and its drill-downs 1339 (production order) and 1366 (Gantt), on the 'small' seed at
 * 2026-11-21, each answer checked against a plain read of the raw tables.
 */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const seconds = (ts: string) => Date.parse(`${ts.replace(' ', 'T')}Z`) / 1000;

interface RawRecurso {
  id: number; empresa_id: number; descricao: string; terceirizado: string; codigo: number; situacao: string;
  data_situacao: string | null; op: number | null; processo: string | null; operador: string | null; data_ocupado: string | null;
}
const rawRecursos = () =>
  t.db.all<RawRecurso>(`
    SELECT r.id, r.empresa_id, r.descricao, r.terceirizado, r.codigo_situacao_recurso AS codigo, s.descricao AS situacao,
           r.data_situacao, r.ordem_producao_id AS op, p.descricao AS processo, o.nome AS operador, r.data_ocupado
      FROM recursos r JOIN situacoes_recurso s ON s.codigo = r.codigo_situacao_recurso
      LEFT JOIN processos p ON p.id = r.processo_id LEFT JOIN operadores o ON o.id = r.operador_id ORDER BY r.id`);

describe('GET /empresas/{id}/modulos/recursos', () => {
  it("answers each of the company's resources with its latest situation event and the seconds since it", async () => {
    for (const empresa of [1, 3]) {
      const before = seconds(businessNow(TEST_TODAY));
      const res = await get(`/empresas/${empresa}/modulos/recursos`);
      const after = seconds(businessNow(TEST_TODAY));
      expect(res.statusCode).toBe(200);
      const rows = res.json().response as Record<string, unknown>[];
      const raw = (await rawRecursos()).filter((r) => Number(r.empresa_id) === empresa);
      expect(rows.map((r) => r.id_recurso)).toEqual(raw.map((r) => Number(r.id)));
      for (const [i, r] of raw.entries()) {
        const row = rows[i]!;
        expect(row).toMatchObject({
          desc_recurso: r.descricao, terceirizado: r.terceirizado, nome_operador: r.operador, data_ocupado: r.data_ocupado,
          nro_op: r.op === null ? null : Number(r.op), processo: r.processo, codigo_situacao_recurso: Number(r.codigo), situacao_recurso: r.situacao,
        });
        if (r.data_situacao === null) expect(row.tempo_na_situacao).toBe(-1);
        else {
          // the request ran between `before` and `after` (whole seconds of the same clock)
          const since = seconds(r.data_situacao);
          expect(row.tempo_na_situacao).toBeGreaterThanOrEqual(Math.max(0, Math.floor(before - since)));
          expect(row.tempo_na_situacao).toBeLessThanOrEqual(Math.max(0, Math.ceil(after - since)));
        }
      }
    }
  });

  it('shows every situation on the demo floor: idle, producing, stopped, an outsourced resource and one always stopped', async () => {
    const rows = (await get('/empresas/1/modulos/recursos')).json().response as Record<string, number | string | null>[];
    expect(rows.some((r) => r.codigo_situacao_recurso === 0)).toBe(true);
    expect(rows.some((r) => r.codigo_situacao_recurso === 1 && r.nro_op !== null && r.nome_operador !== null)).toBe(true);
    expect(rows.some((r) => Number(r.codigo_situacao_recurso) >= 2 && Number(r.tempo_na_situacao) >= 0)).toBe(true);
    expect(rows.filter((r) => Number(r.tempo_na_situacao) < 0).map((r) => Number(r.codigo_situacao_recurso) >= 2)).toEqual([true]);
    expect(rows.some((r) => r.terceirizado === 'S')).toBe(true);
  });

  it('is refused to a user without the company', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/empresas/3/modulos/recursos', headers: await t.auth('ana@mirante.demo') });
    expect(res.statusCode).toBe(403);
  });
});

describe('businessNow', () => {
  it("is the business date at the clock time of the business zone, whatever the machine's zone", () => {
    const clock = new Date(Date.UTC(2026, 0, 2, 12, 5, 7)); // 09:05:07 in São Paulo, 08:05:07 in Manaus
    expect(businessNow('2026-11-21', 'America/Sao_Paulo', clock)).toBe('2026-11-21 09:05:07');
    expect(businessNow('2026-11-21', 'America/Manaus', clock)).toBe('2026-11-21 08:05:07');
    expect(businessNow('2026-11-21', 'America/Sao_Paulo', new Date(Date.UTC(2026, 0, 2, 3, 0, 0)))).toBe('2026-11-21 00:00:00');
  });
});

describe('GET /empresas/{id}/pcp/ordem-producao/{op}', () => {
  it("answers the producing resource's order header as stored", async () => {
    const rec = (await rawRecursos()).find((r) => r.op !== null)!;
    const res = await get(`/empresas/${rec.empresa_id}/pcp/ordem-producao/${rec.op}`);
    expect(res.statusCode).toBe(200);
    const raw = (await t.db.one<Record<string, unknown>>(`
      SELECT c.nome, o.data_abertura, o.numero_pedido, o.tipo, o.situacao, o.programada, p.descricao, p.unidade_medida, o.quantidade
        FROM ordens_producao o JOIN clientes c ON c.id = o.cliente_id JOIN produtos p ON p.id = o.produto_id WHERE o.id = $1`, [rec.op]))!;
    expect(res.json()).toEqual({
      response: {
        nome_cliente: raw.nome, data_abertura: raw.data_abertura, numero_pedido: raw.numero_pedido === null ? null : Number(raw.numero_pedido),
        tipo: raw.tipo, situacao: 'Iniciada', programada: raw.programada, desc_produto: raw.descricao, unid_med: raw.unidade_medida,
        qtdade: Number(raw.quantidade),
      },
    });
  });

  it("answers null for an unknown order or another company's order, 400 in pt-BR for a bad number", async () => {
    expect((await get('/empresas/1/pcp/ordem-producao/999999')).json()).toEqual({ response: null });
    const other = (await t.db.one<{ id: number }>('SELECT min(id) AS id FROM ordens_producao WHERE empresa_id = 3'))!;
    expect((await get(`/empresas/1/pcp/ordem-producao/${other.id}`)).json()).toEqual({ response: null });
    const bad = await get('/empresas/1/pcp/ordem-producao/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/^Parâmetro 'op' inválido/);
  });
});

describe('GET /empresas/{id}/pcp/grafico_gantt/{resourceId}', () => {
  it("answers only the resource's own work: its current OP and the open processes planned on it from today", async () => {
    const recursos = (await rawRecursos()).filter((r) => Number(r.empresa_id) === 1);
    let entries = 0;
    for (const r of recursos) {
      const rows = (await get(`/empresas/1/pcp/grafico_gantt/${r.id}`)).json().response as { numero_op: number; descricao_processo: string; data_inicial: string; data_prevista_entrega: string }[];
      const planned = await t.db.all<{ op: number; processo: string; ini: string; fim: string }>(`
        SELECT pp.ordem_producao_id AS op, p.descricao AS processo, pp.dt_hr_inicial AS ini, pp.dt_hr_prevista_entrega AS fim
          FROM ordem_producao_processos pp JOIN ordens_producao o ON o.id = pp.ordem_producao_id JOIN processos p ON p.id = pp.processo_id
         WHERE pp.recurso_id = $1 AND pp.finalizado = 'N' AND o.situacao NOT IN ('Cancelada', 'Finalizada')`, [r.id]);
      const expected = planned
        .filter((p) => p.fim >= `${TEST_TODAY}T00:00:00`)
        .map((p) => ({ numero_op: Number(p.op), descricao_processo: p.processo, data_inicial: p.ini, data_prevista_entrega: p.fim }));
      if (r.codigo === 1) expected.push({ numero_op: Number(r.op), descricao_processo: r.processo!, data_inicial: r.data_situacao!, data_prevista_entrega: r.data_ocupado! });
      const key = (e: { data_inicial: string; numero_op: number }) => `${e.data_inicial}|${e.numero_op}`;
      expect(rows).toEqual(expected.sort((a, b) => key(a).localeCompare(key(b))));
      if (r.codigo >= 2 && r.data_situacao === null) expect(rows).toEqual([]); // 'Sempre Parada': nothing planned
      else expect(rows.length).toBeGreaterThan(0);
      for (const e of rows) expect(e.data_prevista_entrega > e.data_inicial).toBe(true);
      entries += rows.length;
    }
    expect(entries).toBeGreaterThan(recursos.length);
  });

  it("answers [] for another company's resource and 400 in pt-BR for a bad id", async () => {
    const other = (await t.db.one<{ id: number }>('SELECT min(id) AS id FROM recursos WHERE empresa_id = 3'))!;
    expect((await get(`/empresas/1/pcp/grafico_gantt/${other.id}`)).json()).toEqual({ response: [] });
    const bad = await get('/empresas/1/pcp/grafico_gantt/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/^Parâmetro 'resourceId' inválido/);
  });
});
