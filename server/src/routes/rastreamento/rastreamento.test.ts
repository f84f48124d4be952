import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RASTREAMENTO_MESSAGES as M } from '../../../../common/rastreamento.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';
import { RASTREAMENTO_RATE_LIMIT } from './index.ts';

/**
 * The public tracking API (spec 3 §5, §7, §8) over the seeded database: carrier hash scope (two carriers),
 * search rules, detail, party lookup, simple tracking by sender link, and the per-address limit.
 * Expected rows come from plain reads of the raw tables filtered in JS.
 */
let t: TestApp;
let hashA: string;
const HASH_B = 'OutraTransportadoraDeTeste0123456789abcd';
const base = (h: string) => `/api/v2/logistica/rastreamento/transportadora/${h}`;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
};
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

interface RawNf { id: number; empresa_id: number; numero_nota: number; serie_nota: string; nro_pedido: string; data_emissao: string; hash: string; r_doc: string; d_doc: string; remetente_id: number }
let notas: RawNf[];

beforeAll(async () => {
  t = await createTestApp();
  hashA = (await t.db.one<{ hash: string }>('SELECT hash FROM transportadoras WHERE empresa_id = 2'))!.hash;
  // a second carrier (company 3) carrying copies of five of company 2's notes: same numbers, other hashes
  await t.db.run(`INSERT INTO transportadoras VALUES (99, 3, 'Transportes Beta Ltda', 'Beta', '11222333000181', '${HASH_B}')`);
  await t.db.run(`INSERT INTO nfes_transportadas
    SELECT id + 1000000, 3, cte_id, entrega_id, remetente_id, destinatario_id, numero_nota, serie_nota, nro_pedido, chave_acesso,
           data_emissao, peso_bruto, valor_nota, status_comprovacao, 'beta' || hash
      FROM nfes_transportadas WHERE empresa_id = 2 ORDER BY id LIMIT 5`);
  notas = await t.db.all<RawNf>(`SELECT n.id, n.empresa_id, n.numero_nota, n.serie_nota, n.nro_pedido, n.data_emissao, n.hash, r.cpf_cnpj AS r_doc,
      d.cpf_cnpj AS d_doc, n.remetente_id
      FROM nfes_transportadas n JOIN clientes r ON r.id = n.remetente_id JOIN clientes d ON d.id = n.destinatario_id`);
}, 120_000);
afterAll(() => t.close());

