import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/postgresTestDatabase.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { SUBSCRIPTION_MESSAGES } from './assinaturas.ts';

// The subscriptions API (issue 36) on both engines: create, list, edit, pause/resume, delete; scoped to the user,
// recipients only users of the company, pt-BR 400s, every write audited.
describe.each(['duckdb', 'postgres'] as const)('/api/usuario/…/assinaturas on %s', (engine) => {
  let t: TestApp;
  let ana: { authorization: string };
  let bruno: { authorization: string };
  let carla: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(engine === 'postgres' ? { databaseUrl: await createPostgresTestDatabase('assinaturas') } : {});
    [ana, bruno, carla] = await Promise.all(['ana', 'bruno', 'carla'].map((u) => t.auth(`${u}@mirante.demo`)));
  }, 180_000);
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: { authorization: string }, payload?: unknown) => {
    const res = await t.app.inject({ method, url: `/api/usuario/empresas/${url}`, headers, payload: payload as object });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const message = (r: { body: { errors: { message: string }[] } }) => r.body.errors[0]!.message;
  const daily = { frequencia: 'diaria', horario: '07:00' };

  it('creates a subscription with a view, the next sending in the business zone, and lists it', async () => {
    const view = await call('POST', '1/visoes', ana, { tela: 1327, nome: 'Mês atual', filtros: { periodo: { relativo: 'thisMonth' } } });
    expect(view.status).toBe(201);
    const created = await call('POST', '1/assinaturas', ana, {
      tela: 1327, visao: view.body.response.id, agenda: { frequencia: 'semanal', horario: '08:30', dias_semana: [5, 1] },
      destinatarios: ['CARLA@mirante.demo', 'ana@mirante.demo'], conteudo: { indicadores: true, tabelas: false },
    });
    expect(created.status).toBe(201);
    const a = created.body.response;
    expect(a).toMatchObject({
      tela: 1327, visao: { id: view.body.response.id, nome: 'Mês atual' },
      agenda: { frequencia: 'semanal', horario: '08:30', dias_semana: [1, 5] },
      destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'],
      conteudo: { indicadores: true, tabelas: false }, pausada: false, motivo_pausa: null, ultimo_envio: null, ultimo_erro: null,
    });
    // the next Monday or Friday at 08:30 in São Paulo (11:30 UTC), after now
    const next = new Date(a.proximo_envio);
    expect(a.proximo_envio).toMatch(/T11:30:00Z$/);
    expect([1, 5]).toContain(next.getUTCDay());
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThan(5 * 86_400_000);

    const list = await call('GET', '1/assinaturas', ana);
    expect(list.status).toBe(200);
    expect(list.body.response).toEqual([a]);
    // no SMTP settings in this app: the list says so, in pt-BR
    expect(list.body.envio).toEqual({ configurado: false, mensagem: SUBSCRIPTION_MESSAGES.sendingOff });
    // the zone the schedules are in, for the portal to show the times as the user set them
    expect(list.body.fuso).toBe('America/Sao_Paulo');
    // another user, or the same user in another company, sees none of it
    expect((await call('GET', '1/assinaturas', bruno)).body.response).toEqual([]);
    const audit = await t.db.all<{ acao: string; usuario_id: number }>('SELECT acao, usuario_id FROM gravacoes_assinaturas WHERE assinatura_id = $1', [a.id]);
    expect(audit).toEqual([{ acao: 'criada', usuario_id: 1 }]);
  });

  it('refuses bad subscriptions with pt-BR 400s and writes nothing', async () => {
    const before = (await call('GET', '1/assinaturas', carla)).body.response.length;
    const anasView = (await call('GET', '1/visoes?tela=1327', ana)).body.response[0].id;
    const bad = [
      [{ tela: 1326, agenda: daily }, SUBSCRIPTION_MESSAGES.screenNotReleased(1326)],
      [{ tela: 1327, agenda: daily, visao: anasView }, SUBSCRIPTION_MESSAGES.viewNotFound],
      [{ tela: 1327, agenda: daily, destinatarios: ['diego@mirante.demo'] }, SUBSCRIPTION_MESSAGES.notAUser('diego@mirante.demo')],
      [{ tela: 1327, agenda: daily, destinatarios: ['fora@exemplo.com'] }, SUBSCRIPTION_MESSAGES.notAUser('fora@exemplo.com')],
      [{ tela: 1327, agenda: { frequencia: 'semanal', horario: '07:00' } }, SUBSCRIPTION_MESSAGES.weeklyNeedsDays],
      [{ tela: 1327, agenda: { frequencia: 'mensal', horario: '07:00' } }, SUBSCRIPTION_MESSAGES.monthlyNeedsDay],
      [{ tela: 1327, agenda: daily, conteudo: { indicadores: false, tabelas: false } }, SUBSCRIPTION_MESSAGES.nothingToSend],
      [{ tela: 1327, agenda: { frequencia: 'diaria', horario: '24:00' } }, "Campo 'agenda.horario' inválido: deve ser um horário no formato HH:MM (00:00 a 23:59)."],
      [{ tela: 1327 }, "Campo 'agenda' obrigatório."],
      // 1330 (released to Carla) has no cards, progress or table: nothing to e-mail
      [{ tela: 1330, agenda: daily }, SUBSCRIPTION_MESSAGES.notSubscribable(1330)],
    ] as const;
    for (const [payload, text] of bad) {
      const r = await call('POST', '1/assinaturas', carla, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(message(r), JSON.stringify(payload)).toBe(text);
    }
    expect((await call('GET', '1/assinaturas', carla)).body.response.length).toBe(before);
  });

  it("edits, pauses and resumes, and deletes only the user's own; another user's answers 404", async () => {
    const a = (await call('POST', '1/assinaturas', carla, { tela: 1327, agenda: daily })).body.response;
    expect(a).toMatchObject({ visao: null, destinatarios: ['carla@mirante.demo'], conteudo: { indicadores: true, tabelas: true } });
    expect(a.proximo_envio).toMatch(/T10:00:00Z$/);

    const edited = await call('PATCH', `1/assinaturas/${a.id}`, carla, { agenda: { frequencia: 'mensal', horario: '06:15', dia_mes: 31 }, destinatarios: ['ana@mirante.demo'] });
    expect(edited.status).toBe(200);
    expect(edited.body.response).toMatchObject({ agenda: { frequencia: 'mensal', horario: '06:15', dia_mes: 31 }, destinatarios: ['carla@mirante.demo', 'ana@mirante.demo'] });
    expect(edited.body.response.proximo_envio).toMatch(/T09:15:00Z$/);
    expect(message(await call('PATCH', `1/assinaturas/${a.id}`, carla, {}))).toBe(SUBSCRIPTION_MESSAGES.nothingToChange);

    for (const [method, path, payload] of [['PATCH', '', { agenda: daily }], ['POST', '/pausar', undefined], ['DELETE', '', undefined]] as const) {
      const other = await call(method, `1/assinaturas/${a.id}${path}`, ana, payload);
      expect(other.status, method + path).toBe(404);
      expect(message(other)).toBe(SUBSCRIPTION_MESSAGES.notFound);
    }

    const paused = await call('POST', `1/assinaturas/${a.id}/pausar`, carla);
    expect(paused.body.response).toMatchObject({ pausada: true, motivo_pausa: SUBSCRIPTION_MESSAGES.pausedByUser, proximo_envio: null });
    expect(message(await call('POST', `1/assinaturas/${a.id}/pausar`, carla))).toBe(SUBSCRIPTION_MESSAGES.alreadyPaused);
    const resumed = await call('POST', `1/assinaturas/${a.id}/retomar`, carla);
    expect(resumed.body.response).toMatchObject({ pausada: false, motivo_pausa: null });
    expect(new Date(resumed.body.response.proximo_envio).getTime()).toBeGreaterThan(Date.now());

    expect((await call('DELETE', `1/assinaturas/${a.id}`, carla)).status).toBe(204);
    expect((await call('GET', '1/assinaturas', carla)).body.response.map((s: { id: number }) => s.id)).not.toContain(a.id);
    const audit = await t.db.all<{ acao: string }>('SELECT acao FROM gravacoes_assinaturas WHERE assinatura_id = $1 ORDER BY id', [a.id]);
    expect(audit.map((r) => r.acao)).toEqual(['criada', 'alterada', 'pausada', 'retomada', 'excluida']);
  });

  it("lists who may receive: the company's users by name, only theirs", async () => {
    const one = await call('GET', '1/assinaturas/destinatarios', carla);
    expect(one.status).toBe(200);
    expect(one.body.response).toEqual([
      { nome: 'Ana Souza', email: 'ana@mirante.demo', voce: false },
      { nome: 'Bruno Lima', email: 'bruno@mirante.demo', voce: false },
      { nome: 'Carla Mendes', email: 'carla@mirante.demo', voce: true },
    ]);
    // company 2 (Intercarg): Bruno and Diego, none of company 1's other users
    expect((await call('GET', '2/assinaturas/destinatarios', bruno)).body.response.map((u: { email: string }) => u.email))
      .toEqual(['bruno@mirante.demo', 'diego@mirante.demo']);
    expect(message(await call('GET', '2/assinaturas/destinatarios', ana))).toBe('Empresa não permitida para este usuário.');
  });

  // The sending log of 'Minhas assinaturas' (its rows are written by the sending: server/src/subscriptions/sending.test.ts).
  it('answers the sending log, the most recent first, as many as asked (1 to 50); only the subscriber\'s, only in the company', async () => {
    const a = (await call('POST', '1/assinaturas', ana, { tela: 1327, agenda: daily })).body.response;
    expect((await call('GET', `1/assinaturas/${a.id}/envios`, ana)).body).toEqual({ response: [] });
    for (let i = 1; i <= 3; i++) {
      await t.db.run(
        `INSERT INTO envios_assinaturas (assinatura_id, empresa_id, data_hora, destinatarios, tamanho_bytes, resultado, erro, origem)
          VALUES ($1, 1, $2, 'ana@mirante.demo, carla@mirante.demo', $3, $4, $5, 'agenda')`,
        [a.id, `2026-11-2${i} 10:00:00`, i === 2 ? null : 1000 * i, i === 2 ? 'falhou' : 'enviado', i === 2 ? 'Conexão recusada.' : null],
      );
    }
    const all = await call('GET', `1/assinaturas/${a.id}/envios`, ana);
    expect(all.status).toBe(200);
    expect(all.body.response).toEqual([
      { data_hora: '2026-11-23T10:00:00Z', destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'], tamanho_bytes: 3000, resultado: 'enviado', erro: null, origem: 'agenda' },
      { data_hora: '2026-11-22T10:00:00Z', destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'], tamanho_bytes: null, resultado: 'falhou', erro: 'Conexão recusada.', origem: 'agenda' },
      { data_hora: '2026-11-21T10:00:00Z', destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'], tamanho_bytes: 1000, resultado: 'enviado', erro: null, origem: 'agenda' },
    ]);
    expect((await call('GET', `1/assinaturas/${a.id}/envios?limite=2`, ana)).body.response.map((e: { data_hora: string }) => e.data_hora))
      .toEqual(['2026-11-23T10:00:00Z', '2026-11-22T10:00:00Z']);
    for (const limite of ['0', '51', 'dez']) {
      const bad = await call('GET', `1/assinaturas/${a.id}/envios?limite=${limite}`, ana);
      expect(bad.status, limite).toBe(400);
      expect(message(bad), limite).toBe("Parâmetro 'limite' inválido: deve ser um número inteiro entre 1 e 50.");
    }
    expect((await call('GET', `1/assinaturas/${a.id}/envios`, carla)).status).toBe(404);
    expect(message(await call('GET', `2/assinaturas/${a.id}/envios`, ana))).toBe('Empresa não permitida para este usuário.');
  });

  it('answers 403 outside the company and 401 without a session', async () => {
    expect(message(await call('GET', '2/assinaturas', ana))).toBe('Empresa não permitida para este usuário.');
    expect((await t.app.inject({ method: 'GET', url: '/api/usuario/empresas/1/assinaturas' })).statusCode).toBe(401);
  });
});
