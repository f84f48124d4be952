import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

// Apontamento por operador (01.77.1338) over the seeded company 1: grouping and times recomputed from the raw appointments.
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('ana@mirante.demo');
});
afterAll(async () => t?.close());

const base = '/api/empresas/1/pcp/apontamento/';
const get = async (q: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `${base}?${new URLSearchParams(q)}`, headers });
  return { status: res.statusCode, body: res.json() };
};
const periodo = { dataInicio: '2026-10-01', dataFim: TEST_TODAY };
type Linha = Record<string, string | number | null>;
type Grupo = { id_operador: number; nome_operador: string; apontamentos: Linha[] };

/** seconds → [-]HH:MM:SS, written independently of the SQL. */
const hms = (s: number | null) => {
  if (s === null) return null;
  const a = Math.abs(s);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${s < 0 ? '-' : ''}${p(Math.floor(a / 3600))}:${p(Math.floor((a % 3600) / 60))}:${p(a % 60)}`;
};
const secs = (iso: string) => Date.parse(`${iso}Z`) / 1000;

describe('GET /api/empresas/:empresaId/pcp/apontamento/', () => {
  it('one group per operator with exactly their non-cancelled appointments of the period, times recomputed', async () => {
    const { status, body } = await get(periodo);
    expect(status).toBe(200);
    const grupos = body.response as Grupo[];
    const raw = await t.db.all<{ id: number; operador_id: number; nome: string; inicio: string; fim: string; q: number; prev: number; cancelado: string }>(
      `SELECT a.id, a.operador_id, op.nome, a.dt_hr_inicio AS inicio, a.dt_hr_fim AS fim, a.qtdade_produziu AS q, pp.tempo_previsto_unidade_seg AS prev, a.cancelado
         FROM apontamentos a JOIN operadores op ON op.id = a.operador_id JOIN ordem_producao_processos pp ON pp.id = a.ordem_producao_processo_id
        WHERE a.empresa_id = 1`,
    );
    const inPeriod = raw.filter((a) => a.cancelado === 'N' && a.inicio.slice(0, 10) >= periodo.dataInicio && a.inicio.slice(0, 10) <= periodo.dataFim);
    expect(raw.some((a) => a.cancelado === 'S')).toBe(true);
    const byOp = new Map<number, typeof inPeriod>();
    for (const a of inPeriod) byOp.set(Number(a.operador_id), [...(byOp.get(Number(a.operador_id)) ?? []), a]);
    expect(grupos.length).toBeGreaterThan(1);
    expect(grupos.map((g) => g.id_operador).sort()).toEqual([...byOp.keys()].sort());
    const nomes = grupos.map((g) => g.nome_operador);
    expect(nomes).toEqual([...nomes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    let negativos = 0;
    let positivos = 0;
    for (const g of grupos) {
      const mine = byOp.get(g.id_operador)!.sort((a, b) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : a.id - b.id));
      expect(g.apontamentos).toHaveLength(mine.length);
      g.apontamentos.forEach((linha, i) => {
        const a = mine[i]!;
        expect(linha.data_inicio).toBe(a.inicio);
        const tempo = secs(a.fim) - secs(a.inicio);
        const prev = Math.round(Number(a.prev));
        const real = Number(a.q) > 0 ? Math.round(tempo / Number(a.q)) : null;
        expect(linha.tempo).toBe(hms(tempo));
        expect(linha.tempo_por_qt_previsto).toBe(hms(prev));
        expect(linha.tempo_por_qt_real).toBe(hms(real));
        expect(linha.tempo_real_x_prev).toBe(real === null ? null : hms(prev - real));
        if (String(linha.tempo_real_x_prev).startsWith('-')) negativos++;
        else positivos++;
        expect(Object.keys(linha)).not.toContain('id_operador');
      });
    }
    // the demo data has appointments both faster and slower than planned
    expect(negativos).toBeGreaterThan(0);
    expect(positivos).toBeGreaterThan(0);
  });

  it('operator, resource, process and product narrow to the matching appointments', async () => {
    const one = (await t.db.one<{ operador_id: number; recurso_id: number; processo_id: number; produto_id: number }>(
      `SELECT a.operador_id, a.recurso_id, a.processo_id, o.produto_id FROM apontamentos a JOIN ordens_producao o ON o.id = a.ordem_producao_id
        WHERE a.empresa_id = 1 AND a.cancelado = 'N' AND CAST(a.dt_hr_inicio AS DATE) >= DATE '2026-10-01' ORDER BY a.id LIMIT 1`,
    ))!;
    const q = { ...periodo, id_operador: String(one.operador_id), id_recursos: String(one.recurso_id), id_processo: String(one.processo_id), id_produto: String(one.produto_id) };
    const expected = await t.db.one<{ n: number }>(
      `SELECT count(*) AS n FROM apontamentos a JOIN ordens_producao o ON o.id = a.ordem_producao_id
        WHERE a.empresa_id = 1 AND a.cancelado = 'N' AND CAST(a.dt_hr_inicio AS DATE) BETWEEN DATE '2026-10-01' AND DATE '${TEST_TODAY}'
          AND a.operador_id = ${one.operador_id} AND a.recurso_id = ${one.recurso_id} AND a.processo_id = ${one.processo_id} AND o.produto_id = ${one.produto_id}`,
    );
    const grupos = (await get(q)).body.response as Grupo[];
    expect(grupos).toHaveLength(1);
    expect(grupos[0]!.id_operador).toBe(Number(one.operador_id));
    expect(grupos[0]!.apontamentos).toHaveLength(Number(expected!.n));
  });

  it('bad input: a pt-BR 400', async () => {
    const sem = await get({ dataFim: TEST_TODAY });
    expect(sem.status).toBe(400);
    expect(sem.body.errors[0].message).toContain('dataInicio');
    expect((await get({ ...periodo, id_operador: 'x' })).status).toBe(400);
    const invertido = await get({ dataInicio: TEST_TODAY, dataFim: '2026-10-01' });
    expect(invertido.status).toBe(400);
    expect(invertido.body.errors[0].message).toBe('Data Inicio maior que data fim.');
  });
});
