import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo } from '../pdf/testing.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

// Business date of the test app: 2026-11-21 (a Saturday).
const TODAY = '2026-11-21';
// The periods of spec 1 §7 for that date, written out by hand (not computed by periods.ts).
const PERIODS = {
  vencidos: ['2006-11-21', '2026-11-20'],
  hoje: ['2026-11-21', '2026-11-21'],
  vence_sete_dias: ['2026-11-22', '2026-11-28'],
  vence_trinta_dias: ['2026-11-22', '2026-12-21'],
} as const;
const CARD_SUFFIX = { vencidos: 'vencidos', hoje: 'vence_hoje', vence_sete_dias: 'vence_sete_dias', vence_trinta_dias: 'vence_30_dias' } as const;

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  headers = await t.auth('ana@mirante.demo');
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const slash = (d: string) => d.replaceAll('-', '/');
const sum = (rows: Record<string, unknown>[], key: string) => Math.round(rows.reduce((s, r) => s + Number(r[key]), 0) * 100) / 100;

/** Raw open items of company 1, read with plain SQL and filtered in JS (independent of the report SQL). */
async function raw() {
  const rec = await t.db.all<{ id: number; venc: string; saldo: number; cliente: number }>(
    `SELECT id, strftime(data_vencimento, '%Y-%m-%d') AS venc, saldo::DOUBLE AS saldo, cliente_id AS cliente FROM titulos_receber WHERE empresa_id = 1`,
  );
  const chq = await t.db.all<{ id: number; venc: string; valor: number; situacao: number }>(
    `SELECT id, strftime(bom_para, '%Y-%m-%d') AS venc, valor::DOUBLE AS valor, situacao_atual AS situacao FROM cheques_receber WHERE empresa_id = 1`,
  );
  const pag = await t.db.all<{ id: number; venc: string; saldo: number; fornecedor: number; nfe: number | null }>(
    `SELECT id, strftime(data_vencimento, '%Y-%m-%d') AS venc, saldo::DOUBLE AS saldo, fornecedor_id AS fornecedor, nf_entrada_id AS nfe FROM titulos_pagar WHERE empresa_id = 1`,
  );
  // cheque situations that are still open: 1 em carteira, 2 depositado, 4 devolvido, 5 reapresentado
  const openChq = new Set([1, 2, 4, 5]);
  return {
    rec: rec.filter((r) => r.saldo > 0),
    chq: chq.filter((c) => openChq.has(c.situacao)).map((c) => ({ ...c, saldo: c.valor })),
    pag: pag.filter((p) => p.saldo > 0),
  };
}
const inRange = (d: string, [a, b]: readonly [string, string]) => d >= a && d <= b;
const total = (rows: { venc: string; saldo: number }[], range: readonly [string, string]) =>
  Math.round(rows.filter((r) => inRange(r.venc, range)).reduce((s, r) => s + r.saldo, 0) * 100) / 100;

describe('GET /api/intercarg/dashboard_financeiro/:empresaId', () => {
  it('sums open balances by the periods of spec 1 §7', async () => {
    const { status, body } = await get('/api/intercarg/dashboard_financeiro/1');
    expect(status).toBe(200);
    const { titulos_receber, titulos_pagar } = body.response;
    const r = await raw();
    expect(r.rec.length).toBeGreaterThan(0);
    expect(r.pag.length).toBeGreaterThan(0);
    for (const [p, range] of Object.entries(PERIODS) as [keyof typeof PERIODS, readonly [string, string]][]) {
      expect(titulos_receber[`receber_${CARD_SUFFIX[p]}`]).toBeCloseTo(total(r.rec, range), 2);
      expect(titulos_receber[`receber_ch_${CARD_SUFFIX[p]}`]).toBeCloseTo(total(r.chq, range), 2);
      expect(titulos_pagar[`pagar_${CARD_SUFFIX[p]}`]).toBeCloseTo(total(r.pag, range), 2);
    }
    expect(Object.keys(titulos_receber).sort()).toEqual([
      'receber_ch_vence_30_dias', 'receber_ch_vence_hoje', 'receber_ch_vence_sete_dias', 'receber_ch_vencidos',
      'receber_vence_30_dias', 'receber_vence_hoje', 'receber_vence_sete_dias', 'receber_vencidos',
    ]);
    // demo data is meant to show every card: overdue and upcoming amounts exist
    expect(titulos_receber.receber_vencidos).toBeGreaterThan(0);
    expect(titulos_receber.receber_vence_30_dias).toBeGreaterThan(0);
    expect(titulos_pagar.pagar_vence_30_dias).toBeGreaterThan(0);
  });

  it('each card equals the sum of its detail list for the same period', async () => {
    const { body } = await get('/api/intercarg/dashboard_financeiro/1');
    for (const [p, [a, b]] of Object.entries(PERIODS) as [keyof typeof PERIODS, readonly [string, string]][]) {
      const q = `data_inicio=${slash(a)}&data_final=${slash(b)}`;
      const rec = await get(`/api/titulos-receber/1?codigo_cliente=&${q}`);
      const chq = await get(`/api/titulos-receber-cheque/1?${q}`);
      const pag = await get(`/api/titulos-pagar/1?id_fornecedor=&${q}`);
      expect(sum(rec.body.response, 'saldo')).toBeCloseTo(body.response.titulos_receber[`receber_${CARD_SUFFIX[p]}`], 2);
      expect(sum(chq.body.response, 'valor')).toBeCloseTo(body.response.titulos_receber[`receber_ch_${CARD_SUFFIX[p]}`], 2);
      expect(sum(pag.body.response, 'saldo')).toBeCloseTo(body.response.titulos_pagar[`pagar_${CARD_SUFFIX[p]}`], 2);
    }
  });
});

