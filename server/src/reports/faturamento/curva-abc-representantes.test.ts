import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';
import { checkAbcInvariants } from '../../test/abcInvariants.ts';

// Curva ABC Representantes (01.76.1328) over the seeded company 1, checked against the invoice lines.
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('ana@mirante.demo');
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const qs = (p: Record<string, string>) => new URLSearchParams(p).toString();
type Row = Record<string, number | string>;

const base = '/api/empresas/1/faturamento/curva-abc-representantes';
const year = Number(TEST_TODAY.slice(0, 4));
const periodo = { dataInicio: `${year - 1}/01/01`, dataFim: TEST_TODAY.replaceAll('-', '/') };

describe('GET /api/empresas/:empresaId/faturamento/curva-abc-representantes', () => {
  it('matches an independent aggregation of the invoice lines per seller and follows the ABC rule', async () => {
    const { status, body } = await get(`${base}?${qs(periodo)}`);
    expect(status).toBe(200);
    const rows = body.response as Row[];
    expect(rows.length).toBeGreaterThan(2);
    const lines = await t.db.all<{ vendedor_id: number; nome: string; bruto: number; desconto: number; acrescimo: number; devolvido: number }>(
      `SELECT n.vendedor_id, v.nome, i.valor_bruto::DOUBLE AS bruto, i.valor_desconto::DOUBLE AS desconto,
              i.valor_acrescimo::DOUBLE AS acrescimo, i.valor_devolvido::DOUBLE AS devolvido
         FROM notas_saida_itens i, notas_saida n, vendedores v
        WHERE i.nota_saida_id = n.id AND v.id = n.vendedor_id AND n.empresa_id = 1 AND n.situacao <> 'C'
          AND n.data_emissao >= $1::DATE AND n.data_emissao <= $2::DATE`,
      [periodo.dataInicio.replaceAll('/', '-'), TEST_TODAY],
    );
    const bySeller = new Map<number, { nome: string; bruto: number; desconto: number; acrescimo: number; devolvido: number }>();
    for (const l of lines) {
      const c = bySeller.get(l.vendedor_id) ?? { nome: l.nome, bruto: 0, desconto: 0, acrescimo: 0, devolvido: 0 };
      c.bruto += l.bruto; c.desconto += l.desconto; c.acrescimo += l.acrescimo; c.devolvido += l.devolvido;
      bySeller.set(l.vendedor_id, c);
    }
    expect(rows.length).toBe(bySeller.size);
    for (const r of rows) {
      const c = bySeller.get(Number(r.id_representante))!;
      expect(r.nome_representante).toBe(c.nome);
      expect(r.vlr_total).toBeCloseTo(c.bruto, 2);
      expect(r.valor_total_descontos).toBeCloseTo(c.desconto, 2);
      expect(r.vlr_total_acrescimos).toBeCloseTo(c.acrescimo, 2);
      expect(r.vlr_devolvido).toBeCloseTo(c.devolvido, 2);
      expect(r.vlr_total_liquido).toBeCloseTo(c.bruto - c.desconto + c.acrescimo - c.devolvido, 2);
    }
    checkAbcInvariants(rows, 'vlr_total_liquido', 'perc_vendas', 'perc_acumulado');
  });

  it('the sellers total equals the customers total of the same period', async () => {
    const rep = (await get(`${base}?${qs(periodo)}`)).body.response as Row[];
    const cli = (await get(`/api/empresas/1/faturamento/curva-abc-clientes?${qs(periodo)}`)).body.response as Row[];
    expect(rep[0].soma_geral).toBeCloseTo(Number(cli[0].soma_geral), 2);
  });

  it('an empty period answers an empty list; bad periods a pt-BR 400', async () => {
    expect(await get(`${base}?dataInicio=2000/01/01&dataFim=2000/01/31`)).toEqual({ status: 200, body: { response: [] } });
    expect(await get(`${base}?dataInicio=2026/11/30&dataFim=2026/11/01`)).toEqual({ status: 400, body: { errors: [{ message: 'Data Inicio maior que data fim.' }] } });
    const missing = await get(`${base}?dataInicio=2026/11/01`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe("Parâmetro 'dataFim' obrigatório.");
  });
});
