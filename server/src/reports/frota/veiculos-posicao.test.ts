import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

/** 02.78.1369: vehicles by manager, the server's manager lock, and who the signed-in user is. */
let t: TestApp;
let bruno: { authorization: string };
let diego: { authorization: string };
type Row = { codigo: number; placa: string; situacao_veiculo: string; rota: string | null; nro_ordem: number | null; segundos_sem_op: number; tempo_sem_op: string };
beforeAll(async () => {
  t = await createTestApp();
  bruno = await t.auth('bruno@mirante.demo');
  diego = await t.auth('diego@mirante.demo');
});
afterAll(async () => t?.close());

const get = async (url: string, headers: { authorization: string }) => t.app.inject({ method: 'GET', url: `/api/empresas/2/logistica/${url}`, headers });
const raw = () => t.db.all<{ id: number; gestor_id: number; dt_ultima_operacao: string; dt_hr_posicao: string | null; situacao_veiculo: string; nro_ordem: number | null }>(`
  SELECT v.id, v.gestor_id, p.dt_ultima_operacao, p.dt_hr_posicao, p.situacao_veiculo, o.nro_ordem
    FROM posicoes_veiculos p JOIN veiculos v ON v.id = p.veiculo_id LEFT JOIN ordens_carregamento o ON o.id = p.ordem_carregamento_id
   WHERE p.empresa_id = 2`);

describe('GET /empresas/{id}/logistica/veiculos/{gestor}', () => {
  it("'Todos' lists every positioned vehicle of the company, in every situation", async () => {
    const res = await get('veiculos/Todos', bruno);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { response: Row[] }).response;
    const all = await raw();
    expect(rows.map((r) => r.codigo).sort((a, b) => a - b)).toEqual(all.map((r) => Number(r.id)).sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.situacao_veiculo))).toEqual(new Set(['Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado', 'Andando sem Operação', 'Ocioso']));
    // in operation: order number and route label; without operation: neither
    for (const r of rows) {
      const inOperation = ['Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado'].includes(r.situacao_veiculo);
      expect(r.rota !== null).toBe(inOperation);
      expect(r.nro_ordem !== null).toBe(inOperation);
    }
  });

  it('tempo sem operação = latest position received − last operation, as days, hours, minutes', async () => {
    const rows = (((await get('veiculos/Todos', bruno)).json()) as { response: Row[] }).response;
    const all = await raw();
    const ms = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);
    const ref = Math.max(...all.filter((r) => r.dt_hr_posicao).map((r) => ms(r.dt_hr_posicao!)));
    for (const r of rows) {
      const src = all.find((x) => Number(x.id) === r.codigo)!;
      const secs = Math.round((ref - ms(src.dt_ultima_operacao)) / 1000);
      expect(r.segundos_sem_op).toBe(secs);
      const d = Math.floor(secs / 86400);
      const h = Math.floor((secs % 86400) / 3600);
      const m = Math.floor((secs % 3600) / 60);
      expect(r.tempo_sem_op).toBe(`${d}d ${String(h).padStart(2, '0')}h ${String(m).padStart(2, '0')}min`);
    }
  });

  it("a manager code lists only that manager's vehicles", async () => {
    const rows = (((await get('veiculos/5', bruno)).json()) as { response: Row[] }).response;
    const expected = (await raw()).filter((r) => Number(r.gestor_id) === 5).map((r) => Number(r.id)).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.codigo).sort((a, b) => a - b)).toEqual(expected);
  });

  it("the lock is the server's: diego (fleet manager 4) gets only his own vehicles, even asking for 'Todos' or manager 5", async () => {
    const own = (await raw()).filter((r) => Number(r.gestor_id) === 4).map((r) => Number(r.id)).sort((a, b) => a - b);
    expect(own.length).toBeGreaterThan(0);
    for (const gestor of ['Todos', '5', '4']) {
      const rows = (((await get(`veiculos/${gestor}`, diego)).json()) as { response: Row[] }).response;
      expect(rows.map((r) => r.codigo).sort((a, b) => a - b)).toEqual(own);
    }
  });

  it("a manager that is neither a number nor 'Todos' is a 400 in pt-BR", async () => {
    const res = await get('veiculos/abc', bruno);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/gestor/);
  });
});

describe('GET /empresas/{id}/logistica/usuarios', () => {
  it('is the signed-in user as ERP user: diego is fleet manager 4, bruno is not a manager', async () => {
    expect((await get('usuarios', diego)).json()).toEqual({ response: { codigo: 4, nome: 'Diego Rocha', gestor_frota: 'S' } });
    expect((await get('usuarios', bruno)).json()).toEqual({ response: { codigo: null, nome: 'Bruno Lima', gestor_frota: 'N' } });
  });
});