describe('GET /api/saldo-disponibilidade/:empresaId', () => {
  it('lists each cash account with its balance = initial balance + movements', async () => {
    const { status, body } = await get('/api/saldo-disponibilidade/1');
    expect(status).toBe(200);
    const contas = await t.db.all<{ id: number; codigo_acesso: string; descricao: string; inicial: number }>(
      'SELECT id, codigo_acesso, descricao, saldo_inicial::DOUBLE AS inicial FROM contas_caixa WHERE empresa_id = 1',
    );
    const movs = await t.db.all<{ conta: number; valor: number }>(
      'SELECT conta_caixa_id AS conta, valor::DOUBLE AS valor FROM movimentos_caixa WHERE empresa_id = 1',
    );
    expect(body.response).toHaveLength(contas.length);
    expect(contas.length).toBeGreaterThan(0);
    for (const c of contas) {
      const row = body.response.find((r: { id: number }) => r.id === c.id);
      expect(Object.keys(row).sort()).toEqual(['codigo_acesso', 'descricao', 'id', 'saldo']);
      expect(row.codigo_acesso).toBe(c.codigo_acesso);
      expect(row.saldo).toBeCloseTo(c.inicial + movs.filter((m) => m.conta === c.id).reduce((s, m) => s + m.valor, 0), 2);
    }
  });
});

describe('GET /api/empresas/:empresaId/financeiro/fluxo-caixa', () => {
  const WEEKDAYS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

  it('defaults to 10 days from today', async () => {
    const { status, body } = await get('/api/empresas/1/financeiro/fluxo-caixa');
    expect(status).toBe(200);
    expect(body.response).toHaveLength(10);
    expect(body.response[0].data_vencimento).toBe(TODAY);
    expect(body.response[0].Dia_Semana).toBe('Sábado');
    expect(body.response[1].Dia_Semana).toBe('Domingo');
    expect(body.response[2].Dia_Semana).toBe('Segunda-feira');
    expect(body.response[9].data_vencimento).toBe('2026-11-30');
  });

  it('each day sums the items due that day; the accumulated balance starts at the available cash', async () => {
    const dias = 60;
    const { body } = await get(`/api/empresas/1/financeiro/fluxo-caixa?dias=${dias}`);
    expect(body.response).toHaveLength(dias);
    const r = await raw();
    const caixa = (await get('/api/saldo-disponibilidade/1')).body.response as { saldo: number }[];
    let acumulado = caixa.reduce((s, c) => s + c.saldo, 0);
    const start = Date.UTC(2026, 10, 21);
    for (let i = 0; i < dias; i++) {
      const date = new Date(start + i * 86_400_000);
      const day = date.toISOString().slice(0, 10);
      const row = body.response[i];
      expect(row.data_vencimento).toBe(day);
      expect(row.Dia_Semana).toBe(WEEKDAYS[date.getUTCDay()]);
      const rec = total(r.rec, [day, day]);
      const chq = total(r.chq, [day, day]);
      const pag = total(r.pag, [day, day]);
      expect(row.valor_tit_rec).toBeCloseTo(rec, 2);
      expect(row.valor_cheques).toBeCloseTo(chq, 2);
      expect(row.valor_tit_pag).toBeCloseTo(pag, 2);
      expect(row.saldo_dia).toBeCloseTo(rec + chq - pag, 2);
      acumulado += rec + chq - pag;
      expect(row.saldo_acumulado).toBeCloseTo(acumulado, 1);
    }
    expect(body.response.some((row: { valor_tit_rec: number }) => row.valor_tit_rec > 0)).toBe(true);
    expect(body.response.some((row: { valor_tit_pag: number }) => row.valor_tit_pag > 0)).toBe(true);
  });

  it("a day's amounts equal that day's detail lists (single-day drill-down)", async () => {
    const { body } = await get('/api/empresas/1/financeiro/fluxo-caixa?dias=30');
    const day = body.response.find((row: { valor_tit_rec: number }) => row.valor_tit_rec > 0);
    const q = `data_inicio=${slash(day.data_vencimento)}&data_final=${slash(day.data_vencimento)}`;
    expect(sum((await get(`/api/titulos-receber/1?${q}`)).body.response, 'saldo')).toBeCloseTo(day.valor_tit_rec, 2);
    expect(sum((await get(`/api/titulos-receber-cheque/1?${q}`)).body.response, 'valor')).toBeCloseTo(day.valor_cheques, 2);
    expect(sum((await get(`/api/titulos-pagar/1?${q}`)).body.response, 'saldo')).toBeCloseTo(day.valor_tit_pag, 2);
  });

  it('rejects a bad number of days with a pt-BR message', async () => {
    for (const dias of ['0', '-1', 'abc', '3651', '1.5']) {
      const { status, body } = await get(`/api/empresas/1/financeiro/fluxo-caixa?dias=${dias}`);
      expect(status).toBe(400);
      expect(body.errors[0].message).toBe("Parâmetro 'dias' inválido: deve ser um número inteiro entre 1 e 3650.");
    }
    expect((await get('/api/empresas/1/financeiro/fluxo-caixa?dias=3650')).body.response).toHaveLength(3650);
  });
});

