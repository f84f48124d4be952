import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/postgresTestDatabase.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { WORKSPACE_MESSAGES } from './shared.ts';

// The personal workspace API (issue 34) on both engines: the same answers over DuckDB and PostgreSQL.
describe.each(['duckdb', 'postgres'] as const)('/api/usuario on %s', (engine) => {
  let t: TestApp;
  let ana: { authorization: string };
  let bruno: { authorization: string };
  let carla: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(engine === 'postgres' ? { databaseUrl: await createPostgresTestDatabase('usuario') } : {});
    [ana, bruno, carla] = await Promise.all(['ana', 'bruno', 'carla'].map((u) => t.auth(`${u}@mirante.demo`)));
  }, 180_000);
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: { authorization: string }, payload?: unknown) => {
    const res = await t.app.inject({ method, url: `/api/usuario/empresas/${url}`, headers, payload: payload as object });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const message = (r: { body: { errors: { message: string }[] } }) => r.body.errors[0]!.message;
  const auditRows = (acao: string) => t.db.all<{ usuario_id: number; empresa_id: number; valores: string }>(
    'SELECT usuario_id, empresa_id, valores FROM gravacoes_area_pessoal WHERE acao = $1 ORDER BY id', [acao]);

  it(engine === 'postgres' ? 'indexes each table by its owner on PostgreSQL' : 'keeps no secondary index on DuckDB', async () => {
    const names = engine === 'postgres'
      ? (await t.db.all<{ name: string }>("SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('favoritos_usuario', 'recentes_usuario', 'visoes_usuario') AND indexname LIKE '%_dono' ORDER BY 1")).map((r) => r.name)
      : (await t.db.all<{ name: string }>("SELECT index_name AS name FROM duckdb_indexes() WHERE NOT is_unique AND table_name LIKE '%_usuario'")).map((r) => r.name);
    expect(names).toEqual(engine === 'postgres' ? ['favoritos_usuario_dono', 'recentes_usuario_dono', 'visoes_usuario_dono'] : []);
  });

  describe('favoritos', () => {
    it('keeps the ordered list per user and company, audited', async () => {
      expect(await call('GET', '1/favoritos', ana)).toEqual({ status: 200, body: { response: [] } });
      expect(await call('PUT', '1/favoritos', ana, { codigos: [1370, 1325] })).toEqual({ status: 200, body: { response: [1370, 1325] } });
      expect((await call('GET', '1/favoritos', ana)).body.response).toEqual([1370, 1325]);
      // reordered (a drag) and another company of another user: independent lists
      await call('PUT', '1/favoritos', ana, { codigos: [1325, 1370, 1326] });
      await call('PUT', '3/favoritos', bruno, { codigos: [1327] });
      expect((await call('GET', '1/favoritos', ana)).body.response).toEqual([1325, 1370, 1326]);
      expect((await call('GET', '1/favoritos', bruno)).body.response).toEqual([]);
      expect((await call('GET', '3/favoritos', bruno)).body.response).toEqual([1327]);
      const rows = await auditRows('favoritos');
      expect(rows.map((r) => [r.usuario_id, r.empresa_id, JSON.parse(r.valores)])).toEqual([
        [1, 1, [1370, 1325]], [1, 1, [1325, 1370, 1326]], [2, 3, [1327]],
      ]);
    });

    it('refuses bad lists with pt-BR 400s and writes nothing', async () => {
      const before = (await call('GET', '1/favoritos', ana)).body.response;
      const bad = [
        [{ codigos: [1325, 1325] }, WORKSPACE_MESSAGES.repeatedCodes],
        [{ codigos: ['1325'] }, "Campo 'codigos[0]' inválido: deve ser um número inteiro entre 1 e 9999."],
        [{ codigos: [0] }, "Campo 'codigos[0]' inválido: deve ser um número inteiro entre 1 e 9999."],
        [{}, "Campo 'codigos' obrigatório."],
        [{ codigos: Array.from({ length: 51 }, (_, i) => i + 1) }, "Campo 'codigos' inválido: deve ser uma lista com no máximo 50 itens."],
      ] as const;
      for (const [payload, text] of bad) {
        const r = await call('PUT', '1/favoritos', ana, payload);
        expect(r.status, JSON.stringify(payload)).toBe(400);
        expect(message(r)).toBe(text);
      }
      expect((await call('GET', '1/favoritos', ana)).body.response).toEqual(before);
    });

    it('answers 403 for a company the user does not belong to and 401 without a session', async () => {
      expect(message(await call('GET', '2/favoritos', ana))).toBe('Empresa não permitida para este usuário.');
      expect((await call('PUT', '2/favoritos', ana, { codigos: [1325] })).status).toBe(403);
      const r = await t.app.inject({ method: 'GET', url: '/api/usuario/empresas/1/favoritos' });
      expect(r.statusCode).toBe(401);
    });
  });

  describe('recentes', () => {
    it('keeps the last 8 distinct screens, most recent first', async () => {
      const opened = [1325, 1326, 1327, 1328, 1325, 1329, 1330, 1331, 1332, 1338, 1370];
      let last: number[] = [];
      for (const codigo of opened) last = (await call('POST', '1/recentes', carla, { codigo })).body.response;
      const expected = [1370, 1338, 1332, 1331, 1330, 1329, 1325, 1328];
      expect(last).toEqual(expected);
      expect((await call('GET', '1/recentes', carla)).body.response).toEqual(expected);
      expect((await call('GET', '1/recentes', ana)).body.response).toEqual([]);
      const r = await call('POST', '1/recentes', carla, { codigo: 'x' });
      expect(r.status).toBe(400);
      expect(message(r)).toBe("Campo 'codigo' inválido: deve ser um número inteiro entre 1 e 9999.");
    });
  });

  describe('visoes', () => {
    const relativo = { periodo: { relativo: 'thisMonth' }, cliente: 42 };

    it('saves, lists, renames, makes default and deletes a view, each write audited', async () => {
      const created = await call('POST', '1/visoes', ana, { tela: 1326, nome: '  Mês atual ', filtros: relativo });
      expect(created.status).toBe(201);
      const v = created.body.response;
      expect(v).toMatchObject({ tela: 1326, nome: 'Mês atual', filtros: relativo, padrao: false });
      expect(v.alterada_em).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      const other = (await call('POST', '1/visoes', ana, { tela: 1326, nome: 'Abril', filtros: { periodo: '2026-04-01..2026-04-30' }, padrao: true })).body.response;
      expect((await call('GET', '1/visoes?tela=1326', ana)).body.response.map((x: { nome: string; padrao: boolean }) => [x.nome, x.padrao]))
        .toEqual([['Abril', true], ['Mês atual', false]]);
      expect((await call('GET', '1/visoes?tela=1325', ana)).body.response).toEqual([]);

      // one default per screen: making 'Mês atual' the default takes it from 'Abril'
      const renamed = await call('PATCH', `1/visoes/${v.id}`, ana, { nome: 'Este mês', padrao: true });
      expect(renamed.status).toBe(200);
      expect(renamed.body.response).toMatchObject({ id: v.id, nome: 'Este mês', padrao: true, filtros: relativo });
      expect((await call('GET', '1/visoes?tela=1326', ana)).body.response.map((x: { nome: string; padrao: boolean }) => [x.nome, x.padrao]))
        .toEqual([['Abril', false], ['Este mês', true]]);

      expect((await call('DELETE', `1/visoes/${other.id}`, ana)).status).toBe(204);
      expect((await call('DELETE', `1/visoes/${other.id}`, ana)).status).toBe(404);
      expect((await call('GET', '1/visoes?tela=1326', ana)).body.response.map((x: { id: number }) => x.id)).toEqual([v.id]);
      expect((await auditRows('visao-criada')).length).toBe(2);
      expect((await auditRows('visao-alterada')).map((r) => JSON.parse(r.valores))).toEqual([{ nome: 'Este mês', padrao: true }]);
      expect((await auditRows('visao-excluida')).map((r) => JSON.parse(r.valores))).toEqual([{ tela: 1326, nome: 'Abril' }]);
    });

    it("never lets another user read or change a view: 404 as for a missing one, 403 in another's company", async () => {
      const mine = (await call('POST', '1/visoes', ana, { tela: 1325, nome: 'Minha', filtros: {} })).body.response;
      expect((await call('GET', '1/visoes?tela=1325', bruno)).body.response).toEqual([]);
      for (const [method, payload] of [['PATCH', { nome: 'Roubada' }], ['DELETE', undefined]] as const) {
        const r = await call(method, `1/visoes/${mine.id}`, bruno, payload);
        expect(r.status).toBe(404);
        expect(message(r)).toBe(WORKSPACE_MESSAGES.viewNotFound);
      }
      // ana is not a member of company 2: the guard refuses before anything is read
      expect((await call('PATCH', `2/visoes/${mine.id}`, ana, { nome: 'x' })).status).toBe(403);
      expect((await call('GET', '1/visoes?tela=1325', ana)).body.response.map((x: { nome: string }) => x.nome)).toEqual(['Minha']);
    });

    it('validates names, filters and ids with pt-BR 400s; a repeated name is a 409', async () => {
      const cases = [
        [{ tela: 1325, nome: 'x'.repeat(81), filtros: {} }, "Campo 'nome' inválido: deve ser um texto com no mínimo 1 caracteres e com no máximo 80 caracteres."],
        [{ tela: 1325, nome: '   ', filtros: {} }, WORKSPACE_MESSAGES.blankName],
        [{ tela: 1325, filtros: {} }, "Campo 'nome' obrigatório."],
        [{ tela: 1325, nome: 'a', filtros: { periodo: { relativo: 'ontem' } } },
          "Campo 'filtros.periodo.relativo' inválido: deve ser um dos valores: 'today', 'startOfMonth', 'monthToDate', 'next30Days', 'last30Days', 'thisMonth', 'lastMonth', 'current'."],
        [{ tela: 1325, nome: 'a', filtros: { periodo: [1] } },
          "Campo 'filtros.periodo' inválido: deve ser um texto (até 200 caracteres), um número, verdadeiro ou falso, nulo ou um valor relativo ({ relativo: 'thisMonth' })."],
        [{ tela: 1325, nome: 'a', filtros: [] }, "Campo 'filtros' inválido: deve ser um objeto."],
        [{ tela: 99999, nome: 'a', filtros: {} }, "Campo 'tela' inválido: deve ser um número inteiro entre 1 e 9999."],
      ] as const;
      for (const [payload, text] of cases) {
        const r = await call('POST', '1/visoes', carla, payload);
        expect(r.status, JSON.stringify(payload)).toBe(400);
        expect(message(r)).toBe(text);
      }
      expect((await call('POST', '1/visoes', carla, { tela: 1325, nome: 'x'.repeat(80), filtros: {} })).status).toBe(201);
      const dup = await call('POST', '1/visoes', carla, { tela: 1325, nome: 'X'.repeat(80), filtros: {} });
      expect(dup.status).toBe(409);
      expect(message(dup)).toBe(WORKSPACE_MESSAGES.duplicateName('X'.repeat(80)));
      expect(message(await call('GET', '1/visoes', carla))).toBe("Parâmetro 'tela' obrigatório.");
      expect(message(await call('PATCH', '1/visoes/abc', carla, { nome: 'a' }))).toBe("Parâmetro 'idVisao' inválido: deve ser um número inteiro entre 1 e 2147483647.");
      expect(message(await call('PATCH', '1/visoes/1', carla, {}))).toBe(WORKSPACE_MESSAGES.nothingToChange);
      expect((await call('GET', '1/visoes?tela=1325', carla)).body.response).toHaveLength(1);
    });

    it('stops at 50 views per screen and user (400), other screens and users unaffected', async () => {
      for (let i = 1; i <= 50; i++) {
        expect((await call('POST', '1/visoes', bruno, { tela: 1327, nome: `Visão ${i}`, filtros: { ano: 2026 } })).status).toBe(201);
      }
      const r = await call('POST', '1/visoes', bruno, { tela: 1327, nome: 'Visão 51', filtros: {} });
      expect(r.status).toBe(400);
      expect(message(r)).toBe(WORKSPACE_MESSAGES.tooManyViews);
      expect((await call('POST', '1/visoes', bruno, { tela: 1328, nome: 'Visão 51', filtros: {} })).status).toBe(201);
      expect((await call('POST', '1/visoes', carla, { tela: 1327, nome: 'Visão 51', filtros: {} })).status).toBe(201);
      expect((await call('GET', '1/visoes?tela=1327', bruno)).body.response).toHaveLength(50);
    }, 60_000);
  });
});
