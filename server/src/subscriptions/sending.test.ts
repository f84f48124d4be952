import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPermissoes } from '../admin/commands.ts';
import { SUBSCRIPTION_MESSAGES } from '../routes/usuario/assinaturas.ts';
import { startSmtp } from '../test/smtpServer.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { SENDING_MESSAGES } from './send.ts';

const brl = (n: number) => `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
const PORTAL = 'https://mirante.exemplo.com.br';

// 'Enviar agora' on 1327 (issue 36): one message, its figures those of the report's answer for the view's month, the
// tables as an XLSX read back; a revoked screen pauses the subscription; without SMTP the route says so.
describe("subscriptions: 'Enviar agora' over a local SMTP server", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ana: { authorization: string };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ config: { smtp: { url: smtp.url, from: 'Mirante <relatorios@mirante.demo>', portalUrl: PORTAL } } });
    ana = await t.auth('ana@mirante.demo');
  }, 120_000);
  afterAll(async () => { await t?.close(); await smtp?.close(); });

  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url: `/api/usuario/empresas/1/${url}`, headers: ana, payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  };

  it('sends one message with the figures of the report and the tables as typed XLSX sheets', async () => {
    const view = (await call('POST', 'visoes', { tela: 1327, nome: 'Outubro', filtros: { mes: '10', ano: 2026 } })).body.response;
    const sub = (await call('POST', 'assinaturas', { tela: 1327, visao: view.id, agenda: { frequencia: 'diaria', horario: '07:00' }, destinatarios: ['carla@mirante.demo'] })).body.response;

    const sent = await call('POST', `assinaturas/${sub.id}/enviar`);
    expect(sent.status).toBe(200);
    expect(sent.body.envio.destinatarios).toEqual(['ana@mirante.demo', 'carla@mirante.demo']);
    expect(sent.body.response.ultimo_envio).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect((mail.to as { value: { address: string }[] }).value.map((a) => a.address)).toEqual(['ana@mirante.demo', 'carla@mirante.demo']);
    const empresa = (await t.db.one<{ nome: string }>('SELECT nome_fantasia AS nome FROM empresas WHERE id = 1'))!.nome;
    expect(mail.subject).toBe(`Dashboard Faturamento — ${empresa} — Mês: outubro · Ano: 2026`);
    expect(mail.html).toContain(empresa);

    // the same report the portal calls for October 2026, as Ana
    const report = (await t.app.inject({ method: 'GET', url: '/api/empresas/1/faturamento/dashboard?dataPeriodo=2026-10-01', headers: ana })).json().response;
    const html = mail.html as string;
    expect(html).toContain('Dashboard Faturamento (01.76.1327)');
    expect(html).toContain('Mês: outubro · Ano: 2026');
    expect(html).toContain(brl(report.valorLiquido));
    expect(html).toContain(brl(report.tiquetiMedio));
    expect(html).toContain(`${PORTAL}/dashboard-faturamento?mes=10&amp;ano=2026`);
    expect(html).toMatch(new RegExp(`${PORTAL}/api/assinaturas/cancelar/${sub.id}\\.1\\.[A-Za-z0-9_-]{43}`));
    // the mail client's own 'Cancelar inscrição' (List-Unsubscribe, one-click POST) points at the same link
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s*/g, '');
    expect(header('list-unsubscribe')).toMatch(new RegExp(`^List-Unsubscribe: ?<${PORTAL}/api/assinaturas/cancelar/${sub.id}\\.1\\.[A-Za-z0-9_-]{43}>$`));
    expect(header('list-unsubscribe-post')).toMatch(/^List-Unsubscribe-Post: ?List-Unsubscribe=One-Click$/);

    expect(mail.attachments).toHaveLength(1);
    const xlsx = mail.attachments[0]!;
    expect(xlsx.filename).toBe('01.76.1327 Dashboard Faturamento 2026-11-21.xlsx');
    const daily = await readSheet(xlsx.content, 'Faturamento Diário');
    expect(daily[0]).toEqual(['Data', 'Dia da Semana', 'Valor Vendas Dia', 'Valor Meta Dia', '% Realizado Dia', 'Valor Vendas Acumulado', 'Valor Meta Acumulado', '% Meta Acumulado']);
    expect(daily.length - 1).toBe(report.faturamentoDiario.length);
    expect(report.faturamentoDiario.length).toBeGreaterThan(0);
    const first = report.faturamentoDiario[0];
    expect(daily[1]![0]).toBeInstanceOf(Date);
    expect((daily[1]![0] as unknown as Date).toISOString().slice(0, 10)).toBe(String(first.data_emissao).slice(0, 10));
    expect(daily[1]![2]).toBeCloseTo(Number(first.vlr_vendas_dia), 2);
    expect(daily[1]![4]).toBeCloseTo(Number(first.perc_meta_dia_atingido) / 100, 6);
    const goals = await readSheet(xlsx.content, 'Metas por representantes');
    expect(goals.length - 1).toBe(report.metasRepresentantes.length);

    const log = await t.db.all<{ resultado: string; destinatarios: string; tamanho_bytes: number; origem: string }>(
      'SELECT resultado, destinatarios, tamanho_bytes, origem FROM envios_assinaturas WHERE assinatura_id = $1', [sub.id]);
    expect(log).toEqual([{ resultado: 'enviado', destinatarios: 'ana@mirante.demo, carla@mirante.demo', tamanho_bytes: expect.any(Number), origem: 'enviar-agora' }]);
    expect(log[0]!.tamanho_bytes).toBeGreaterThan(xlsx.size);
    // the same log through the API ('Minhas assinaturas'), the subscriber's only
    const envios = await call('GET', `assinaturas/${sub.id}/envios`);
    expect(envios.body.response).toEqual([{ data_hora: expect.stringMatching(/Z$/), destinatarios: ['ana@mirante.demo', 'carla@mirante.demo'],
      tamanho_bytes: log[0]!.tamanho_bytes, resultado: 'enviado', erro: null, origem: 'enviar-agora' }]);
    const carla = await t.app.inject({ method: 'GET', url: `/api/usuario/empresas/1/assinaturas/${sub.id}/envios`, headers: await t.auth('carla@mirante.demo') });
    expect(carla.statusCode).toBe(404);
  });

  // The managers' morning read (issue 36): the financial dashboard, its cards those of its report and its cash flow
  // that of the screen's default '10 dias'.
  it('sends 1325 with the cards of the financial dashboard report and its tables as sheets', async () => {
    const sub = (await call('POST', 'assinaturas', { tela: 1325, agenda: { frequencia: 'diaria', horario: '07:00' } })).body.response;
    const before = smtp.received.length;
    const sent = await call('POST', `assinaturas/${sub.id}/enviar`);
    expect(sent.status).toBe(200);
    const mail = smtp.received[before]!;
    expect(mail.subject).toMatch(/^Dashboard Financeiro — .+ — Período \(dias\): 10 dias$/);
    const report = (await t.app.inject({ method: 'GET', url: '/api/intercarg/dashboard_financeiro/1', headers: ana })).json().response;
    const html = mail.html as string;
    for (const value of [report.titulos_receber.receber_vencidos, report.titulos_receber.receber_vence_30_dias, report.titulos_pagar.pagar_vence_hoje, report.titulos_receber.receber_ch_vence_sete_dias]) {
      expect(html).toContain(brl(Number(value)));
    }
    const flow = (await t.app.inject({ method: 'GET', url: '/api/empresas/1/financeiro/fluxo-caixa?dias=10', headers: ana })).json().response;
    const sheet = await readSheet(mail.attachments[0]!.content, 'Fluxo de Caixa');
    expect(flow.length).toBeGreaterThan(0);
    expect(sheet.slice(1).map((r) => (r[0] as unknown as Date).toISOString().slice(0, 10))).toEqual(flow.map((r: { data_vencimento: string }) => String(r.data_vencimento).slice(0, 10)));
    expect(sheet[1]![5]).toBeCloseTo(Number(flow[0].saldo_dia), 2);
  });

  // A call whose parameters are computed dates ({ date: '{filters.periodo.start}' …}): 1370 opens on the next 30 days.
  it('fills computed date parameters as the portal does (1370: today to today + 30)', async () => {
    const sub = (await call('POST', 'assinaturas', { tela: 1370, agenda: { frequencia: 'diaria', horario: '07:00' } })).body.response;
    const before = smtp.received.length;
    expect((await call('POST', `assinaturas/${sub.id}/enviar`)).status).toBe(200);
    const mail = smtp.received[before]!;
    expect(mail.subject).toContain('Período: 21/11/2026 a 21/12/2026');
    const report = (await t.app.inject({ method: 'GET', url: '/api/empresas/1/financeiro/titulos-pagar?dataInicio=2026-11-21&dataFim=2026-12-21&aprovacao=pendentes', headers: ana })).json().response;
    expect(report.length).toBeGreaterThan(0);
    const sheet = await readSheet(mail.attachments[0]!.content, 'Aprovar titulos a pagar');
    const idColumn = sheet[0]!.indexOf('ID Título');
    expect(sheet.slice(1).map((r) => String(r[idColumn]))).toEqual(report.map((r: { id_titulo: unknown }) => String(r.id_titulo)));
  });

  it('a revoked screen pauses the subscription with the reason, sends nothing and logs the attempt', async () => {
    const sub = (await call('POST', 'assinaturas', { tela: 1327, agenda: { frequencia: 'diaria', horario: '07:00' } })).body.response;
    const before = smtp.received.length;
    const released = (await t.db.one<{ c: number[] }>('SELECT codigo_telas_liberar AS c FROM usuario_empresas WHERE usuario_id = 1 AND empresa_id = 1'))!.c.map(Number);
    await setPermissoes(t.db, 'ana@mirante.demo', 1, released.filter((c) => c !== 1327), []);
    try {
      const sent = await call('POST', `assinaturas/${sub.id}/enviar`);
      expect(sent.status).toBe(409);
      expect(sent.body.errors[0].message).toBe(SUBSCRIPTION_MESSAGES.sendFailed(SENDING_MESSAGES.screenRevoked(1327)));
      expect(smtp.received.length).toBe(before);
      const listed = (await call('GET', 'assinaturas')).body.response.find((s: { id: number }) => s.id === sub.id);
      expect(listed).toMatchObject({ pausada: true, motivo_pausa: SENDING_MESSAGES.screenRevoked(1327), proximo_envio: null });
      // resuming needs the screen back
      expect((await call('POST', `assinaturas/${sub.id}/retomar`)).body.errors[0].message).toBe(SUBSCRIPTION_MESSAGES.screenNotReleased(1327));
    } finally {
      await setPermissoes(t.db, 'ana@mirante.demo', 1, released, []);
    }
  });
});

describe("subscriptions without SMTP settings", () => {
  it("'Enviar agora' answers 503 in pt-BR; the rest works", async () => {
    const t = await createTestApp();
    try {
      const ana = await t.auth('ana@mirante.demo');
      const sub = (await t.app.inject({ method: 'POST', url: '/api/usuario/empresas/1/assinaturas', headers: ana, payload: { tela: 1327, agenda: { frequencia: 'diaria', horario: '07:00' } } })).json().response;
      const sent = await t.app.inject({ method: 'POST', url: `/api/usuario/empresas/1/assinaturas/${sub.id}/enviar`, headers: ana });
      expect(sent.statusCode).toBe(503);
      expect(sent.json().errors[0].message).toBe(SUBSCRIPTION_MESSAGES.sendingOff);
    } finally {
      await t.close();
    }
  }, 120_000);
});
