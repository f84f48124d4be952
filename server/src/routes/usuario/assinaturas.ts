import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Queries } from '../../db/database.ts';
import { httpError } from '../../http/errors.ts';
import { schemas } from '../../http/validation.ts';
import { nextSending, type Schedule } from '../../subscriptions/schedule.ts';
import { createMailer } from '../../subscriptions/mailer.ts';
import { subscribableScreen } from '../../subscriptions/screens.ts';
import { sendSubscription } from '../../subscriptions/send.ts';
import { auditSubscription, isoUtc, scheduleOf, SUBSCRIPTION_COLUMNS, type SubscriptionRow } from '../../subscriptions/store.ts';
import { ScreenCode, lockUser, MEMBER, tags, utcInstant } from './shared.ts';

/**
 * E-mail subscriptions (issue 36, docs/subscriptions.md): one user's screen, with one of their saved views or the
 * screen's defaults, sent on a schedule to them and to other users of the same company. Always the session user's
 * own subscriptions: another user's answers 404 like one that does not exist.
 */

export const SUBSCRIPTION_LIMITS = { porEmpresa: 20, destinatarios: 20 } as const;
/** The most sendings `GET …/envios` answers (the log keeps them all). */
const SENDINGS_LIMIT = 50;

export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Assinatura não encontrada.',
  notSubscribable: (tela: number) => `Campo 'tela' inválido: a tela ${tela} não tem indicadores nem tabelas para enviar por e-mail.`,
  screenNotReleased: (tela: number) => `Campo 'tela' inválido: a tela ${tela} não está liberada para você nesta empresa.`,
  viewNotFound: "Campo 'visao' inválido: a visão não existe ou é de outra tela.",
  notAUser: (email: string) => `Campo 'destinatarios' inválido: '${email}' não é usuário desta empresa.`,
  weeklyNeedsDays: "Campo 'agenda.dias_semana' obrigatório na agenda semanal.",
  monthlyNeedsDay: "Campo 'agenda.dia_mes' obrigatório na agenda mensal.",
  nothingToSend: "Campo 'conteudo' inválido: escolha os indicadores, as tabelas ou os dois.",
  tooMany: `Limite de ${SUBSCRIPTION_LIMITS.porEmpresa} assinaturas por empresa atingido: exclua uma antes de criar outra.`,
  nothingToChange: "Corpo da requisição inválido: informe 'visao', 'agenda', 'destinatarios' ou 'conteudo'.",
  alreadyPaused: 'A assinatura já está pausada.',
  notPaused: 'A assinatura não está pausada.',
  pausedByUser: 'Pausada por você.',
  sendFailed: (erro: string) => `Não foi possível enviar a assinatura: ${erro}`,
  sendingOff: 'O envio de e-mails não está configurado neste servidor (MIRANTE_SMTP_URL e MIRANTE_SMTP_FROM). Fale com o administrador.',
} as const;

const Horario = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', 'x-tipo': 'um horário', 'x-formato': 'HH:MM (00:00 a 23:59)' });
const Agenda = Type.Object(
  {
    frequencia: Type.Union([Type.Literal('diaria'), Type.Literal('semanal'), Type.Literal('mensal')]),
    horario: Horario,
    dias_semana: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true })),
    dia_mes: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  },
  { additionalProperties: false, description: 'Horário no fuso de negócio; dias_semana 1 = segunda … 7 = domingo (semanal); dia_mes 1 a 31 (mensal: num mês mais curto, o último dia).' },
);
const Conteudo = Type.Object(
  { indicadores: Type.Boolean(), tabelas: Type.Boolean() },
  { additionalProperties: false, description: 'indicadores: os números dos cartões e totais no corpo; tabelas: um XLSX com uma planilha por tabela.' },
);
const Destinatarios = Type.Array(Type.String({ minLength: 3, maxLength: 200, format: 'email' }), {
  maxItems: SUBSCRIPTION_LIMITS.destinatarios,
  description: 'E-mails de outros usuários da mesma empresa; quem assina sempre recebe.',
});
const VisaoId = Type.Union([schemas.positiveInteger() as unknown as ReturnType<typeof Type.Integer>, Type.Null()], {
  'x-tipo': 'o id de uma visão salva da tela, ou nulo (os padrões da tela)',
});

