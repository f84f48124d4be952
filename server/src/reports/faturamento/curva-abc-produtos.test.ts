import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';
import { checkAbcInvariants } from '../../test/abcInvariants.ts';

// Curva ABC Produtos (01.76.1329) and its modal 01.76.1341 over the seeded company 1, checked against the lines.
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

const base = '/api/empresas/1/faturamento/curva-abc-produtos';
const year = Number(TEST_TODAY.slice(0, 4));
const periodo = { dataInicio: `${year - 1}/01/01`, dataFim: TEST_TODAY.replaceAll('-', '/') };
const list = async (tipo?: string) => {
  const { status, body } = await get(`${base}?${qs(tipo ? { ...periodo, tipo } : periodo)}`);
  expect(status).toBe(200);
  return body.response as Row[];
};

describe('GET /api/empresas/:empresaId/faturamento/curva-abc-produtos', () => {
  it('valor (the default): totals per product match the invoice lines, ranked by net value', async () => {
    const rows = await list();
    expect(rows).toEqual(await list('valor'));
    expect(rows.length).toBeGreaterThan(3);
    const lines = await t.db.all<{ produto_id: number; q: number; qd: number; bruto: number; desconto: number; acrescimo: number; devolvido: number }>(
      `SELECT i.produto_id, i.quantidade::DOUBLE AS q, i.quantidade_devolvida::DOUBLE AS qd, i.valor_bruto::DOUBLE AS bruto,
              i.valor_desconto::DOUBLE AS desconto, i.valor_acrescimo::DOUBLE AS acrescimo, i.valor_devolvido::DOUBLE AS devolvido
         FROM notas_saida_itens i, notas_saida n
        WHERE i.nota_saida_id = n.id AND n.empresa_id = 1 AND n.situacao <> 'C'
          AND n.data_emissao >= $1::DATE AND n.data_emissao <= $2::DATE`,
      [periodo.dataInicio.replaceAll('/', '-'), TEST_TODAY],
    );
    const byProduct = new Map<number, { q: number; qd: number; bruto: number; desconto: number; acrescimo: number; devolvido: number }>();
    for (const l of lines) {
      const c = byProduct.get(l.produto_id) ?? { q: 0, qd: 0, bruto: 0, desconto: 0, acrescimo: 0, devolvido: 0 };
      c.q += l.q; c.qd += l.qd; c.bruto += l.bruto; c.desconto += l.desconto; c.acrescimo += l.acrescimo; c.devolvido += l.devolvido;
      byProduct.set(l.produto_id, c);
    }
    expect(rows.length).toBe(byProduct.size);
    for (const r of rows) {
      const c = byProduct.get(Number(r.id_produto))!;
      expect(r.quantidade).toBeCloseTo(c.q, 3);
      expect(r.quantidade_devolvida).toBeCloseTo(c.qd, 3);
      expect(r.quantidade_liquida).toBeCloseTo(c.q - c.qd, 3);
      expect(r.valor_total).toBeCloseTo(c.bruto, 2);
      expect(r.valor_total_descontos).toBeCloseTo(c.desconto, 2);
      expect(r.valor_total_acrescimos).toBeCloseTo(c.acrescimo, 2);
      expect(r.valor_devolvido).toBeCloseTo(c.devolvido, 2);
      expect(r.valor_total_liquido).toBeCloseTo(c.bruto - c.desconto + c.acrescimo - c.devolvido, 2);
    }
    checkAbcInvariants(rows, 'valor_total_liquido', 'perc_vendas', 'perc_acumulado');
  });

  it('quantidade: ranked and classed by net quantity, an order that differs from the value ranking', async () => {
    const byValue = await list('valor');
    const byQty = await list('quantidade');
    checkAbcInvariants(byQty, 'quantidade_liquida', 'perc_quatidade_vendas', 'perc_acumulado_quantidade', 'soma_geral_quantidade');
    expect(byQty.map((r) => r.id_produto)).not.toEqual(byValue.map((r) => r.id_produto));
    // same products, same measures: only the order, the classes and the accumulated percentages change
    const valueOf = new Map(byValue.map((r) => [r.id_produto, r]));
    for (const r of byQty) {
      expect(r.valor_total_liquido).toBe(valueOf.get(r.id_produto)!.valor_total_liquido);
      expect(r.perc_vendas).toBe(valueOf.get(r.id_produto)!.perc_vendas);
    }
    expect(byQty.at(-1)!.perc_acumulado).toBe(100);
  });

  it('bad tipo or period: a pt-BR 400', async () => {
    const tipo = await get(`${base}?${qs({ ...periodo, tipo: 'peso' })}`);
    expect(tipo.status).toBe(400);
    expect(tipo.body.errors[0].message).toMatch(/^Parâmetro 'tipo' inválido/);
    expect(await get(`${base}?dataInicio=2026/11/30&dataFim=2026/11/01`)).toEqual({ status: 400, body: { errors: [{ message: 'Data Inicio maior que data fim.' }] } });
    expect(await get(`${base}?dataInicio=2000/01/01&dataFim=2000/01/31`)).toEqual({ status: 200, body: { response: [] } });
  });
});

describe('GET /api/empresas/:empresaId/faturamento/curva-abc-produtos/:idProduto/detalhes (01.76.1341)', () => {
  it("the product's customers add up to the product's row, by value and by quantity", async () => {
    const top = (await list('valor'))[0];
    const detail = async (tipo: string) => {
      const { status, body } = await get(`${base}/${top.id_produto}/detalhes?${qs({ ...periodo, tipo })}`);
      expect(status).toBe(200);
      return body.response as Row[];
    };
    const byValue = await detail('valor');
    expect(byValue.length).toBeGreaterThan(1);
    expect(byValue[0].soma_geral).toBeCloseTo(Number(top.valor_total_liquido), 2);
    expect(byValue[0].soma_geral_quantidade).toBeCloseTo(Number(top.quantidade_liquida), 3);
    checkAbcInvariants(byValue, 'valor_total_liquido', 'perc_valor_vendas', 'perc_valor_acumulado');
    const byQty = await detail('quantidade');
    checkAbcInvariants(byQty, 'quantity_total_liquida', 'perc_quatidade_vendas', 'perc_quantidade_acumulada', 'soma_geral_quantidade');
    expect(new Set(byQty.map((r) => r.id_cliente))).toEqual(new Set(byValue.map((r) => r.id_cliente)));
  });
});