describe('detail lists', () => {
  const RECEBER_FIELDS = ['dataEmissao', 'dataVencimento', 'diasAtraso', 'nroTitulo', 'nroParcela', 'serie', 'valor', 'saldo', 'vlr_descontado', 'vlr_liquido', 'nroDocOrigem', 'tipoDocOrigem', 'nroDFe', 'tipoDFe', 'idCliente', 'nomeCliente', 'observacao'];
  const CHEQUE_FIELDS = ['data_emissao', 'bom_para', 'dias_atraso', 'nro_controle', 'banco', 'agencia', 'conta', 'nro_cheque', 'valor', 'id_cliente', 'nome_cliente', 'cpf_cnpj_emissor', 'emissor', 'sit_conta', 'situacao_atual', 'descricao_situacao_atual'];
  const PAGAR_FIELDS = ['data_emissao', 'data_vencimento', 'dias_atraso', 'id_titulos_pagar', 'id_nf_entrada', 'nro_titulo', 'nro_parcela', 'total_parcelas', 'serie', 'valor', 'saldo', 'id_fornecedor', 'nome_fornecedor', 'descricao_plano_contas', 'observacao'];
  const range = ['2026-01-01', '2027-03-31'] as const;
  const q = `data_inicio=${slash(range[0])}&data_final=${slash(range[1])}`;

  it('titulos-receber: the open titles due in the range, with the fields of spec 1 §3', async () => {
    const { status, body } = await get(`/api/titulos-receber/1?${q}`);
    expect(status).toBe(200);
    const expected = (await raw()).rec.filter((x) => inRange(x.venc, range));
    expect(body.response).toHaveLength(expected.length);
    expect(Object.keys(body.response[0])).toEqual(RECEBER_FIELDS);
    for (const row of body.response) {
      expect(row.diasAtraso).toBe(Math.max(0, Math.round((Date.parse(TODAY) - Date.parse(row.dataVencimento)) / 86_400_000)));
      expect(row.vlr_liquido).toBeCloseTo(row.valor - row.vlr_descontado, 2);
      expect(row.saldo).toBeGreaterThan(0);
    }
    // filter by customer
    const cliente = expected[0].cliente;
    const one = await get(`/api/titulos-receber/1?codigo_cliente=${cliente}&${q}`);
    expect(one.body.response).toHaveLength(expected.filter((x) => x.cliente === cliente).length);
    expect(one.body.response.every((row: { idCliente: number }) => row.idCliente === cliente)).toBe(true);
  });

  it('titulos-receber-cheque: open cheques by bom_para', async () => {
    const { status, body } = await get(`/api/titulos-receber-cheque/1?${q}`);
    expect(status).toBe(200);
    const expected = (await raw()).chq.filter((x) => inRange(x.venc, range));
    expect(body.response).toHaveLength(expected.length);
    expect(body.response.length).toBeGreaterThan(0);
    expect(Object.keys(body.response[0])).toEqual(CHEQUE_FIELDS);
  });

  it('titulos-pagar: open payables with id_titulos_pagar and id_nf_entrada (null when none)', async () => {
    const { status, body } = await get(`/api/titulos-pagar/1?${q}`);
    expect(status).toBe(200);
    const expected = (await raw()).pag.filter((x) => inRange(x.venc, range));
    expect(body.response).toHaveLength(expected.length);
    expect(Object.keys(body.response[0])).toEqual(PAGAR_FIELDS);
    for (const row of body.response) {
      expect(row.id_nf_entrada).toBe(expected.find((x) => x.id === row.id_titulos_pagar)!.nfe);
    }
    const fornecedor = expected[0].fornecedor;
    const one = await get(`/api/titulos-pagar/1?id_fornecedor=${fornecedor}&${q}`);
    expect(one.body.response).toHaveLength(expected.filter((x) => x.fornecedor === fornecedor).length);
  });

  it('accepts YYYY-MM-DD as well as YYYY/MM/DD', async () => {
    const a = await get(`/api/titulos-pagar/1?${q}`);
    const b = await get(`/api/titulos-pagar/1?data_inicio=${range[0]}&data_final=${range[1]}`);
    expect(b.body).toEqual(a.body);
  });

  it('rejects bad periods with pt-BR messages', async () => {
    for (const path of ['titulos-receber', 'titulos-receber-cheque', 'titulos-pagar']) {
      const after = await get(`/api/${path}/1?data_inicio=2026/12/01&data_final=2026/11/01`);
      expect(after).toEqual({ status: 400, body: { errors: [{ message: 'Data Inicio maior que data fim.' }] } });
      const missing = await get(`/api/${path}/1?data_final=2026/11/01`);
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].message).toBe("Parâmetro 'data_inicio' obrigatório.");
      const bad = await get(`/api/${path}/1?data_inicio=2026/13/01&data_final=2026/11/01`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].message).toMatch(/^Parâmetro 'data_inicio' inválido/);
    }
    const code = await get('/api/titulos-receber/1?codigo_cliente=abc&data_inicio=2026/11/01&data_final=2026/11/30');
    expect(code.status).toBe(400);
    expect(code.body.errors[0].message).toMatch(/^Parâmetro 'codigo_cliente' inválido/);
  });
});

