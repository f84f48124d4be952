import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

/** GET …/logistica/gestor_frota: the company's ERP users flagged as fleet managers, checked against the raw table. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /empresas/{id}/logistica/gestor_frota', () => {
  it('lists exactly the ERP users of the company with gestor_frota S, by name', async () => {
    const headers = await t.auth('bruno@mirante.demo');
    const res = await t.app.inject({ method: 'GET', url: '/api/empresas/2/logistica/gestor_frota', headers });
    expect(res.statusCode).toBe(200);
    const raw = await t.db.all<{ id: number; nome: string; empresa_id: number; gestor_frota: string }>('SELECT id, nome, empresa_id, gestor_frota FROM usuarios_erp');
    const expected = raw
      .filter((u) => Number(u.empresa_id) === 2 && u.gestor_frota === 'S')
      .map((u) => ({ codigo: Number(u.id), nome: u.nome }))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'en') || a.codigo - b.codigo);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.json()).toEqual({ response: expected });
  });

  it('is refused to a company the user does not belong to', async () => {
    const headers = await t.auth('diego@mirante.demo');
    const res = await t.app.inject({ method: 'GET', url: '/api/empresas/1/logistica/gestor_frota', headers });
    expect(res.statusCode).toBe(403);
  });
});
