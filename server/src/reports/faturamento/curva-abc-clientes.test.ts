import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';
import { ABC_EMPRESA_ID, ABC_PERIODO, insertAbcFixture } from './abcFixture.ts';
import { checkAbcInvariants } from '../../test/abcInvariants.ts';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await insertAbcFixture(t.db, 'ana@mirante.demo');
  headers = await t.auth('ana@mirante.demo');
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const qs = (p: Record<string, string>) => new URLSearchParams(p).toString();

type Row = Record<string, number | string>;

describe('GET /api/empresas/:empresaId/faturamento/curva-abc-clientes', () => {
  it('answers the worked example of docs/abc-classes.md exactly', async () => {
    const { status, body } = await get(`/api/empresas/${ABC_EMPRESA_ID}/faturamento/curva-abc-clientes?${qs(ABC_PERIODO)}`);
    expect(status).toBe(200);
    expect(body.response).toEqual([
      { id_cliente: 990000, nome_cliente: 'Cliente Um', valor_total_descontos: 10, vlr_total_acrescimos: 0, vlr_devolvido: 10, vlr_total: 520, vlr_total_liquido: 500, soma_geral: 1000, perc_vendas: 50, perc_acumulado: 50, classe: 'A', ordem: 1 },
      { id_cliente: 990001, nome_cliente: 'Cliente Dois', valor_total_descontos: 20, vlr_total_acrescimos: 10, vlr_devolvido: 0, vlr_total: 260, vlr_total_liquido: 250, soma_geral: 1000, perc_vendas: 25, perc_acumulado: 75, classe: 'A', ordem: 2 },
      { id_cliente: 990002, nome_cliente: 'Cliente Três', valor_total_descontos: 0, vlr_total_acrescimos: 0, vlr_devolvido: 0, vlr_total: 150, vlr_total_liquido: 150, soma_geral: 1000, perc_vendas: 15, perc_acumulado: 90, classe: 'A', ordem: 3 },
      { id_cliente: 990003, nome_cliente: 'Cliente Quatro', valor_total_descontos: 0, vlr_total_acrescimos: 0, vlr_devolvido: 0, vlr_total: 60, vlr_total_liquido: 60, soma_geral: 1000, perc_vendas: 6, perc_acumulado: 96, classe: 'B', ordem: 4 },
      { id_cliente: 990004, nome_cliente: 'Cliente Cinco', valor_total_descontos: 0, vlr_total_acrescimos: 0, vlr_devolvido: 10, vlr_total: 50, vlr_total_liquido: 40, soma_geral: 1000, perc_vendas: 4, perc_acumulado: 100, classe: 'C', ordem: 5 },
    ]);
  });

  it('customer detail: products of the customer with ABC within the customer', async () => {
    const { status, body } = await get(`/api/empresas/${ABC_EMPRESA_ID}/faturamento/curva-abc-clientes/990000/detalhes?${qs(ABC_PERIODO)}`);
    expect(status).toBe(200);
    expect(body.response).toEqual([
      { id_produto: 990000, desc_produto: 'Produto Um', unidade_medida: 'UN', quantidade_total_liquida: 40, valor_total_liquido: 390, soma_geral: 500, perc_valor_vendas: 78, perc_valor_acumulado: 78, classe: 'A', ordem: 1 },
      { id_produto: 990001, desc_produto: 'Produto Dois', unidade_medida: 'UN', quantidade_total_liquida: 11, valor_total_liquido: 110, soma_geral: 500, perc_valor_vendas: 22, perc_valor_acumulado: 100, classe: 'A', ordem: 2 },
    ]);
  });

  it('an empty period answers an empty list', async () => {
    const { status, body } = await get(`/api/empresas/${ABC_EMPRESA_ID}/faturamento/curva-abc-clientes?dataInicio=2020/01/01&dataFim=2020/01/31`);
    expect(status).toBe(200);
    expect(body.response).toEqual([]);
  });

  it('rejects bad periods with pt-BR messages', async () => {
    const base = `/api/empresas/${ABC_EMPRESA_ID}/faturamento/curva-abc-clientes`;
    const after = await get(`${base}?dataInicio=2026/11/30&dataFim=2026/11/01`);
    expect(after).toEqual({ status: 400, body: { errors: [{ message: 'Data Inicio maior que data fim.' }] } });
    const missing = await get(`${base}?dataInicio=2026/11/01`);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe("Parâmetro 'dataFim' obrigatório.");
    const malformed = await get(`${base}?dataInicio=01/11/2026&dataFim=2026/11/30`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].message).toMatch(/^Parâmetro 'dataInicio' inválido/);
    const impossible = await get(`${base}?dataInicio=2026/02/30&dataFim=2026/03/01`);
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors[0].message).toMatch(/^Parâmetro 'dataInicio' inválido: deve ser uma data válida/);
    const detail = await get(`${base}/990000/detalhes?dataInicio=2026-11-30&dataFim=2026-11-01`);
    expect(detail.body.errors[0].message).toBe('Data Inicio maior que data fim.');
  });
});

