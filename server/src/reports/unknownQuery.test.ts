import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';

/** A query key a report does not declare is a pt-BR 400 naming it, not silently dropped (issue 37 item 5). */

let t: TestApp;
let headers: { authorization: string };
let empresaId: number;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('ana@mirante.demo');
  empresaId = (await t.db.one<{ id: number }>("SELECT ue.empresa_id AS id FROM usuario_empresas ue JOIN usuarios u ON u.id = ue.usuario_id WHERE u.email = 'ana@mirante.demo' ORDER BY 1 LIMIT 1"))!.id;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/empresas/${empresaId}${url}`, headers });
  return { status: res.statusCode, body: res.json() as { errors?: { message: string }[] } };
};

describe('unknown query parameters', () => {
  test('a misspelt parameter is refused with the accepted names', async () => {
    const { status, body } = await get('/faturamento/curva-abc-clientes?dataInicio=2026-11-01&dataFim=2026-11-21&dataInico=2026-11-01');
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toBe("Parâmetro 'dataInico' não reconhecido: esta consulta aceita apenas dataInicio, dataFim.");
  });

  test('several are named together; a report without parameters says it takes none', async () => {
    const several = await get('/faturamento/curva-abc-clientes?dataInicio=2026-11-01&dataFim=2026-11-21&a=1&b=2');
    expect(several.body.errors?.[0].message).toBe("Parâmetros 'a', 'b' não reconhecidos: esta consulta aceita apenas dataInicio, dataFim.");
    const none = await get('/apontamento-ordem-producao/1?chave=1');
    expect(none.status).toBe(400);
    expect(none.body.errors?.[0].message).toBe("Parâmetro 'chave' não reconhecido: esta consulta não aceita parâmetros.");
  });

  test('the declared parameters alone still answer, and an optional one may be left out', async () => {
    expect((await get('/faturamento/curva-abc-clientes?dataInicio=2026-11-01&dataFim=2026-11-21')).status).toBe(200);
    expect((await get('/estoque/aprovado_ordem_compra')).status).toBe(200);
    expect((await get('/estoque/aprovado_ordem_compra?aprovacao=todos')).status).toBe(200);
  });
});