describe('carrier hash', () => {
  it('is long and random (40 base-62 characters), and answers the razao_social', async () => {
    expect(hashA).toMatch(/^[A-Za-z0-9]{40}$/);
    const emp = await t.db.one<{ razao_social: string }>('SELECT razao_social FROM empresas WHERE id = 2');
    expect(await get(`${base(hashA)}/dados`)).toEqual({ status: 200, body: { body: { razao_social: emp!.razao_social, nome_fantasia: expect.any(String) } } });
  });

  it('unknown hash → 404 in pt-BR on every route', async () => {
    for (const path of ['/dados', '/buscar-nota-fiscal?invoiceNumber=1', '/buscar-cliremet-documento?document=12345678909', `/nota-fiscal/${notas[0].hash}/detalhes`]) {
      const res = await get(`${base('naoexiste123')}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.errors[0].message).toBe(M.transportadoraNaoEncontrada);
    }
  });
});

describe('buscar-nota-fiscal', () => {
  it('by invoice number: exactly the carrier’s notes with that number, whatever the dates', async () => {
    const target = notas.find((n) => n.empresa_id === 3)!;
    const expectA = notas.filter((n) => n.empresa_id === 2 && n.numero_nota === target.numero_nota).map((n) => n.hash).sort();
    const a = await get(`${base(hashA)}/buscar-nota-fiscal?invoiceNumber=%20${target.numero_nota}%20&periodFrom=01/01/2020&periodTo=02/01/2020`);
    expect(a.status).toBe(200);
    expect(a.body.body.map((r: { hash: string }) => r.hash).sort()).toEqual(expectA);
    expect(expectA.length).toBeGreaterThan(0);
    // the other carrier finds only its own copy: a hash never returns another carrier's invoice
    const b = await get(`${base(HASH_B)}/buscar-nota-fiscal?invoiceNumber=${target.numero_nota}`);
    expect(b.body.body.map((r: { hash: string }) => r.hash)).toEqual([target.hash]);
    expect(Object.keys(a.body.body[0])).toEqual(['data_emissao', 'numero_nota', 'serie_nota', 'nro_pedido', 'nome_remetente', 'nome_fantasia_remetente', 'nome_destinatario', 'nome_fantasia_destinatario', 'hash']);
  });

  it('by invoice number and series, and by order number', async () => {
    const n = notas.find((x) => x.empresa_id === 2)!;
    const bySeries = await get(`${base(hashA)}/buscar-nota-fiscal?invoiceNumber=${n.numero_nota}&invoiceSeries=${n.serie_nota}`);
    expect(bySeries.body.body.map((r: { hash: string }) => r.hash).sort()).toEqual(
      notas.filter((x) => x.empresa_id === 2 && x.numero_nota === n.numero_nota && x.serie_nota === n.serie_nota).map((x) => x.hash).sort(),
    );
    const byOrder = await get(`${base(hashA)}/buscar-nota-fiscal?orderNumber=${n.nro_pedido}`);
    expect(byOrder.body.body.map((r: { hash: string }) => r.hash).sort()).toEqual(
      notas.filter((x) => x.empresa_id === 2 && x.nro_pedido === n.nro_pedido).map((x) => x.hash).sort(),
    );
  });

  it('by document + period: the sender’s notes issued in the period, newest first', async () => {
    const n = notas.filter((x) => x.empresa_id === 2).at(-1)!;
    const from = '2026-10-01';
    const expected = notas.filter((x) => x.empresa_id === 2 && x.r_doc === n.r_doc && x.data_emissao >= from && x.data_emissao <= TEST_TODAY);
    const res = await get(`${base(hashA)}/buscar-nota-fiscal?senderDocument=${n.r_doc}&periodFrom=${br(from)}&periodTo=${br(TEST_TODAY)}`);
    expect(res.status).toBe(200);
    expect(res.body.body.map((r: { hash: string }) => r.hash).sort()).toEqual(expected.map((x) => x.hash).sort());
    expect(expected.length).toBeGreaterThan(0);
    const dates = res.body.body.map((r: { data_emissao: string }) => r.data_emissao);
    expect(dates).toEqual([...dates].sort().reverse());
    const rec = await get(`${base(hashA)}/buscar-nota-fiscal?recipientDocument=${n.d_doc}&periodFrom=${br(from)}&periodTo=${br(TEST_TODAY)}`);
    expect(rec.body.body.map((r: { hash: string }) => r.hash).sort()).toEqual(
      notas.filter((x) => x.empresa_id === 2 && x.d_doc === n.d_doc && x.data_emissao >= from && x.data_emissao <= TEST_TODAY).map((x) => x.hash).sort(),
    );
  });

  it.each([
    ['nothing', '', M.semCriterio],
    ['a document without a period', '?senderDocument=12345678909', M.semCriterio],
    ['a period without a document', '?periodFrom=01/11/2026&periodTo=10/11/2026', M.semCriterio],
    ['end before start', '?senderDocument=12345678909&periodFrom=10/11/2026&periodTo=01/11/2026', M.fimAntesDoInicio],
    ['a date after today', '?senderDocument=12345678909&periodFrom=10/11/2026&periodTo=22/11/2026', M.futuro],
    ['more than 90 days', '?senderDocument=12345678909&periodFrom=01/01/2026&periodTo=21/11/2026', M.periodoLongo],
    ['an impossible date', '?senderDocument=12345678909&periodFrom=31/02/2026&periodTo=21/11/2026', M.dataInvalida('periodFrom')],
    ['an ISO date', '?senderDocument=12345678909&periodFrom=2026-11-01&periodTo=21/11/2026', M.dataInvalida('periodFrom')],
    ['a bad document', '?senderDocument=123&periodFrom=01/11/2026&periodTo=21/11/2026', M.documentoInvalido('senderDocument')],
  ])('refuses %s with 400 in pt-BR', async (_label, qs, message) => {
    const res = await get(`${base(hashA)}/buscar-nota-fiscal${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(message);
  });

  it('a non-numeric invoice number → 400 in pt-BR', async () => {
    const res = await get(`${base(hashA)}/buscar-nota-fiscal?invoiceNumber=12a`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/invoiceNumber/);
  });
});

describe('detalhes', () => {
  it('answers the note with its parties and occurrences (newest first); another carrier’s note is 404', async () => {
    const n = notas.find((x) => x.empresa_id === 2)!;
    const res = await get(`${base(hashA)}/nota-fiscal/${n.hash}/detalhes`);
    expect(res.status).toBe(200);
    const d = res.body.data.body;
    expect(d).toMatchObject({ numero_nota: n.numero_nota, serie_nota: n.serie_nota, numero_pedido: n.nro_pedido, data_emissao: n.data_emissao });
    const occ = await t.db.all<{ codigo: number; data_hora: string }>(
      'SELECT codigo, data_hora FROM ocorrencias_rastreamento WHERE nfe_transportada_id = $1 ORDER BY data_hora DESC, codigo DESC', [n.id]);
    expect(d.ocorrencias.map((o: { codigo: number; data: string; hora: string }) => [o.codigo, `${o.data}T${o.hora}`])).toEqual(
      occ.map((o) => [o.codigo, String(o.data_hora).slice(0, 16)]),
    );
    expect(occ.length).toBeGreaterThan(0);
    const other = await get(`${base(HASH_B)}/nota-fiscal/${n.hash}/detalhes`);
    expect(other.status).toBe(404);
    expect(other.body.errors[0].message).toBe(M.notaNaoEncontrada);
  });
});

describe('party lookup', () => {
  it('finds a party of the carrier’s notes by CPF/CNPJ (masked or not); others are 404', async () => {
    const n = notas.find((x) => x.empresa_id === 2)!;
    const res = await get(`${base(hashA)}/buscar-cliremet-documento?document=${encodeURIComponent(n.r_doc)}`);
    expect(res).toMatchObject({ status: 200, body: { statusCode: 200, body: { cnpj: n.r_doc, nome: expect.any(String) } } });
    const locked = await get(`${base(hashA)}/documentos?doc=${n.d_doc}`);
    expect(locked.body.results.cnpj).toBe(n.d_doc);
    const outsider = await t.db.one<{ cpf_cnpj: string }>(
      'SELECT cpf_cnpj FROM clientes c WHERE empresa_id = 2 AND NOT EXISTS (SELECT 1 FROM nfes_transportadas n WHERE n.remetente_id = c.id OR n.destinatario_id = c.id) LIMIT 1');
    if (outsider) {
      const miss = await get(`${base(hashA)}/buscar-cliremet-documento?document=${outsider.cpf_cnpj}`);
      expect(miss.status).toBe(404);
      expect(miss.body.errors[0].message).toBe(M.documentoNaoEncontrado);
    }
  });
});

describe('simple tracking (sender link)', () => {
  it('names carrier and sender, and finds only that sender’s notes by number', async () => {
    const link = (await t.db.one<{ hash: string; remetente_id: number }>('SELECT hash, remetente_id FROM links_rastreamento_remetente ORDER BY id LIMIT 1'))!;
    expect(link.hash).toMatch(/^[A-Za-z0-9]{40}$/);
    const dados = await get(`/api/logistica/rastreamento/dados_transporte/${link.hash}`);
    expect(dados.status).toBe(200);
    expect(dados.body.data.result.transportadora.nome).toBeTruthy();
    expect(dados.body.data.result.remetente.nome).toBeTruthy();
    const mine = notas.find((x) => x.empresa_id === 2 && x.remetente_id === link.remetente_id)!;
    const res = await get(`/api/logistica/rastreamento/nota_fiscal/${link.hash}?nro_nota=${mine.numero_nota}`);
    expect(res.body.data.result.length).toBe(notas.filter((x) => x.empresa_id === 2 && x.remetente_id === link.remetente_id && x.numero_nota === mine.numero_nota).length);
    expect(res.body.data.result[0]).toMatchObject({ numero: mine.numero_nota, remetente: { cnpj: mine.r_doc } });
    expect(res.body.data.result[0].ocorrencias[0]).toEqual({ descricao: expect.any(String), data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), hora: expect.stringMatching(/^\d{2}:\d{2}$/) });
    const others = notas.find((x) => x.empresa_id === 2 && x.remetente_id !== link.remetente_id)!;
    const none = await get(`/api/logistica/rastreamento/nota_fiscal/${link.hash}?nro_nota=${others.numero_nota}`);
    expect(none.body.data.result.filter((r: { remetente: { cnpj: string } }) => r.remetente.cnpj !== mine.r_doc)).toEqual([]);
    expect((await get('/api/logistica/rastreamento/dados_transporte/desconhecido')).status).toBe(404);
    const bad = await get(`/api/logistica/rastreamento/nota_fiscal/${link.hash}?nro_nota=12x`);
    expect(bad.status).toBe(400);
  });
});

describe('per-address limit', () => {
  it('answers 429 in pt-BR with Retry-After past the limit, counting all tracking routes of an address together', async () => {
    const url = `${base(hashA)}/dados`;
    const from = (remoteAddress: string, path = url) => t.app.inject({ method: 'GET', url: path, remoteAddress });
    for (let i = 0; i < RASTREAMENTO_RATE_LIMIT.max - 1; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7', `${base('outro')}/dados`)).statusCode).toBe(404); // the limit-th request, another route
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toMatch(/^Muitas requisições deste endereço\. Tente novamente em \d+ segundos?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });
});
