import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/testApp.ts';

// Ordem de Produção Situação (01.77.1332) over the seeded company 1, checked against ordens_producao.
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('ana@mirante.demo');
});
afterAll(async () => t?.close());

const base = '/api/empresas/1/pcp/ordem_producao_status';
const get = async (q: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `${base}?${new URLSearchParams(q)}`, headers });
  return { status: res.statusCode, body: res.json() };
};
type Op = { id: number; cliente_id: number; situacao: string; programada: string; data_abertura: string };
const periodo = { dataAberturaInicio: '2025/01/01', dataAberturaFinal: TEST_TODAY.replaceAll('-', '/') };

let ops: Op[];
let cliente: number;
beforeAll(async () => {
  ops = (await t.db.all<Op>('SELECT id, cliente_id, situacao, programada, data_abertura FROM ordens_producao WHERE empresa_id = 1')).map((o) => ({
    ...o,
    id: Number(o.id),
    cliente_id: Number(o.cliente_id),
  }));
  // the customer with the most orders
  const count = new Map<number, number>();
  for (const o of ops) count.set(o.cliente_id, (count.get(o.cliente_id) ?? 0) + 1);
  cliente = [...count.entries()].sort((a, b) => b[1] - a[1])[0]![0];
});

describe('GET /api/empresas/:empresaId/pcp/ordem_producao_status', () => {
  it('an order number alone: that order, whatever the other filters say', async () => {
    const op = ops.find((o) => o.situacao === 'Finalizada')!;
    const { status, body } = await get({ idOrdem: String(op.id), situacao: 'Aberta', programada: op.programada === 'S' ? 'N' : 'S' });
    expect(status).toBe(200);
    expect(body.response).toHaveLength(1);
    const row = body.response[0];
    expect(row.numero_op).toBe(op.id);
    expect(row.situacao).toBe('Finalizada');
    expect(Object.keys(row)).toEqual([
      'numero_op', 'codigo_produto', 'descricao_produto', 'quantidade', 'unid_medida', 'data_abertura',
      'data_previsao_entrega', 'data_conclusao', 'situacao', 'programada',
    ]);
    expect(row.data_conclusao).not.toBeNull();
    // typed with a slash and spaces (spec 2 §5): the digits are the number
    const typed = String(op.id).replace(/^(\d)/, '$1 / ');
    expect((await get({ idOrdem: typed })).body.response.map((r: { numero_op: number }) => r.numero_op)).toEqual([op.id]);
  });

  it('customer + period: NaoFinalizada (the default) is every situation but Finalizada and Cancelada', async () => {
    const mine = ops.filter((o) => o.cliente_id === cliente && o.data_abertura >= '2025-01-01' && o.data_abertura <= TEST_TODAY);
    const got = (await get({ idCliente: String(cliente), ...periodo })).body.response as { numero_op: number; situacao: string }[];
    const expected = mine.filter((o) => !['Finalizada', 'Cancelada'].includes(o.situacao)).map((o) => o.id);
    expect(got.map((r) => r.numero_op).sort()).toEqual(expected.sort());
    const todas = (await get({ idCliente: String(cliente), ...periodo, situacao: 'Todas', programada: 'Todas' })).body.response;
    expect(todas).toHaveLength(mine.length);
    expect(new Set(todas.map((r: { situacao: string }) => r.situacao)).has('Finalizada')).toBe(true);
    // newest first
    const datas = todas.map((r: { data_abertura: string }) => r.data_abertura);
    expect(datas).toEqual([...datas].sort().reverse());
  });

  it('one situation and programada narrow exactly', async () => {
    for (const [situacao, programada] of [['Finalizada', 'S'], ['Aberta', 'N'], ['Todas', 'N']] as const) {
      const got = (await get({ idCliente: String(cliente), ...periodo, situacao, programada })).body.response as { numero_op: number }[];
      const expected = ops.filter(
        (o) => o.cliente_id === cliente && o.data_abertura >= '2025-01-01' && (situacao === 'Todas' || o.situacao === situacao) && o.programada === programada,
      );
      expect(got.map((r) => r.numero_op).sort()).toEqual(expected.map((o) => o.id).sort());
    }
  });

  it('neither an order number nor customer and period: 400 in pt-BR; bad values: 400', async () => {
    const semFiltro: Record<string, string>[] = [{}, { idCliente: String(cliente) }, { ...periodo }, { idCliente: '0', ...periodo }, { idOrdem: ' / ' }];
    for (const q of semFiltro) {
      const r = await get(q);
      expect(r.status).toBe(400);
      expect(r.body.errors[0].message).toBe('Informe o número da OP, ou o cliente e o período de abertura.');
    }
    expect((await get({ idOrdem: '12a' })).status).toBe(400);
    expect((await get({ idCliente: String(cliente), ...periodo, situacao: 'Qualquer' })).status).toBe(400);
    const invertido = await get({ idCliente: String(cliente), dataAberturaInicio: '2026/11/21', dataAberturaFinal: '2026/11/01' });
    expect(invertido.status).toBe(400);
    expect(invertido.body.errors[0].message).toBe('Data Inicio maior que data fim.');
  });
});
