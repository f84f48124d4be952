import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// DRE Resumido (02.74.1414) and its group drawer (02.74.1415) against sums computed here in JS from the raw
// postings (plain SQL rows, no grouping by the database).
const TODAY = '2026-11-21';
let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  headers = await t.auth('bruno@mirante.demo'); // company 2 (module 2) has 1414
});
afterAll(async () => t?.close());

const get = async (url: string, h = headers) => {
  const res = await t.app.inject({ method: 'GET', url, headers: h });
  return { status: res.statusCode, body: res.json() };
};
const cents = (n: number) => Math.round(n * 100) / 100;

interface Posting { filial: number; grupo: number; codigo: string; valor: number; dia: string }
async function postings(empresa: number, month: string): Promise<Posting[]> {
  const rows = await t.db.all<Posting>(
    `SELECT l.filial_id AS filial, p.grupo_dre_id AS grupo, p.codigo, l.valor::DOUBLE AS valor, strftime(l.data_lancamento, '%Y-%m-%d') AS dia
       FROM lancamentos_contabeis l JOIN plano_contas p ON p.id = l.plano_contas_id
      WHERE l.empresa_id = ${empresa} AND p.grupo_dre_id IS NOT NULL`,
  );
  return rows.filter((r) => r.dia.startsWith(month));
}
const sumOf = (rows: Posting[], f: (p: Posting) => boolean) => cents(rows.filter(f).reduce((s, p) => s + p.valor, 0));

describe('GET /api/empresas/:id/intercarg/financeiro/dre', () => {
  it('totals = independent sums = sum of the branches; Resultado = Receitas − Custos − Despesas', async () => {
    const { status, body } = await get('/api/empresas/2/intercarg/financeiro/dre?dataPeriodo=2026-11-01');
    expect(status).toBe(200);
    const raw = await postings(2, '2026-11');
    const g = body.response.totaisGeral;
    expect(g.vlr_receitas).toBeGreaterThan(0);
    expect(g.vlr_receitas).toBe(sumOf(raw, (p) => p.grupo === 1));
    expect(g.vlr_custos).toBe(sumOf(raw, (p) => p.grupo === 2));
    expect(g.vlr_despesas).toBe(sumOf(raw, (p) => p.grupo === 3));
    expect(g.resultado).toBe(cents(g.vlr_receitas - g.vlr_custos - g.vlr_despesas));
    const filiais = body.response.totaisPorEmpresa as Record<string, number>[];
    expect(filiais.length).toBeGreaterThan(1);
    for (const k of ['vlr_receitas', 'vlr_custos', 'vlr_despesas', 'resultado']) {
      expect(cents(filiais.reduce((s, f) => s + f[k], 0))).toBe(g[k]);
    }
    for (const f of filiais) {
      expect(f.vlr_receitas).toBe(sumOf(raw, (p) => p.grupo === 1 && p.filial === f.id_empresa));
      expect(f.resultado).toBe(cents(f.vlr_receitas - f.vlr_custos - f.vlr_despesas));
    }
  });

  it('a month without postings answers zeros and no branch', async () => {
    const { status, body } = await get('/api/empresas/2/intercarg/financeiro/dre?dataPeriodo=2001-01-01');
    expect(status).toBe(200);
    expect(body.response).toEqual({ totaisGeral: { vlr_receitas: 0, vlr_custos: 0, vlr_despesas: 0, resultado: 0 }, totaisPorEmpresa: [] });
  });

  it('refuses a bad date in pt-BR and a user without 1414', async () => {
    const bad = await get('/api/empresas/2/intercarg/financeiro/dre?dataPeriodo=2026-13-01');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/dataPeriodo/);
    const ana = await t.auth('ana@mirante.demo'); // company 1 only, module 1: no 1414
    expect((await get('/api/empresas/1/intercarg/financeiro/dre?dataPeriodo=2026-11-01', ana)).status).toBe(403);
  });
});

describe('GET /api/empresas/:id/intercarg/financeiro/dre/grupo/detalhes', () => {
  it('each group detail sums to its total, for all branches (0) and for each branch', async () => {
    const { body } = await get('/api/empresas/2/intercarg/financeiro/dre?dataPeriodo=2026-11-01');
    const raw = await postings(2, '2026-11');
    const fields = { 1: 'vlr_receitas', 2: 'vlr_custos', 3: 'vlr_despesas' } as const;
    for (const grupo of [1, 2, 3] as const) {
      const all = await get(`/api/empresas/2/intercarg/financeiro/dre/grupo/detalhes?periodo=2026-11-01&id_grupo=${grupo}&id_empresa=0`);
      expect(all.status).toBe(200);
      const linhas = all.body.response.dadosGrupo as { codigo_conta: string; valor: number }[];
      expect(linhas.length).toBeGreaterThan(0);
      expect(cents(linhas.reduce((s, l) => s + l.valor, 0))).toBe(body.response.totaisGeral[fields[grupo]]);
      for (const l of linhas) expect(l.valor).toBe(sumOf(raw, (p) => p.grupo === grupo && p.codigo === l.codigo_conta));
      for (const f of body.response.totaisPorEmpresa) {
        const one = await get(`/api/empresas/2/intercarg/financeiro/dre/grupo/detalhes?periodo=2026-11-01&id_grupo=${grupo}&id_empresa=${f.id_empresa}`);
        expect(cents(one.body.response.dadosGrupo.reduce((s: number, l: { valor: number }) => s + l.valor, 0))).toBe(f[fields[grupo]]);
      }
    }
  });

  it('refuses an unknown group in pt-BR', async () => {
    const bad = await get('/api/empresas/2/intercarg/financeiro/dre/grupo/detalhes?periodo=2026-11-01&id_grupo=4');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/id_grupo/);
  });
});
