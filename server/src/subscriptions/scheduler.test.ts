import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { createPostgresTestDatabase } from '../test/postgresTestDatabase.ts';
import { createTestApp, TEST_SECRET, tinyPortalDir, type TestApp } from '../test/testApp.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { RETRY_MINUTES, runDueSubscriptions, startScheduler } from './scheduler.ts';
import { startSmtp } from '../test/smtpServer.ts';
import { unsubscribeToken } from './unsubscribeToken.ts';

const PORTAL = 'https://mirante.exemplo.com.br';
const ZONE = 'America/Sao_Paulo';

async function subscribe(t: TestApp, payload: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/usuario/empresas/1/assinaturas', headers: await t.auth('ana@mirante.demo'),
    payload: { tela: 1327, agenda: { frequencia: 'diaria', horario: '07:00' }, conteudo: { indicadores: true, tabelas: false }, ...payload } });
  return res.json().response.id as number;
}
/** A subscription whose run came due while the server was down: its slot three days ago. */
const makeOverdue = (t: { db: TestApp['db'] }, id: number) =>
  t.db.run("UPDATE assinaturas SET proximo_envio = CAST('2026-11-18 10:00:00' AS TIMESTAMP) WHERE id = $1", [id]);

describe('subscriptions scheduler (DuckDB)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp();
    mailer = createMailer({ url: smtp.url, from: 'relatorios@mirante.demo', portalUrl: PORTAL });
  }, 120_000);
  afterAll(async () => { mailer?.close(); await t?.close(); await smtp?.close(); });

  it('sends a run missed while down once on start, then waits for the next slot', async () => {
    const id = await subscribe(t);
    await makeOverdue(t, id);
    const now = new Date('2026-11-21T12:00:00Z');
    const scheduler = startScheduler(t.app, { mailer, portalUrl: PORTAL, timeZone: ZONE, now: () => now }, 3_600_000);
    try {
      expect(await scheduler.ran).toEqual([id]);
    } finally {
      await scheduler.stop();
    }
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toContain('Dashboard Faturamento');
    // next slot: tomorrow 07:00 in São Paulo; nothing more due now (three missed days sent one message)
    const row = await t.db.one<{ proximo: unknown; ultimo: unknown }>('SELECT CAST(proximo_envio AS VARCHAR) AS proximo, ultimo_envio AS ultimo FROM assinaturas WHERE id = $1', [id]);
    expect(String(row!.proximo)).toMatch(/^2026-11-22 10:00:00/);
    expect(row!.ultimo).not.toBeNull();
    expect(await runDueSubscriptions(t.app, { mailer, portalUrl: PORTAL, timeZone: ZONE, now: () => now })).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    const log = await t.db.all<{ origem: string; resultado: string }>('SELECT origem, resultado FROM envios_assinaturas WHERE assinatura_id = $1', [id]);
    expect(log).toEqual([{ origem: 'agenda', resultado: 'enviado' }]);
  });

  it('retries a failed sending after 1, 5 and 15 minutes, then records it and waits for the next slot', async () => {
    const id = await subscribe(t);
    await makeOverdue(t, id);
    const failing: Mailer = { send: () => Promise.reject(new Error('servidor SMTP recusou')), close: () => undefined };
    let now = new Date('2026-11-21T12:00:00Z');
    const steps: string[] = [];
    for (let i = 0; i <= RETRY_MINUTES.length; i++) {
      expect(await runDueSubscriptions(t.app, { mailer: failing, portalUrl: PORTAL, timeZone: ZONE, now: () => now })).toEqual([id]);
      const row = await t.db.one<{ p: string; n: number }>('SELECT CAST(proximo_envio AS VARCHAR) AS p, tentativas AS n FROM assinaturas WHERE id = $1', [id]);
      steps.push(`${row!.p.slice(11, 16)} ${row!.n}`);
      now = new Date(now.getTime() + 60 * 60_000); // past any backoff
      if (i < RETRY_MINUTES.length) now = new Date(String(row!.p).replace(' ', 'T').slice(0, 19) + 'Z');
    }
    expect(steps).toEqual(['12:01 1', '12:06 2', '12:21 3', '10:00 0']);
    const log = await t.db.all<{ resultado: string; erro: string }>('SELECT resultado, erro FROM envios_assinaturas WHERE assinatura_id = $1 ORDER BY id', [id]);
    expect(log).toHaveLength(4);
    expect(log.every((l) => l.resultado === 'falhou' && l.erro === 'Falha no envio: servidor SMTP recusou')).toBe(true);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/usuario/empresas/1/assinaturas', headers: await t.auth('ana@mirante.demo') })).json().response;
    expect(listed.find((s: { id: number }) => s.id === id).ultimo_erro).toBe('Falha no envio: servidor SMTP recusou');
  });

  it('the unsubscribe link stops it: nothing is sent when it comes due', async () => {
    const id = await subscribe(t);
    await makeOverdue(t, id);
    const before = smtp.received.length;
    const r = await t.app.inject({ method: 'POST', url: `/api/assinaturas/cancelar/${unsubscribeToken(TEST_SECRET, id, 1)}` });
    expect(r.statusCode).toBe(200);
    const sent = await runDueSubscriptions(t.app, { mailer, portalUrl: PORTAL, timeZone: ZONE, now: () => new Date('2026-11-21T12:00:00Z') });
    expect(sent).not.toContain(id);
    expect(smtp.received.length).toBe(before);
  });
});

describe('subscriptions scheduler: two instances over one PostgreSQL', () => {
  it('send one message per run', async () => {
    const smtp = await startSmtp();
    const url = await createPostgresTestDatabase('assinaturas_agenda');
    const first = await createTestApp({ databaseUrl: url });
    const db2 = await openDatabase(url);
    const second = await buildApp({ db: db2, config: { secret: TEST_SECRET, tokenTtlSeconds: 3600, portalDir: tinyPortalDir(), today: '2026-11-21' } });
    const mailer = createMailer({ url: smtp.url, from: 'relatorios@mirante.demo', portalUrl: PORTAL });
    try {
      const ids = [await subscribe(first), await subscribe(first, { agenda: { frequencia: 'diaria', horario: '06:00' } })];
      for (const id of ids) await makeOverdue(first, id);
      const options = { mailer, portalUrl: PORTAL, timeZone: ZONE, now: () => new Date('2026-11-21T12:00:00Z') };
      const [a, b] = await Promise.all([runDueSubscriptions(first.app, options), runDueSubscriptions(second, options)]);
      expect([...a, ...b].sort()).toEqual([...ids].sort());
      expect(smtp.received).toHaveLength(2);
      const log = await first.db.all<{ n: number }>("SELECT count(*) AS n FROM envios_assinaturas WHERE resultado = 'enviado'");
      expect(Number(log[0]!.n)).toBe(2);
    } finally {
      mailer.close();
      await second.close();
      await db2.close();
      await first.close();
      await smtp.close();
    }
  }, 180_000);
});
