import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORMULA_FIXTURES } from '../../../common/orcamentoCompra.fixtures.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { RATE_LIMIT_MESSAGE } from '../plugins/rateLimit.ts';
import { ORCAMENTO_MESSAGES, ORCAMENTO_RATE_LIMIT } from './orcamentoCompraPublico.ts';

// Digitação de preços de orçamento de compra (01.75.1365): the public GET/PUT by token, over the real database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const URL = '/api/estoque/orcamento-compra/informar-precos/';
// every test request comes from its own address unless it says otherwise, so the burst test is the only one limited
let addressCounter = 10;
const nextAddress = () => `10.0.0.${addressCounter++}`;
const get = async (token: string, remoteAddress = nextAddress()) => {
  const res = await t.app.inject({ method: 'GET', url: URL + token, remoteAddress });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const put = async (token: string, payload: object, remoteAddress = nextAddress()) => {
  const res = await t.app.inject({ method: 'PUT', url: URL + token, payload, remoteAddress });
  return { status: res.statusCode, body: res.json() };
};
const tokenOf = async (situacao: string, skip = 0) =>
  (await t.db.one<{ token: string; numero: number; id: number }>(
    `SELECT token, numero, id FROM orcamentos_compra WHERE situacao = $1 ORDER BY id LIMIT 1 OFFSET ${skip}`, [situacao]))!;
const stored = (id: number) =>
  t.db.all<Record<string, number>>(
    'SELECT nro_item, qtdade, vlr_unit, vlr_frete, vlr_st, perc_ipi, vlr_desconto, vlr_produtos, vlr_total_do_ipi, vlr_total FROM orcamentos_compra_itens WHERE orcamento_compra_id = $1 ORDER BY nro_item',
    [id],
  );
const typed = (nro_item: number, v: Partial<Record<string, number>> = {}) => ({ nro_item, vlr_unit: 0, vlr_frete: 0, vlr_st: 0, perc_ipi: 0, vlr_desconto: 0, ...v });

describe('GET /api/estoque/orcamento-compra/informar-precos/:token', () => {
  it('answers the header and items of the quotation of that token only', async () => {
    const q = await tokenOf('Aberto');
    const { status, body } = await get(q.token);
    expect(status).toBe(200);
    const o = body.response;
    expect(Object.keys(o)).toEqual(['razao_social', 'data_emissao', 'numero', 'situacao', 'codigo_fornecedor', 'nome_fornecedor', 'finalidade', 'cond_pagto', 'itens']);
    expect(o.numero).toBe(q.numero);
    expect(o.situacao).toBe('Aberto');
    const raw = await stored(q.id);
    expect(o.itens.map((i: { nro_item: number }) => i.nro_item)).toEqual(raw.map((r) => r.nro_item));
    expect(Object.keys(o.itens[0])).toEqual(['nro_item', 'produto', 'codigo_barra', 'ref_prod', 'desc_produto', 'unid_med', 'qtdade', 'vlr_unit', 'vlr_frete',
      'vlr_produtos', 'vlr_st', 'perc_ipi', 'vlr_total_do_ipi', 'vlr_desconto', 'vlr_total']);
  });

  it('a guessed token is 404 with one pt-BR text: sequential, short, another quotation\'s number or id, a near miss', async () => {
    const q = await tokenOf('Aberto');
    const guesses = [String(q.numero), String(q.id), '1', '0001', 'a', q.token.slice(0, 31), q.token.slice(0, 31) + (q.token.endsWith('0') ? '1' : '0'),
      q.token.toUpperCase() === q.token ? 'x' : q.token.toUpperCase(), "' OR '1'='1", 'x'.repeat(100)];
    for (const g of guesses) {
      const r = await get(encodeURIComponent(g));
      expect(r.status, g).toBe(404);
      expect(r.body.errors[0].message).toBe(ORCAMENTO_MESSAGES.notFound);
    }
    // past 100 characters the path segment itself is refused (docs/security.md), still a 4xx
    expect((await get('x'.repeat(129))).status).toBeGreaterThanOrEqual(400);
  });

  it('tokens are 32 hex characters unrelated to id or number (no two share a prefix of 8)', async () => {
    const all = await t.db.all<{ token: string }>('SELECT token FROM orcamentos_compra');
    for (const { token } of all) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(all.map((r) => r.token.slice(0, 8))).size).toBe(all.length);
  });
});

