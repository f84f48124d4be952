import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// Locação (01.76.1396 dashboard, 01.76.1397 list by situation, 01.76.1398 detail) over the seeded companies 1
// and 3, checked against plain reads of the raw tables aggregated in JS.
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
});
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const get = async (url: string, h = headers) => {
  const res = await t.app.inject({ method: 'GET', url, headers: h });
  return { status: res.statusCode, body: res.json() };
};
const base = (e: number) => `/api/empresas/${e}/faturamento/locacao_equipamentos`;
const pct = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 100 * 100) / 100);

interface RawEquipment { id: number; grupo_id: number; grupo: string; id_situacao: string; contrato_id: number | null; remessa_id: number | null; obra_id: number | null }
const rawEquipment = (e: number) =>
  t.db.all<RawEquipment>(
    `SELECT e.id, e.grupo_id, g.descricao AS grupo, e.id_situacao, e.contrato_id, e.remessa_id, e.obra_id
       FROM equipamentos e, grupos_equipamento g WHERE g.id = e.grupo_id AND e.empresa_id = $1 ORDER BY e.id`,
    [e],
  );

describe.each([1, 3])('Locação of company %i', (empresa) => {
  it('dashboard: total and per-situation counts equal the raw equipment; l + e + m = total; percentages of the total', async () => {
    const { status, body } = await get(`${base(empresa)}/dashboard`);
    expect(status).toBe(200);
    const raw = await rawEquipment(empresa);
    const total = raw.length;
    expect(total).toBeGreaterThan(0);
    expect(body.result.totais_equipamentos).toEqual({ quantidade_total: total });
    const cards = body.result.equipamentos_situacao as Row[];
    expect(cards.map((c) => c.id_situacao)).toEqual(['t', 'l', 'e', 'm']);
    expect(cards.map((c) => c.desc_situacao)).toEqual(['Total', 'Locado', 'Estoque', 'Manutenção']);
    expect(cards[0]).toMatchObject({ quantidade: total, percentual: 100 });
    for (const c of cards.slice(1)) {
      const n = raw.filter((r) => r.id_situacao === c.id_situacao).length;
      expect(n).toBeGreaterThan(0);
      expect(c).toMatchObject({ quantidade: n, percentual: pct(n, total) });
    }
    expect(cards.slice(1).reduce((s, c) => s + Number(c.quantidade), 0)).toBe(total);
    expect(cards.slice(1).reduce((s, c) => s + Number(c.percentual), 0)).toBeCloseTo(100, 1);
  });

  it.each(['t', 'l', 'e', 'm'])("situation '%s': groups as an independent grouping of the raw equipment; percentages add up to 100", async (sit) => {
    const { status, body } = await get(`${base(empresa)}/equipamentos/situacao?id_situacao=${sit}`);
    expect(status).toBe(200);
    const raw = (await rawEquipment(empresa)).filter((r) => sit === 't' || r.id_situacao === sit);
    const groups = body.result as Row[];
    const expected = new Map<number, RawEquipment[]>();
    for (const r of raw) expected.set(r.grupo_id, [...(expected.get(r.grupo_id) ?? []), r]);
    expect(groups.map((g) => g.id_grupo).sort()).toEqual([...expected.keys()].sort());
    for (const g of groups) {
      const members = expected.get(Number(g.id_grupo))!;
      expect(g.descGrupo).toBe(members[0].grupo);
      expect(g.quantidade).toBe(members.length);
      expect(g.percentual).toBe(pct(members.length, raw.length));
      const equipamentos = g.equipamentos as Row[];
      expect(equipamentos.map((x) => x.id_equipamento)).toEqual(members.map((m) => m.id));
      for (const x of equipamentos) {
        expect(x.id_grupo).toBe(g.id_grupo);
        if (sit !== 't') expect(x.id_situacao).toBe(sit);
      }
    }
    expect(groups.reduce((s, g) => s + Number(g.quantidade), 0)).toBe(raw.length);
    expect(groups.reduce((s, g) => s + Number(g.percentual), 0)).toBeCloseTo(100, 1);
    // largest group first
    const sizes = groups.map((g) => Number(g.quantidade));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it("the group counts of l, e and m add up to the 't' list and to the dashboard's cards", async () => {
    const cards = (await get(`${base(empresa)}/dashboard`)).body.result.equipamentos_situacao as Row[];
    for (const c of cards) {
      const groups = (await get(`${base(empresa)}/equipamentos/situacao?id_situacao=${c.id_situacao}`)).body.result as Row[];
      expect(groups.reduce((s, g) => s + Number(g.quantidade), 0)).toBe(c.quantidade);
    }
  });

  it('every equipment: its detail matches its list row; movements oldest first, the last one puts it where it is; rented = open contract', async () => {
    const groups = (await get(`${base(empresa)}/equipamentos/situacao?id_situacao=t`)).body.result as Row[];
    const rows = groups.flatMap((g) => g.equipamentos as Row[]);
    expect(rows.length).toBeGreaterThan(10);
    const contratos = new Map(
      (await t.db.all<{ id: number; situacao: string; cliente_id: number }>('SELECT id, situacao, cliente_id FROM contratos_locacao')).map((c) => [c.id, c]),
    );
    for (const row of rows) {
      const { status, body } = await get(`${base(empresa)}/equipamento/${row.id_equipamento}`);
      expect(status).toBe(200);
      const { movimentos, ...equipment } = body.result as Row & { movimentos: Row[] };
      expect(equipment).toEqual(row);
      expect(movimentos.length).toBeGreaterThan(0);
      const dates = movimentos.map((m) => String(m.dt_hr_movimento));
      expect(dates).toEqual([...dates].sort());
      const last = movimentos.at(-1)!;
      expect([last.id_situacao, last.id_contrato, last.id_remessa, last.id_obra, last.id_cliente, last.desc_cliente, last.desc_obra]).toEqual([
        row.id_situacao, row.id_contrato, row.id_remessa, row.id_obra, row.id_cliente, row.desc_cliente, row.desc_obra,
      ]);
      if (row.id_situacao === 'l') {
        expect(row.id_contrato).not.toBeNull();
        expect(contratos.get(Number(row.id_contrato))).toMatchObject({ situacao: 'Ativo', cliente_id: row.id_cliente });
      } else {
        expect([row.id_contrato, row.id_remessa, row.id_cliente, row.id_obra]).toEqual([null, null, null, null]);
      }
      for (const m of movimentos) if (m.id_contrato !== null) expect(m.id_cliente).toBe(contratos.get(Number(m.id_contrato))!.cliente_id);
    }
  });
});

describe('Locação: demo data and bad input', () => {
  it('every rental movement lies within its contract and not before its shipment', async () => {
    const wrong = await t.db.all(`SELECT m.id FROM movimentos_equipamento m
      JOIN contratos_locacao c ON c.id = m.contrato_id JOIN remessas_locacao r ON r.id = m.remessa_id
     WHERE CAST(m.dt_hr_movimento AS DATE) < r.data_remessa OR CAST(m.dt_hr_movimento AS DATE) < c.data_inicio
        OR (c.data_fim IS NOT NULL AND CAST(m.dt_hr_movimento AS DATE) > c.data_fim) OR r.contrato_id <> m.contrato_id`);
    expect(wrong).toEqual([]);
    expect(await t.db.all(`SELECT id FROM movimentos_equipamento WHERE id_situacao = 'l' AND contrato_id IS NULL`)).toEqual([]);
  });

  it("id_situacao defaults to 't'", async () => {
    expect((await get(`${base(1)}/equipamentos/situacao`)).body).toEqual((await get(`${base(1)}/equipamentos/situacao?id_situacao=t`)).body);
  });

  it('a situation other than t, l, e, m and a non-numeric equipment id are a pt-BR 400', async () => {
    const bad = await get(`${base(1)}/equipamentos/situacao?id_situacao=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe("Parâmetro 'id_situacao' inválido: deve ser um dos valores: 't', 'l', 'e', 'm'.");
    const id = await get(`${base(1)}/equipamento/abc`);
    expect(id.status).toBe(400);
    expect(id.body.errors[0].message).toMatch(/^Parâmetro 'idEquipamento' inválido/);
  });

  it("another company's equipment answers no equipment fields, only an empty movement list", async () => {
    const other = await t.db.one<{ id: number }>('SELECT min(id) AS id FROM equipamentos WHERE empresa_id = 3');
    expect(await get(`${base(1)}/equipamento/${other!.id}`)).toEqual({ status: 200, body: { result: { movimentos: [] } } });
  });

  it('a user without the screen codes is refused', async () => {
    const carla = await t.auth('carla@mirante.demo');
    expect((await get(`${base(1)}/dashboard`, carla)).status).toBe(403);
    expect((await get(`${base(1)}/equipamentos/situacao`, carla)).status).toBe(403);
    expect((await get(`${base(1)}/equipamento/1`, carla)).status).toBe(403);
  });
});
