import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

// The picker lists and code lookups of 1331/1332/1338 over the seeded company 1, checked against the tables.
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('ana@mirante.demo');
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/empresas/1${url}`, headers });
  return { status: res.statusCode, body: res.json() };
};
type Row = { id: number; nome?: string; Nome?: string; id_cliente?: number };
const rows = async (url: string) => {
  const r = await get(url);
  expect(r.status).toBe(200);
  return r.body.response as Row[];
};

const cases = [
  // the answer's field names are the spec's: customer (id, id_cliente, nome), the others (id, Nome)
  { path: '/clientes', table: 'clientes', column: 'nome', code: 'id_cliente', name: 'nome_cliente', row: (id: number, nome: string) => ({ id, id_cliente: id, nome }) },
  { path: '/operadores', table: 'operadores', column: 'nome', code: 'id', name: 'Nome', row: (id: number, Nome: string) => ({ id, Nome }) },
  { path: '/pcp/recursos', table: 'recursos', column: 'descricao', code: 'id', name: 'Nome', row: (id: number, Nome: string) => ({ id, Nome }) },
  { path: '/pcp/processos', table: 'processos', column: 'descricao', code: 'id', name: 'Nome', row: (id: number, Nome: string) => ({ id, Nome }) },
  { path: '/pcp/produtos', table: 'produtos', column: 'descricao', code: 'id', name: 'Nome', row: (id: number, Nome: string) => ({ id, Nome }) },
];
const nomeOf = (r: Row) => (r.Nome ?? r.nome)!;

describe.each(cases)('GET …$path', ({ path, table, column, code, name, row }) => {
  it('by code: exactly that row (the name is ignored); an unknown code or another company: nothing', async () => {
    const one = (await t.db.one<{ id: number; nome: string }>(`SELECT id, ${column} AS nome FROM ${table} WHERE empresa_id = 1 ORDER BY id DESC LIMIT 1`))!;
    expect(await rows(`${path}?${code}=${one.id}&${name}=zzzz`)).toEqual([row(Number(one.id), one.nome)]);
    expect(await rows(`${path}?${code}=999999999`)).toEqual([]);
    const other = await t.db.one<{ id: number }>(`SELECT id FROM ${table} WHERE empresa_id <> 1 ORDER BY id LIMIT 1`);
    if (other) expect(await rows(`${path}?${code}=${other.id}`)).toEqual([]);
  });

  it('by name: every row of the company whose name holds the fragment, any case, by name', async () => {
    const all = await t.db.all<{ id: number; nome: string }>(`SELECT id, ${column} AS nome FROM ${table} WHERE empresa_id = 1`);
    const fragment = all[0]!.nome.slice(1, 4).toUpperCase();
    const expected = all
      .filter((r) => r.nome.toLowerCase().includes(fragment.toLowerCase()))
      .map((r) => row(Number(r.id), r.nome));
    const got = await rows(`${path}?${name}=${encodeURIComponent(fragment)}`);
    expect(got.length).toBe(Math.min(expected.length, 100));
    expect(expected.length).toBeGreaterThan(0);
    if (expected.length <= 100) expect(new Set(got.map((r) => r.id))).toEqual(new Set(expected.map((r) => r.id)));
    for (const r of got) expect(nomeOf(r).toLowerCase()).toContain(fragment.toLowerCase());
    expect(got.map(nomeOf)).toEqual([...got.map(nomeOf)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await rows(`${path}?${name}=zzzzqqq`)).toEqual([]);
  });

  it("a code with letters: 400 in pt-BR", async () => {
    const r = await get(`${path}?${code}=12a`);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(code);
  });
});

describe('GET …/pcp/produtos by type and …/pcp/tipos-produtos', () => {
  it("the types are 'id - nome' options with the two-digit code; tipo_produto narrows, TO lists every type", async () => {
    const tipos = await rows('/pcp/tipos-produtos');
    expect(tipos.map((r) => r.id)).toContain('04');
    const acabados = await t.db.all<{ id: number }>(
      "SELECT p.id FROM produtos p JOIN tipos_produto t ON t.id = p.tipo_produto_id WHERE p.empresa_id = 1 AND t.codigo = '04'",
    );
    const got = await rows('/pcp/produtos?tipo_produto=04');
    expect(got.length).toBe(Math.min(acabados.length, 100));
    const ids = new Set(acabados.map((a) => Number(a.id)));
    for (const r of got) expect(ids.has(r.id)).toBe(true);
    const todos = await rows('/pcp/produtos?tipo_produto=TO');
    expect(todos).toEqual(await rows('/pcp/produtos'));
    expect(todos.some((r) => !ids.has(r.id))).toBe(true);
    expect((await get('/pcp/produtos?tipo_produto=XX')).status).toBe(400);
  });
});