const CreateBody = Type.Object(
  { tela: ScreenCode, visao: Type.Optional(VisaoId), agenda: Agenda, destinatarios: Type.Optional(Destinatarios), conteudo: Type.Optional(Conteudo) },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  { visao: Type.Optional(VisaoId), agenda: Type.Optional(Agenda), destinatarios: Type.Optional(Destinatarios), conteudo: Type.Optional(Conteudo) },
  { additionalProperties: false },
);

const Instante = (description: string) => Type.Union([Type.String({ description }), Type.Null()]);
const Assinatura = Type.Object({
  id: Type.Integer(),
  tela: Type.Integer(),
  visao: Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()]),
  agenda: Agenda,
  destinatarios: Type.Array(Type.String(), { description: 'Quem recebe: quem assina primeiro, depois os outros, por e-mail.' }),
  conteudo: Conteudo,
  pausada: Type.Boolean(),
  motivo_pausa: Type.Union([Type.String(), Type.Null()]),
  ultimo_envio: Instante('Instante UTC do último envio bem-sucedido (AAAA-MM-DDTHH:mm:ssZ).'),
  proximo_envio: Instante('Instante UTC do próximo envio (AAAA-MM-DDTHH:mm:ssZ); nulo enquanto pausada.'),
  ultimo_erro: Type.Union([Type.String(), Type.Null()]),
});
export type AssinaturaAnswer = Static<typeof Assinatura>;
const ListAnswer = Type.Object({
  response: Type.Array(Assinatura),
  envio: Type.Object(
    { configurado: Type.Boolean(), mensagem: Type.Union([Type.String(), Type.Null()]) },
    { description: 'Se este servidor envia e-mails; sem envio as assinaturas ficam guardadas e nada é enviado.' },
  ),
  fuso: Type.String({ description: "O fuso de negócio (MIRANTE_TIMEZONE) em que as agendas valem, por exemplo 'America/Sao_Paulo'." }),
});

/** The schedule as stored: only the fields its frequency uses (a weekly day list on a daily schedule is dropped). */
function checkedSchedule(agenda: Static<typeof Agenda>): Schedule {
  if (agenda.frequencia === 'semanal' && !agenda.dias_semana) throw httpError(400, SUBSCRIPTION_MESSAGES.weeklyNeedsDays);
  if (agenda.frequencia === 'mensal' && !agenda.dia_mes) throw httpError(400, SUBSCRIPTION_MESSAGES.monthlyNeedsDay);
  return scheduleOf({
    frequencia: agenda.frequencia,
    horario: agenda.horario,
    dias_semana: agenda.dias_semana ? [...agenda.dias_semana].sort((a, b) => a - b).join(',') : null,
    dia_mes: agenda.dia_mes ?? null,
  });
}

