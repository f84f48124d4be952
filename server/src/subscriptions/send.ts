import type { FastifyInstance } from 'fastify';
import type { Queries } from '../db/types.ts';
import { businessToday } from '../config.ts';
import { tokenVersion } from '../auth/sessions.ts';
import { signToken } from '../auth/token.ts';
import type { Mailer } from './mailer.ts';
import { buildMessage, SendingError } from './message.ts';
import { subscribableScreen } from './screens.ts';
import { auditSubscription, SUBSCRIPTION_COLUMNS, utcInstant, type SubscriptionRow } from './store.ts';
import { unsubscribeToken } from './unsubscribeToken.ts';

/**
 * One sending of one subscription (issue 36, docs/subscriptions.md): permissions checked again now (a revoked screen
 * or company pauses the subscription with the reason), the message built as the subscriber, sent, and logged in
 * envios_assinaturas whatever happened. The scheduler and 'Enviar agora' both come here.
 */
export type SendingResult =
  | { resultado: 'enviado'; destinatarios: string[]; tamanho_bytes: number }
  | { resultado: 'falhou'; destinatarios: string[]; erro: string; pausada: boolean };

export const SENDING_MESSAGES = {
  screenRevoked: (tela: number) => `A tela ${tela} não está mais liberada para quem assinou.`,
  companyRevoked: 'Quem assinou não pertence mais a esta empresa.',
  notSubscribable: (tela: number) => `A tela ${tela} não tem números nem tabelas para enviar por e-mail.`,
} as const;

/** The sending's session: a short-lived token of the subscriber, so the report routes check their permissions. */
const SENDING_TOKEN_SECONDS = 300;

const clip = (s: string) => s.slice(0, 500);

export async function sendSubscription(app: FastifyInstance, mailer: Mailer, portalUrl: string, id: number, origem: 'agenda' | 'enviar-agora'): Promise<SendingResult> {
  const sub = await app.db.one<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM assinaturas WHERE id = $1`, [id]);
  if (!sub) throw new Error(`assinatura ${id} inexistente`);
  const ownerId = Number(sub.usuario_id);
  const empresaId = Number(sub.empresa_id);
  const tela = Number(sub.codigo_tela);
  const owner = await app.db.one<{ email: string; codigo_telas_liberar: number[] | null; nome_fantasia: string }>(
    `SELECT u.email, ue.codigo_telas_liberar, e.nome_fantasia FROM usuarios u
       JOIN empresas e ON e.id = $2
       LEFT JOIN usuario_empresas ue ON ue.usuario_id = u.id AND ue.empresa_id = e.id
      WHERE u.id = $1`,
    [ownerId, empresaId],
  );
  // recipients: the subscriber, then the others still members of the company (one who left is dropped, not an error)
  const others = JSON.parse(sub.destinatarios) as number[];
  const recipients = others.length === 0 ? [] : await app.db.all<{ email: string }>(
    `SELECT u.email FROM usuarios u JOIN usuario_empresas ue ON ue.usuario_id = u.id AND ue.empresa_id = $1
      WHERE u.id IN (${others.map((_, i) => `$${i + 2}`).join(', ')}) ORDER BY u.id`,
    [empresaId, ...others],
  );
  const to = [owner?.email, ...recipients.map((r) => r.email)].filter((e): e is string => Boolean(e));

  const fail = async (erro: string, pause: boolean): Promise<SendingResult> => {
    await app.db.transaction(async (tx) => {
      await log(tx, { id, empresaId, to, resultado: 'falhou', erro, origem });
      if (pause) {
        await tx.run("UPDATE assinaturas SET pausada = 'S', motivo_pausa = $1, ultimo_erro = $1, tentativas = 0 WHERE id = $2", [clip(erro), id]);
        await auditSubscription(tx, { userId: ownerId, empresaId, acao: 'pausada-acesso', assinaturaId: id, valores: { motivo: erro } });
      } else {
        await tx.run('UPDATE assinaturas SET ultimo_erro = $1 WHERE id = $2', [clip(erro), id]);
      }
    });
    return { resultado: 'falhou', destinatarios: to, erro, pausada: pause };
  };

  if (!owner?.codigo_telas_liberar) return fail(SENDING_MESSAGES.companyRevoked, true);
  if (!owner.codigo_telas_liberar.map(Number).includes(tela)) return fail(SENDING_MESSAGES.screenRevoked(tela), true);
  const screen = subscribableScreen(tela);
  if (!screen) return fail(SENDING_MESSAGES.notSubscribable(tela), false);

  // a view deleted since: the screen's defaults (the message says which)
  const view = sub.visao_id === null ? undefined : await app.db.one<{ nome: string; filtros: string }>(
    'SELECT nome, filtros FROM visoes_usuario WHERE id = $1 AND usuario_id = $2 AND empresa_id = $3', [sub.visao_id, ownerId, empresaId]);
  const secret = app.appConfig.secret;
  try {
    const message = await buildMessage({
      app,
      screen,
      empresa: { id: empresaId, nome: owner.nome_fantasia },
      authorization: `Bearer ${signToken(ownerId, secret, SENDING_TOKEN_SECONDS, undefined, await tokenVersion(app.db, ownerId))}`,
      view: view ? { nome: view.nome, filtros: JSON.parse(view.filtros) as Record<string, unknown> } : undefined,
      today: businessToday(app.appConfig),
      content: { indicadores: sub.enviar_indicadores === 'S', tabelas: sub.enviar_tabelas === 'S' },
      portalUrl,
      unsubscribeUrl: `${portalUrl}/api/assinaturas/cancelar/${unsubscribeToken(secret, id, ownerId)}`,
    });
    const size = await mailer.send({ to, subject: message.subject, html: message.html, text: message.text, attachments: message.attachments,
      unsubscribeUrl: `${portalUrl}/api/assinaturas/cancelar/${unsubscribeToken(secret, id, ownerId)}` });
    await app.db.transaction(async (tx) => {
      await log(tx, { id, empresaId, to, resultado: 'enviado', tamanho: size, origem });
      await tx.run('UPDATE assinaturas SET ultimo_envio = CAST($1 AS TIMESTAMP), ultimo_erro = NULL, tentativas = 0 WHERE id = $2', [utcInstant(), id]);
    });
    return { resultado: 'enviado', destinatarios: to, tamanho_bytes: size };
  } catch (error) {
    if (error instanceof SendingError) return fail(error.message, error.revoked);
    return fail(`Falha no envio: ${(error as Error).message}`, false);
  }
}

function log(tx: Queries, e: { id: number; empresaId: number; to: string[]; resultado: 'enviado' | 'falhou'; tamanho?: number; erro?: string; origem: string }) {
  return tx.run(
    `INSERT INTO envios_assinaturas (assinatura_id, empresa_id, data_hora, destinatarios, tamanho_bytes, resultado, erro, origem)
     VALUES ($1, $2, CAST($3 AS TIMESTAMP), $4, $5, $6, $7, $8)`,
    [e.id, e.empresaId, utcInstant(), e.to.join(', '), e.tamanho ?? null, e.resultado, e.erro ? clip(e.erro) : null, e.origem],
  );
}
