import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { CATEGORIAS } from './cadastros-pendentes.report.ts';

/** GET intercarg/cadastros_pendentes/{companyId}/{category}: the rows, checked against the raw table filtered and sorted here. */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
});
afterAll(async () => t?.close());

const url = (empresa: number, categoria: string) => `/api/intercarg/cadastros_pendentes/${empresa}/${categoria}`;

describe('GET intercarg/cadastros_pendentes/{companyId}/{category}', () => {
  it('answers each category of company 2, newest first, the same rows as the raw table', async () => {
    const raw = await t.db.all<{ id: number; categoria: string; codigo_registro: string; descricao: string; pendencia: string; data_cadastro: unknown }>(
      'SELECT id, categoria, codigo_registro, descricao, pendencia, CAST(data_cadastro AS VARCHAR) AS data_cadastro FROM cadastros_pendentes WHERE empresa_id = 2');
    for (const categoria of CATEGORIAS) {
      const expected = raw.filter((r) => r.categoria === categoria)
        .sort((a, b) => String(b.data_cadastro).localeCompare(String(a.data_cadastro)) || a.id - b.id)
        .map((r) => ({ codigo_registro: r.codigo_registro, descricao: r.descricao, pendencia: r.pendencia, data_cadastro: String(r.data_cadastro).slice(0, 10) }));
      expect(expected.length, categoria).toBeGreaterThan(0);
      const res = await t.app.inject({ method: 'GET', url: url(2, categoria), headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { response: { data_cadastro: string }[] };
      expect(body.response.map((r) => ({ ...r, data_cadastro: r.data_cadastro.slice(0, 10) }))).toEqual(expected);
    }
  });

  it('an unknown category is a 400 in pt-BR naming the accepted values', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(2, 'caminhao'), headers });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/categoria[\s\S]*motorista/);
  });

  it('a module-1 company has none (the empty state); a company the user does not belong to is a 403', async () => {
    const empty = await t.app.inject({ method: 'GET', url: url(1, 'motorista'), headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ response: [] });
    const diego = await t.auth('diego@mirante.demo');
    const res = await t.app.inject({ method: 'GET', url: url(1, 'motorista'), headers: diego });
    expect(res.statusCode).toBe(403);
  });

  it('the strip: every category with its count (zero included), the same counts as the raw table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/intercarg/cadastros_pendentes/2', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { response: { categoria: string; descricao_categoria: string; quantidade: number }[] };
    const raw = await t.db.all<{ categoria: string }>('SELECT categoria FROM cadastros_pendentes WHERE empresa_id = 2');
    expect(body.response.map((r) => r.categoria)).toEqual([...CATEGORIAS]);
    for (const r of body.response) expect(r.quantidade, r.categoria).toBe(raw.filter((x) => x.categoria === r.categoria).length);
    expect(body.response.reduce((s, r) => s + r.quantidade, 0)).toBe(raw.length);
    const none = await t.app.inject({ method: 'GET', url: '/api/intercarg/cadastros_pendentes/1', headers });
    expect(none.statusCode).toBe(403); // company 1 is module 1: Dashboard Frota (1416) is not released there
  });
});