export default async function assinaturasRoutes(app: FastifyInstance) {
  const base = '/usuario/empresas/:empresaId/assinaturas';
  const idParams = schemas.empresaParams({ idAssinatura: schemas.positiveInteger() });
  const timeZone = () => app.appConfig.timeZone ?? 'America/Sao_Paulo';

  const ownSubscription = async (tx: Queries, userId: number, empresaId: number, id: number) => {
    const row = await tx.one<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM assinaturas WHERE id = $1 AND usuario_id = $2 AND empresa_id = $3`, [id, userId, empresaId]);
    if (!row) throw httpError(404, SUBSCRIPTION_MESSAGES.notFound);
    return row;
  };

  /** The answer: the view's name and the recipients' current e-mails read alongside (ids are what is stored). */
  const toAnswer = async (tx: Queries, r: SubscriptionRow): Promise<AssinaturaAnswer> => {
    const ids = [r.usuario_id, ...(JSON.parse(r.destinatarios) as number[])];
    const users = await tx.all<{ id: number; email: string }>(`SELECT id, email FROM usuarios WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`, ids);
    const emailOf = new Map(users.map((u) => [Number(u.id), u.email]));
    const visao = r.visao_id === null ? null : await tx.one<{ id: number; nome: string }>('SELECT id, nome FROM visoes_usuario WHERE id = $1', [r.visao_id]);
    return {
      id: Number(r.id),
      tela: Number(r.codigo_tela),
      visao: visao ? { id: Number(visao.id), nome: visao.nome } : null,
      agenda: scheduleOf(r),
      destinatarios: ids.map((id) => emailOf.get(Number(id))).filter((e): e is string => Boolean(e)),
      conteudo: { indicadores: r.enviar_indicadores === 'S', tabelas: r.enviar_tabelas === 'S' },
      pausada: r.pausada === 'S',
      motivo_pausa: r.motivo_pausa,
      ultimo_envio: isoUtc(r.ultimo_envio),
      proximo_envio: r.pausada === 'S' ? null : isoUtc(r.proximo_envio),
      ultimo_erro: r.ultimo_erro,
    };
  };

  /** The screen must be released to the subscriber in this company (the guard checked membership only). */
  const checkScreen = (released: number[], tela: number) => {
    if (!released.includes(tela)) throw httpError(400, SUBSCRIPTION_MESSAGES.screenNotReleased(tela));
  };
  const checkView = async (tx: Queries, scope: { userId: number; empresaId: number; tela: number }, visao: number | null | undefined) => {
    if (visao === null || visao === undefined) return;
    const found = await tx.one('SELECT id FROM visoes_usuario WHERE id = $1 AND usuario_id = $2 AND empresa_id = $3 AND codigo_tela = $4',
      [visao, scope.userId, scope.empresaId, scope.tela]);
    if (!found) throw httpError(400, SUBSCRIPTION_MESSAGES.viewNotFound);
  };
  /** The other recipients' user ids: each e-mail must be a user of this company (no address outside it ever receives data). */
  const recipientIds = async (tx: Queries, empresaId: number, userId: number, emails: string[]) => {
    const ids: number[] = [];
    for (const email of emails) {
      const user = await tx.one<{ id: number }>(
        'SELECT u.id FROM usuarios u JOIN usuario_empresas ue ON ue.usuario_id = u.id WHERE lower(u.email) = lower($1) AND ue.empresa_id = $2',
        [email.trim(), empresaId],
      );
      if (!user) throw httpError(400, SUBSCRIPTION_MESSAGES.notAUser(email));
      const id = Number(user.id);
      if (id !== userId && !ids.includes(id)) ids.push(id);
    }
    return ids;
  };
  const content = (c: Static<typeof Conteudo> | undefined) => {
    const chosen = c ?? { indicadores: true, tabelas: true };
    if (!chosen.indicadores && !chosen.tabelas) throw httpError(400, SUBSCRIPTION_MESSAGES.nothingToSend);
    return chosen;
  };

  app.get<{ Params: { empresaId: number } }>(
    base,
    { config: MEMBER, schema: { summary: 'Assinaturas por e-mail do usuário nesta empresa, e se o servidor envia e-mails', tags, response: { 200: ListAnswer } } },
    async (request) => {
      const rows = await app.db.all<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM assinaturas WHERE usuario_id = $1 AND empresa_id = $2 ORDER BY codigo_tela, id`,
        [request.user.id, request.params.empresaId],
      );
      const response = await Promise.all(rows.map((r) => toAnswer(app.db, r)));
      const configurado = Boolean(app.appConfig.smtp);
      return { response, envio: { configurado, mensagem: configurado ? null : SUBSCRIPTION_MESSAGES.sendingOff }, fuso: timeZone() };
    },
  );

  // The dialog's recipient picker: who may receive (the users of this company); without it the user would have to
  // know their colleagues' e-mails by heart, and a typo would only show as a 400.
  app.get<{ Params: { empresaId: number } }>(
    `${base}/destinatarios`,
    {
      config: MEMBER,
      schema: {
        summary: 'Quem pode receber as assinaturas desta empresa: os usuários dela (nome e e-mail), por nome',
        tags,
        response: {
          200: Type.Object({
            response: Type.Array(Type.Object({ nome: Type.String(), email: Type.String(), voce: Type.Boolean({ description: 'É quem pergunta (sempre recebe as suas assinaturas).' }) })),
          }),
        },
      },
    },
    async (request) => {
      const rows = await app.db.all<{ id: number; nome: string; email: string }>(
        `SELECT u.id, u.nome, u.email FROM usuarios u JOIN usuario_empresas ue ON ue.usuario_id = u.id
          WHERE ue.empresa_id = $1 ORDER BY lower(u.nome), u.email`,
        [request.params.empresaId],
      );
      return { response: rows.map((r) => ({ nome: r.nome, email: r.email, voce: Number(r.id) === request.user.id })) };
    },
  );

  app.post<{ Params: { empresaId: number }; Body: Static<typeof CreateBody> }>(
    base,
    { config: MEMBER, schema: { summary: 'Assina uma tela por e-mail (visão, agenda, destinatários, conteúdo)', tags, body: CreateBody, response: { 201: Type.Object({ response: Assinatura }) } } },
    async (request, reply) => {
      const { empresaId } = request.params;
      const userId = request.user.id;
      const body = request.body;
      checkScreen(await releasedCodes(app, userId, empresaId), body.tela);
      if (!subscribableScreen(body.tela)) throw httpError(400, SUBSCRIPTION_MESSAGES.notSubscribable(body.tela));
      const schedule = checkedSchedule(body.agenda);
      const conteudo = content(body.conteudo);
      const answer = await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        const count = await tx.one<{ n: number }>('SELECT count(*) AS n FROM assinaturas WHERE usuario_id = $1 AND empresa_id = $2', [userId, empresaId]);
        if (Number(count?.n ?? 0) >= SUBSCRIPTION_LIMITS.porEmpresa) throw httpError(400, SUBSCRIPTION_MESSAGES.tooMany);
        await checkView(tx, { userId, empresaId, tela: body.tela }, body.visao);
        const others = await recipientIds(tx, empresaId, userId, body.destinatarios ?? []);
        const now = new Date();
        const created = await tx.one<SubscriptionRow>(
          `INSERT INTO assinaturas (usuario_id, empresa_id, codigo_tela, visao_id, frequencia, horario, dias_semana, dia_mes, destinatarios,
             enviar_indicadores, enviar_tabelas, proximo_envio, criada_em, alterada_em)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CAST($12 AS TIMESTAMP), CAST($13 AS TIMESTAMP), CAST($13 AS TIMESTAMP))
           RETURNING ${SUBSCRIPTION_COLUMNS}`,
          [userId, empresaId, body.tela, body.visao ?? null, schedule.frequencia, schedule.horario, schedule.dias_semana?.join(',') ?? null,
            schedule.dia_mes ?? null, JSON.stringify(others), conteudo.indicadores ? 'S' : 'N', conteudo.tabelas ? 'S' : 'N',
            utcInstant(nextSending(schedule, now, timeZone())), utcInstant(now)],
        );
        await auditSubscription(tx, { userId, empresaId, acao: 'criada', assinaturaId: Number(created!.id), valores: body });
        return toAnswer(tx, created!);
      });
      return reply.code(201).send({ response: answer });
    },
  );

  app.patch<{ Params: { empresaId: number; idAssinatura: number }; Body: Static<typeof UpdateBody> }>(
    `${base}/:idAssinatura`,
    {
      config: MEMBER,
      schema: { summary: 'Altera a visão, a agenda, os destinatários ou o conteúdo de uma assinatura', tags, params: idParams, body: UpdateBody, response: { 200: Type.Object({ response: Assinatura }) } },
    },
    async (request) => {
      const { empresaId, idAssinatura } = request.params;
      const userId = request.user.id;
      const body = request.body;
      if (body.visao === undefined && !body.agenda && !body.destinatarios && !body.conteudo) throw httpError(400, SUBSCRIPTION_MESSAGES.nothingToChange);
      const schedule = body.agenda ? checkedSchedule(body.agenda) : undefined;
      const conteudo = body.conteudo ? content(body.conteudo) : undefined;
      const answer = await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        const current = await ownSubscription(tx, userId, empresaId, idAssinatura);
        await checkView(tx, { userId, empresaId, tela: Number(current.codigo_tela) }, body.visao);
        const next = {
          visao: body.visao === undefined ? current.visao_id : body.visao,
          schedule: schedule ?? scheduleOf(current),
          destinatarios: body.destinatarios ? JSON.stringify(await recipientIds(tx, empresaId, userId, body.destinatarios)) : current.destinatarios,
          indicadores: conteudo ? (conteudo.indicadores ? 'S' : 'N') : current.enviar_indicadores,
          tabelas: conteudo ? (conteudo.tabelas ? 'S' : 'N') : current.enviar_tabelas,
        };
        const now = new Date();
        // a new schedule moves the next sending; otherwise it stays where it was
        const proximo = schedule ? utcInstant(nextSending(schedule, now, timeZone())) : null;
        const updated = await tx.one<SubscriptionRow>(
          `UPDATE assinaturas SET visao_id = $1, frequencia = $2, horario = $3, dias_semana = $4, dia_mes = $5, destinatarios = $6,
             enviar_indicadores = $7, enviar_tabelas = $8, proximo_envio = coalesce(CAST($9 AS TIMESTAMP), proximo_envio),
             alterada_em = CAST($10 AS TIMESTAMP)
           WHERE id = $11 AND usuario_id = $12 RETURNING ${SUBSCRIPTION_COLUMNS}`,
          [next.visao, next.schedule.frequencia, next.schedule.horario, next.schedule.dias_semana?.join(',') ?? null, next.schedule.dia_mes ?? null,
            next.destinatarios, next.indicadores, next.tabelas, proximo, utcInstant(now), idAssinatura, userId],
        );
        await auditSubscription(tx, { userId, empresaId, acao: 'alterada', assinaturaId: idAssinatura, valores: body });
        return toAnswer(tx, updated!);
      });
      return { response: answer };
    },
  );

  const pauseOrResume = (pause: boolean) => async (request: { params: { empresaId: number; idAssinatura: number }; user: { id: number } }) => {
    const { empresaId, idAssinatura } = request.params;
    const userId = request.user.id;
    const released = pause ? [] : await releasedCodes(app, userId, empresaId);
    const answer = await app.db.transaction(async (tx) => {
      await lockUser(app.db, tx, userId);
      const current = await ownSubscription(tx, userId, empresaId, idAssinatura);
      if (pause && current.pausada === 'S') throw httpError(409, SUBSCRIPTION_MESSAGES.alreadyPaused);
      if (!pause && current.pausada !== 'S') throw httpError(409, SUBSCRIPTION_MESSAGES.notPaused);
      // resuming a subscription paused because the screen was revoked: only when it is released again
      if (!pause) checkScreen(released, Number(current.codigo_tela));
      const now = new Date();
      // resumed: the next slot after now (the runs missed while paused are not sent)
      const proximo = pause ? null : utcInstant(nextSending(scheduleOf(current), now, timeZone()));
      const updated = await tx.one<SubscriptionRow>(
        `UPDATE assinaturas SET pausada = $1, motivo_pausa = $2, proximo_envio = coalesce(CAST($3 AS TIMESTAMP), proximo_envio),
           tentativas = 0, alterada_em = CAST($4 AS TIMESTAMP)
         WHERE id = $5 AND usuario_id = $6 RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [pause ? 'S' : 'N', pause ? SUBSCRIPTION_MESSAGES.pausedByUser : null, proximo, utcInstant(now), idAssinatura, userId],
      );
      await auditSubscription(tx, { userId, empresaId, acao: pause ? 'pausada' : 'retomada', assinaturaId: idAssinatura, valores: {} });
      return toAnswer(tx, updated!);
    });
    return { response: answer };
  };
  const stateSchema = (summary: string) => ({ config: MEMBER, schema: { summary, tags, params: idParams, response: { 200: Type.Object({ response: Assinatura }) } } });
  app.post<{ Params: { empresaId: number; idAssinatura: number } }>(`${base}/:idAssinatura/pausar`, stateSchema('Pausa uma assinatura (nada é enviado até retomá-la)'), pauseOrResume(true));
  app.post<{ Params: { empresaId: number; idAssinatura: number } }>(`${base}/:idAssinatura/retomar`, stateSchema('Retoma uma assinatura pausada, a partir do próximo horário da agenda'), pauseOrResume(false));

  // One mailer per app (its SMTP connections), closed with the app; none without MIRANTE_SMTP_URL.
  const smtp = app.appConfig.smtp;
  const mailer = smtp ? createMailer(smtp) : undefined;
  if (mailer) app.addHook('onClose', async () => mailer.close());

  app.post<{ Params: { empresaId: number; idAssinatura: number } }>(
    `${base}/:idAssinatura/enviar`,
    {
      config: MEMBER,
      schema: {
        summary: "Envia a assinatura agora ('Enviar agora'), fora da agenda; o envio fica registrado",
        tags,
        params: idParams,
        response: {
          200: Type.Object({
            response: Assinatura,
            envio: Type.Object({ destinatarios: Type.Array(Type.String()), tamanho_bytes: Type.Integer({ description: 'Bytes do corpo e dos anexos.' }) }),
          }),
        },
      },
    },
    async (request) => {
      const { empresaId, idAssinatura } = request.params;
      const userId = request.user.id;
      await ownSubscription(app.db, userId, empresaId, idAssinatura);
      if (!mailer || !smtp) throw httpError(503, SUBSCRIPTION_MESSAGES.sendingOff);
      const result = await sendSubscription(app, mailer, smtp.portalUrl, idAssinatura, 'enviar-agora');
      // access lost since subscribing: the subscription is now paused with the reason (409); the SMTP server or a
      // report failing is the server's side (502); both are in the sendings log and in ultimo_erro
      if (result.resultado === 'falhou') throw httpError(result.pausada ? 409 : 502, SUBSCRIPTION_MESSAGES.sendFailed(result.erro));
      const row = await ownSubscription(app.db, userId, empresaId, idAssinatura);
      return { response: await toAnswer(app.db, row), envio: { destinatarios: result.destinatarios, tamanho_bytes: result.tamanho_bytes } };
    },
  );

  const Envio = Type.Object({
    data_hora: Type.String({ description: 'Instante UTC da tentativa (AAAA-MM-DDTHH:mm:ssZ).' }),
    destinatarios: Type.Array(Type.String()),
    tamanho_bytes: Type.Union([Type.Integer(), Type.Null()], { description: 'Bytes do corpo e dos anexos (nulo se nada foi montado).' }),
    resultado: Type.Union([Type.Literal('enviado'), Type.Literal('falhou')]),
    erro: Type.Union([Type.String(), Type.Null()]),
    origem: Type.Union([Type.Literal('agenda'), Type.Literal('enviar-agora')]),
  });
  app.get<{ Params: { empresaId: number; idAssinatura: number }; Querystring: { limite?: number } }>(
    `${base}/:idAssinatura/envios`,
    {
      config: MEMBER,
      schema: {
        summary: 'Os últimos envios de uma assinatura (tentativas incluídas), o mais recente primeiro',
        tags, params: idParams,
        querystring: Type.Object({ limite: Type.Optional(Type.Integer({ minimum: 1, maximum: SENDINGS_LIMIT, description: `Quantos envios (1 a ${SENDINGS_LIMIT}; padrão ${SENDINGS_LIMIT}).` })) }),
        response: { 200: Type.Object({ response: Type.Array(Envio) }) },
      },
    },
    async (request) => {
      const { empresaId, idAssinatura } = request.params;
      await ownSubscription(app.db, request.user.id, empresaId, idAssinatura);
      const rows = await app.db.all<{ data_hora: unknown; destinatarios: string; tamanho_bytes: number | null; resultado: 'enviado' | 'falhou'; erro: string | null; origem: 'agenda' | 'enviar-agora' }>(
        `SELECT data_hora, destinatarios, tamanho_bytes, resultado, erro, origem FROM envios_assinaturas
          WHERE assinatura_id = $1 ORDER BY id DESC LIMIT $2`,
        [idAssinatura, request.query.limite ?? SENDINGS_LIMIT],
      );
      return {
        response: rows.map((r) => ({
          data_hora: isoUtc(r.data_hora)!,
          destinatarios: r.destinatarios ? r.destinatarios.split(', ') : [],
          tamanho_bytes: r.tamanho_bytes === null ? null : Number(r.tamanho_bytes),
          resultado: r.resultado,
          erro: r.erro,
          origem: r.origem,
        })),
      };
    },
  );

  app.delete<{ Params: { empresaId: number; idAssinatura: number } }>(
    `${base}/:idAssinatura`,
    { config: MEMBER, schema: { summary: 'Exclui uma assinatura (o registro dos envios fica)', tags, params: idParams, response: { 204: { type: 'null', description: 'Assinatura excluída' } } } },
    async (request, reply) => {
      const { empresaId, idAssinatura } = request.params;
      const userId = request.user.id;
      await app.db.transaction(async (tx) => {
        await lockUser(app.db, tx, userId);
        const current = await ownSubscription(tx, userId, empresaId, idAssinatura);
        await tx.run('DELETE FROM assinaturas WHERE id = $1 AND usuario_id = $2', [idAssinatura, userId]);
        await auditSubscription(tx, { userId, empresaId, acao: 'excluida', assinaturaId: idAssinatura, valores: { tela: current.codigo_tela } });
      });
      return reply.code(204).send();
    },
  );
}

/** The codes released to the user in the company (read now, not from a cache: a revoked code must count at once). */
export async function releasedCodes(app: FastifyInstance, userId: number, empresaId: number): Promise<number[]> {
  const row = await app.db.one<{ codigo_telas_liberar: number[] }>(
    'SELECT codigo_telas_liberar FROM usuario_empresas WHERE usuario_id = $1 AND empresa_id = $2', [userId, empresaId]);
  return (row?.codigo_telas_liberar ?? []).map(Number);
}
