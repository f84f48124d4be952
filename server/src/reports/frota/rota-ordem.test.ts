import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { decodePolyline } from '../../../../common/polyline.ts';

/** GET …/monit/ordem/{orderNumber}/rota: the planned route of an order, read back from the raw tables. */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.auth('bruno@mirante.demo');
});
afterAll(async () => t?.close());

const url = (empresa: number, order: number | string) => `/api/v2/logistica/monitoramento-de-cargas/${empresa}/monit/ordem/${order}/rota`;

describe('GET …/monit/ordem/{orderNumber}/rota', () => {
  it("answers the current order's polyline and its markers in route order", async () => {
    const o = (await t.db.one<{ id: number; nro_ordem: number; polyline: string; olat: number; olon: number; dlat: number; dlon: number }>(`
      SELECT o.id, o.nro_ordem, r.polyline, mo.latitude olat, mo.longitude olon, md.latitude dlat, md.longitude dlon
        FROM posicoes_veiculos p JOIN ordens_carregamento o ON o.id = p.ordem_carregamento_id
        JOIN rotas_planejadas r ON r.ordem_carregamento_id = o.id
        JOIN municipios mo ON mo.id = o.municipio_origem_id JOIN municipios md ON md.id = o.municipio_destino_id
       WHERE p.situacao_veiculo = 'Atrasado' ORDER BY o.id LIMIT 1`))!;
    const res = await t.app.inject({ method: 'GET', url: url(2, o.nro_ordem), headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results: { polyline: string; markers: { lat: number; lng: number; label: string }[] } };
    expect(body.results.polyline).toBe(o.polyline);
    const path = decodePolyline(body.results.polyline);
    // the line starts at the origin and ends at the destination (precision 5)
    expect(path[0]![0]).toBeCloseTo(Number(o.olat), 4);
    expect(path[0]![1]).toBeCloseTo(Number(o.olon), 4);
    expect(path.at(-1)![0]).toBeCloseTo(Number(o.dlat), 4);
    expect(path.at(-1)![1]).toBeCloseTo(Number(o.dlon), 4);
    const raw = await t.db.all<{ latitude: number; longitude: number; label: string }>(
      `SELECT latitude, longitude, label FROM rota_marcadores WHERE ordem_carregamento_id = ${o.id} ORDER BY sequencia`);
    expect(raw.length).toBe(3);
    expect(body.results.markers).toEqual(raw.map((m) => ({ lat: Number(m.latitude), lng: Number(m.longitude), label: m.label })));
    expect(body.results.markers[0]!.label).toMatch(/^Origem: /);
    expect(body.results.markers[2]!.label).toMatch(/^Destino: /);
  });

  it('an unknown order has no route (polyline null, no markers)', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(2, 999999), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: { polyline: null, markers: [] } });
  });

  it('a non-numeric order number is a 400 in pt-BR', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(2, 'abc'), headers });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/orderNumber/);
  });

  it("is refused for a company the user does not belong to", async () => {
    const res = await t.app.inject({ method: 'GET', url: url(1, 5001), headers: await t.auth('diego@mirante.demo') });
    expect(res.statusCode).toBe(403);
  });
});
