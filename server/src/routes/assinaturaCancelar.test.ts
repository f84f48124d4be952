import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../subscriptions/unsubscribeToken.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../test/testApp.ts';
import { UNSUBSCRIBE_TEXTS } from './assinaturaCancelar.ts';

// The unsubscribe link (issue 36): no session; GET only asks, POST stops; the subscriber's link pauses the
// subscription with a reason, another recipient's takes only them off; a forged or altered token changes nothing.
describe('/api/assinaturas/cancelar/{token}', () => {
  let t: TestApp;
  let ana: { authorization: string };
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    ana = await t.auth('ana@mirante.demo');
    const created = await t.app.inject({
      method: 'POST', url: '/api/usuario/empresas/1/assinaturas', headers: ana,
      payload: { tela: 1327, agenda: { frequencia: 'diaria', horario: '07:00' }, destinatarios: ['carla@mirante.demo'] },
    });
    id = created.json().response.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const mine = async () => (await t.app.inject({ method: 'GET', url: '/api/usuario/empresas/1/assinaturas', headers: ana })).json().response[0];
  // a browser opening the link from the message asks for HTML
  const open = (method: 'GET' | 'POST', token: string) => t.app.inject({ method, url: `/api/assinaturas/cancelar/${token}`, headers: { accept: 'text/html,*/*' } });

  it('refuses forged, altered and foreign-secret tokens without changing anything', async () => {
    const good = unsubscribeToken(TEST_SECRET, id, 1);
    for (const token of [`${id}.1.${'A'.repeat(43)}`, good.replace(`${id}.1.`, `${id}.3.`), unsubscribeToken('outro-segredo', id, 1), 'x']) {
      const r = await open('POST', token);
      expect(r.statusCode, token).toBe(404);
      expect(r.body).toContain(UNSUBSCRIBE_TEXTS.invalid);
    }
    expect(await mine()).toMatchObject({ pausada: false, destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'] });
    // without a browser's Accept: the API's pt-BR JSON error
    const api = await t.app.inject({ method: 'POST', url: `/api/assinaturas/cancelar/${id}.1.${'A'.repeat(43)}` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errors: [{ message: UNSUBSCRIBE_TEXTS.invalid }] });
  });

  it("GET only asks; another recipient's POST takes only them off; the subscriber's pauses it with the reason", async () => {
    const asked = await open('GET', unsubscribeToken(TEST_SECRET, id, 3));
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain(UNSUBSCRIBE_TEXTS.ask);
    expect((await mine()).destinatarios).toEqual(['ana@mirante.demo', 'carla@mirante.demo']);

    // a mail client's one-click unsubscribe (RFC 8058) posts a form and gets the API's JSON
    const carla = await t.app.inject({ method: 'POST', url: `/api/assinaturas/cancelar/${unsubscribeToken(TEST_SECRET, id, 3)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(carla.statusCode).toBe(200);
    expect(carla.json()).toEqual({ response: { mensagem: UNSUBSCRIBE_TEXTS.done } });
    expect(await mine()).toMatchObject({ pausada: false, destinatarios: ['ana@mirante.demo'] });

    const own = await open('POST', unsubscribeToken(TEST_SECRET, id, 1));
    expect(own.body).toContain(UNSUBSCRIBE_TEXTS.done);
    expect(await mine()).toMatchObject({ pausada: true, motivo_pausa: UNSUBSCRIBE_TEXTS.pausedReason, proximo_envio: null });
    const audit = await t.db.all<{ acao: string; usuario_id: number }>('SELECT acao, usuario_id FROM gravacoes_assinaturas WHERE assinatura_id = $1 ORDER BY id', [id]);
    expect(audit).toEqual([{ acao: 'criada', usuario_id: 1 }, { acao: 'cancelada-link', usuario_id: 3 }, { acao: 'cancelada-link', usuario_id: 1 }]);
  });
});