describe('PUT /api/estoque/orcamento-compra/informar-precos/:token', () => {
  it('recomputes every total on the server with the page\'s formulas; computed values sent are ignored', async () => {
    const q = await tokenOf('Aberto');
    const before = await stored(q.id);
    // set the first items' quantities to the fixtures', then type the fixtures' inputs (plus lying totals)
    const n = Math.min(before.length, FORMULA_FIXTURES.length);
    for (let k = 0; k < n; k++) {
      await t.db.run('UPDATE orcamentos_compra_itens SET qtdade = $1 WHERE orcamento_compra_id = $2 AND nro_item = $3', [FORMULA_FIXTURES[k].input.qtdade, q.id, before[k].nro_item]);
    }
    const itens = FORMULA_FIXTURES.slice(0, n).map((f, k) => {
      const { qtdade: _q, ...inputs } = f.input;
      return { ...typed(before[k].nro_item, inputs), vlr_total: 999999, vlr_produtos: 1, qtdade: 12345 };
    });
    const r = await put(q.token, { itens, condicaoPagamento: ' 30/60 dias ' });
    expect(r.status).toBe(200);
    expect(r.body.statusCode).toBe(200);
    expect(r.body.message).toBe(ORCAMENTO_MESSAGES.saved);
    const after = await stored(q.id);
    for (let k = 0; k < n; k++) {
      const row = after[k];
      expect(row.qtdade).toBe(FORMULA_FIXTURES[k].input.qtdade); // quantity is the buyer's, never the supplier's
      expect({ vlr_produtos: row.vlr_produtos, vlr_total_do_ipi: row.vlr_total_do_ipi, vlr_total: row.vlr_total }).toEqual(FORMULA_FIXTURES[k].out);
    }
    expect(after.slice(n)).toEqual(before.slice(n)); // items not sent are left alone
    expect(r.body.response.cond_pagto).toBe('30/60 dias');
    expect(r.body.response.itens[0].vlr_total).toBe(FORMULA_FIXTURES[0].out.vlr_total);
  });

  it('bad values → 400 pt-BR, nothing written', async () => {
    const q = await tokenOf('Aberto');
    const before = await stored(q.id);
    const nro = before[0].nro_item;
    const cases: [object, RegExp][] = [
      [{ itens: [typed(nro, { vlr_unit: -1 })] }, /vlr_unit/],
      [{ itens: [typed(nro, { perc_ipi: 101 })] }, /perc_ipi/],
      [{ itens: [typed(nro, { vlr_frete: 1e12 })] }, /vlr_frete/],
      [{ itens: [{ ...typed(nro), vlr_desconto: '5' }] }, /vlr_desconto/],
      [{ itens: [typed(nro), typed(nro)] }, new RegExp(`item ${nro} foi enviado mais de uma vez`)],
      [{ itens: [typed(9999)] }, /O item 9999 não pertence a este orçamento\./],
      [{ condicaoPagamento: 'x' }, /itens/],
      [{ itens: [], condicaoPagamento: 'x'.repeat(201) }, /condicaoPagamento/],
    ];
    for (const [payload, message] of cases) {
      const r = await put(q.token, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.errors[0].message).toMatch(message);
    }
    expect(await stored(q.id)).toEqual(before);
  });

  it('two saves racing on different items of one quotation: both answered 200, each item keeps its value', async () => {
    const q = await tokenOf('Aberto', 1);
    const [a, b] = await stored(q.id);
    const answers = await Promise.all([
      put(q.token, { itens: [typed(a.nro_item, { vlr_unit: 11.11 })], condicaoPagamento: 'À vista' }),
      put(q.token, { itens: [typed(b.nro_item, { vlr_unit: 22.22 })], condicaoPagamento: 'À vista' }),
      put(q.token, { itens: [typed(a.nro_item, { vlr_unit: 11.11 }), typed(b.nro_item, { vlr_unit: 22.22 })] }),
    ]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200]);
    const after = await stored(q.id);
    expect(after[0].vlr_unit).toBe(11.11);
    expect(after[1].vlr_unit).toBe(22.22);
  });

  it('Finalizar saves and closes: the link turns read-only (GET shows Respondido, a later save is 409); a finished quotation refuses writes', async () => {
    const q = await tokenOf('Aberto', 2);
    const [first, ...rest] = await stored(q.id);
    const done = await put(q.token, { itens: [first, ...rest].map((i, k) => typed(i.nro_item, { vlr_unit: k ? 7 : 5 })), condicaoPagamento: '28 dias', finalizar: true });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(ORCAMENTO_MESSAGES.finalizado);
    expect(done.body.response.situacao).toBe('Respondido');
    expect((await get(q.token)).body.response.situacao).toBe('Respondido');
    expect((await stored(q.id))[0].vlr_unit).toBe(5);
    const late = await put(q.token, { itens: [typed(first.nro_item, { vlr_unit: 6 })] });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].message).toBe(ORCAMENTO_MESSAGES.naoAberto);
    expect((await stored(q.id))[0].vlr_unit).toBe(5);

    for (const situacao of ['Respondido', 'Finalizado']) {
      const closed = await tokenOf(situacao);
      const before = await stored(closed.id);
      const r = await put(closed.token, { itens: [typed(before[0].nro_item, { vlr_unit: 1 })], condicaoPagamento: 'x' });
      expect(r.status).toBe(409);
      expect(r.body.errors[0].message).toBe(ORCAMENTO_MESSAGES.naoAberto);
      expect(await stored(closed.id)).toEqual(before);
    }
    expect((await put('naoexiste', { itens: [] })).status).toBe(404);
  });

  it('Finalizar with an item without a unit price → 400 naming it, nothing written (the page refuses it first)', async () => {
    const q = await tokenOf('Aberto', 3);
    const itens = await stored(q.id);
    expect(itens.length).toBeGreaterThan(1);
    await put(q.token, { itens: itens.map((i) => typed(i.nro_item, { vlr_unit: 3 })) });
    const before = await stored(q.id);
    const last = itens[itens.length - 1].nro_item;
    const r = await put(q.token, { itens: [typed(last, { vlr_unit: 0 })], finalizar: true });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe(`Informe o valor unitário do item ${last} antes de finalizar.`);
    expect(await stored(q.id)).toEqual(before);
    expect((await get(q.token)).body.response.situacao).toBe('Aberto');
  });

  it('every save answered 200 is audited (instant, address, quotation id, values before and after); a refused one is not', async () => {
    const q = await tokenOf('Aberto', 4);
    const [a] = await stored(q.id);
    const audit = () => t.db.all<Record<string, string | number>>(
      'SELECT empresa_id, orcamento_compra_id, data_hora, endereco, finalizou, valores_anteriores, valores_novos FROM gravacoes_orcamentos_compra WHERE orcamento_compra_id = $1 ORDER BY id', [q.id]);
    expect(await audit()).toEqual([]);
    await put(q.token, { itens: [typed(a.nro_item, { vlr_unit: 12.5 })], condicaoPagamento: 'À vista' }, '198.51.100.1');
    await put(q.token, { itens: [typed(a.nro_item, { vlr_unit: 13, perc_ipi: 5 })] }, '198.51.100.2');
    await put(q.token, { itens: [typed(a.nro_item, { vlr_unit: -1 })] }, '198.51.100.3'); // 400: nothing
    const rows = await audit();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.endereco, r.finalizou, Number(r.orcamento_compra_id)])).toEqual([['198.51.100.1', 'N', q.id], ['198.51.100.2', 'N', q.id]]);
    expect(JSON.parse(String(rows[0].valores_anteriores)).itens).toEqual([{ nro_item: a.nro_item, vlr_unit: a.vlr_unit, vlr_frete: a.vlr_frete, vlr_st: a.vlr_st, perc_ipi: a.perc_ipi, vlr_desconto: a.vlr_desconto }]);
    expect(JSON.parse(String(rows[0].valores_novos))).toEqual({ cond_pagto: 'À vista', itens: [typed(a.nro_item, { vlr_unit: 12.5 })] });
    expect(JSON.parse(String(rows[1].valores_anteriores))).toEqual({ cond_pagto: 'À vista', itens: [typed(a.nro_item, { vlr_unit: 12.5 })] });
    expect(JSON.parse(String(rows[1].valores_novos)).itens[0]).toMatchObject({ vlr_unit: 13, perc_ipi: 5 });
    expect(Date.now() - new Date(String(rows[1].data_hora).replace(' ', 'T') + (String(rows[1].data_hora).endsWith('Z') ? '' : 'Z')).getTime()).toBeLessThan(60_000);
  });

  it("a save empties its own company's cached reports only (the path names no company)", async () => {
    const q = await tokenOf('Aberto', 4);
    const { empresa_id } = (await t.db.one<{ empresa_id: number }>('SELECT empresa_id FROM orcamentos_compra WHERE id = $1', [q.id]))!;
    const [a] = await stored(q.id);
    const written = vi.spyOn(t.app.reportCache, 'written');
    try {
      expect((await put(q.token, { itens: [typed(a.nro_item, { vlr_unit: 9 })] })).status).toBe(200);
      expect(written.mock.calls).toEqual([[Number(empresa_id)]]);
      written.mockClear();
      expect((await put(q.token, { itens: [typed(a.nro_item, { vlr_unit: -9 })] })).status).toBe(400);
      expect(written).not.toHaveBeenCalled();
    } finally {
      written.mockRestore();
    }
  });

  it(`a burst from one address answers 429 pt-BR after ${ORCAMENTO_RATE_LIMIT.max} requests (GET and PUT share the count); other addresses are served`, async () => {
    const q = await tokenOf('Finalizado');
    const address = '192.0.2.7';
    const statuses: number[] = [];
    for (let i = 0; i < ORCAMENTO_RATE_LIMIT.max; i++) statuses.push((await get(i % 2 ? q.token : 'palpite' + i, address)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const limited = await get(q.token, address);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].message).toMatch(/^Muitas requisições deste endereço\. Tente novamente em \d+ segundos?\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await put(q.token, { itens: [] }, address)).status).toBe(429);
    expect((await get(q.token, '192.0.2.8')).status).toBe(200);
    expect(RATE_LIMIT_MESSAGE(1)).toBe('Muitas requisições deste endereço. Tente novamente em 1 segundo.');
  });
});