describe('GET /api/empresas/:empresaId/financeiro/titulos_pagar/danfe_nfe_entrada/:idTituloPagar', () => {
  const url = (id: number, empresa = 1) => `/api/empresas/${empresa}/financeiro/titulos_pagar/danfe_nfe_entrada/${id}`;

  it('renders the DANFE of the NF-e linked to the payable', async () => {
    const titulo = await t.db.one<{ id: number; numero: number; serie: string; chave: string; fornecedor: string }>(
      `SELECT t.id, n.numero, n.serie, n.chave_acesso AS chave, f.nome AS fornecedor
         FROM titulos_pagar t JOIN nfe_entrada n ON n.id = t.nf_entrada_id JOIN fornecedores f ON f.id = n.fornecedor_id
        WHERE t.empresa_id = 1 ORDER BY t.id LIMIT 1`,
    );
    expect(titulo).toBeDefined();
    const { status, body } = await get(url(titulo!.id));
    expect(status).toBe(200);
    const pdf = Buffer.from(body.response.pdf_base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfInfo(pdf, 'Title')).toBe(`DANFE NF-e ${titulo!.numero} Série ${titulo!.serie}`);
    expect(pdfInfo(pdf, 'Subject')).toBe(`Chave de acesso ${titulo!.chave}`);
    expect(pdfInfo(pdf, 'Author')).toBe(titulo!.fornecedor);
    expect(pdf.length).toBeLessThan(300_000);
  });

  it('answers an empty PDF for a payable without NF-e', async () => {
    const titulo = await t.db.one<{ id: number }>('SELECT id FROM titulos_pagar WHERE empresa_id = 1 AND nf_entrada_id IS NULL ORDER BY id LIMIT 1');
    expect(titulo).toBeDefined();
    expect(await get(url(titulo!.id))).toEqual({ status: 200, body: { response: { pdf_base64: '' } } });
  });

  it('answers 404 for an unknown title or a title of another company', async () => {
    const notFound = { status: 404, body: { errors: [{ message: 'Título a pagar não encontrado.' }], error: 'Título a pagar não encontrado.' } };
    expect(await get(url(999_999_999))).toEqual(notFound);
    const other = await t.db.one<{ id: number }>('SELECT id FROM titulos_pagar WHERE empresa_id <> 1 ORDER BY id LIMIT 1');
    if (other) expect(await get(url(other.id))).toEqual(notFound);
    expect((await get('/api/empresas/1/financeiro/titulos_pagar/danfe_nfe_entrada/abc')).status).toBe(400);
  });
});