describe('Curva ABC Clientes over the seeded company 1', () => {
  const year = TEST_TODAY.slice(0, 4);
  const periodo = { dataInicio: `${Number(year) - 1}/01/01`, dataFim: TEST_TODAY.replaceAll('-', '/') };
  const inicio = periodo.dataInicio.replaceAll('/', '-');

  it('matches an independent aggregation of the invoice lines', async () => {
    const { status, body } = await get(`/api/empresas/1/faturamento/curva-abc-clientes?${qs(periodo)}`);
    expect(status).toBe(200);
    const rows = body.response as Row[];
    expect(rows.length).toBeGreaterThan(3);
    // independent: from the LINES (the endpoint reads the invoice headers), summed in JS
    const lines = await t.db.all<{ cliente_id: number; bruto: number; desconto: number; acrescimo: number; devolvido: number }>(
      `SELECT n.cliente_id, i.valor_bruto::DOUBLE AS bruto, i.valor_desconto::DOUBLE AS desconto,
              i.valor_acrescimo::DOUBLE AS acrescimo, i.valor_devolvido::DOUBLE AS devolvido
         FROM notas_saida_itens i, notas_saida n
        WHERE i.nota_saida_id = n.id AND n.empresa_id = 1 AND n.situacao <> 'C'
          AND n.data_emissao >= $1::DATE AND n.data_emissao <= $2::DATE`,
      [inicio, TEST_TODAY],
    );
    const byCliente = new Map<number, { bruto: number; desconto: number; acrescimo: number; devolvido: number }>();
    for (const l of lines) {
      const c = byCliente.get(l.cliente_id) ?? { bruto: 0, desconto: 0, acrescimo: 0, devolvido: 0 };
      c.bruto += l.bruto; c.desconto += l.desconto; c.acrescimo += l.acrescimo; c.devolvido += l.devolvido;
      byCliente.set(l.cliente_id, c);
    }
    expect(rows.length).toBe(byCliente.size);
    for (const r of rows) {
      const c = byCliente.get(Number(r.id_cliente))!;
      expect(r.vlr_total).toBeCloseTo(c.bruto, 2);
      expect(r.valor_total_descontos).toBeCloseTo(c.desconto, 2);
      expect(r.vlr_total_acrescimos).toBeCloseTo(c.acrescimo, 2);
      expect(r.vlr_devolvido).toBeCloseTo(c.devolvido, 2);
      expect(r.vlr_total_liquido).toBeCloseTo(c.bruto - c.desconto + c.acrescimo - c.devolvido, 2);
    }
    checkAbcInvariants(rows, 'vlr_total_liquido', 'perc_vendas', 'perc_acumulado');
    expect(new Set(rows.map((r) => r.classe))).toEqual(new Set(['A', 'B', 'C']));
  });

  it('customer detail matches the customer total and follows the same rule', async () => {
    const { body } = await get(`/api/empresas/1/faturamento/curva-abc-clientes?${qs(periodo)}`);
    const top = (body.response as Row[])[0];
    const detail = await get(`/api/empresas/1/faturamento/curva-abc-clientes/${top.id_cliente}/detalhes?${qs(periodo)}`);
    expect(detail.status).toBe(200);
    const rows = detail.body.response as Row[];
    expect(rows.length).toBeGreaterThan(0);
    const sum = rows.reduce((s, r) => s + Number(r.valor_total_liquido), 0);
    expect(sum).toBeCloseTo(Number(top.vlr_total_liquido), 1);
    expect(rows[0].soma_geral).toBe(top.vlr_total_liquido);
    checkAbcInvariants(rows, 'valor_total_liquido', 'perc_valor_vendas', 'perc_valor_acumulado');
    const qtd = await t.db.one<{ q: number }>(
      `SELECT sum(i.quantidade - i.quantidade_devolvida)::DOUBLE AS q FROM notas_saida_itens i JOIN notas_saida n ON n.id = i.nota_saida_id
        WHERE n.empresa_id = 1 AND n.cliente_id = $1 AND i.produto_id = $2 AND n.situacao = 'A'
          AND n.data_emissao BETWEEN $3::DATE AND $4::DATE`,
      [Number(top.id_cliente), Number(rows[0].id_produto), inicio, TEST_TODAY],
    );
    expect(rows[0].quantidade_total_liquida).toBeCloseTo(qtd!.q, 3);
  });

  it('is scoped to the company in the path', async () => {
    const { body } = await get(`/api/empresas/${ABC_EMPRESA_ID}/faturamento/curva-abc-clientes?${qs(periodo)}`);
    expect((body.response as Row[]).every((r) => Number(r.id_cliente) >= 990_000)).toBe(true);
  });
});
