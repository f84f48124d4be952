import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http/errors.ts';
import { readUnsubscribeToken } from '../subscriptions/unsubscribeToken.ts';
import { auditSubscription, utcInstant } from '../subscriptions/store.ts';

/**
 * The unsubscribe link of a subscription's message (issue 36, docs/subscriptions.md), without signing in: the token
 * is signed (subscriptions/unsubscribeToken.ts). GET shows a page with one button; only the POST stops anything, so a
 * mail scanner that opens every link of a message does not unsubscribe its reader. The mail client's one-click
 * (List-Unsubscribe-Post, RFC 8058) POSTs the same address.
 * The subscriber's link pauses the subscription with the reason (they see it in 'Minhas assinaturas' and may resume
 * it); another recipient's link takes only that recipient off the list.
 */
export const UNSUBSCRIBE_TEXTS = {
  title: 'Cancelar assinatura',
  ask: 'Deixar de receber esta assinatura por e-mail?',
  button: 'Cancelar assinatura',
  done: 'Pronto: você não receberá mais esta assinatura por e-mail.',
  invalid: 'Link de cancelamento inválido ou assinatura já excluída.',
  pausedReason: 'Cancelada pelo link do e-mail.',
} as const;

/**
 * A browser (Accept: text/html, the link opened from the message) gets a small pt-BR page; any other caller (a mail
 * client's one-click POST, a script) gets the API's JSON, errors included, like every other /api route.
 */
const ANSWER = {
  200: {
    description: 'Resposta em pt-BR: JSON, ou a página HTML quando o navegador pede text/html',
    content: {
      'application/json': { schema: { type: 'object', properties: { response: { type: 'object', properties: { mensagem: { type: 'string' } } } } } },
      'text/html': { schema: { type: 'string', description: 'Página HTML' } },
    },
  },
};
const wantsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

const RATE = { bucket: 'assinatura-cancelar', max: 30, windowSeconds: 60 };

function page(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${UNSUBSCRIBE_TEXTS.title} · Mirante</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}
button{font-size:1rem;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #003eb3;outline-offset:2px}</style></head>
<body><main><h1>${UNSUBSCRIBE_TEXTS.title}</h1>${body}</main></body></html>`);
}

export default async function assinaturaCancelarRoutes(app: FastifyInstance) {
  const url = '/assinaturas/cancelar/:token';
  const params = { type: 'object', properties: { token: { type: 'string', maxLength: 80 } }, required: ['token'] };
  // the one-click POST of a mail client is a form (application/x-www-form-urlencoded): the body says nothing we need
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  app.get<{ Params: { token: string } }>(
    url,
    { config: { access: 'public', rateLimit: RATE }, schema: { summary: 'Página do link de cancelamento de uma assinatura (sem login)', tags: ['assinaturas'], params, response: ANSWER } },
    async (request, reply) => {
      const valid = Boolean(readUnsubscribeToken(app.appConfig.secret, request.params.token));
      if (!wantsHtml(request)) {
        if (!valid) throw httpError(404, UNSUBSCRIBE_TEXTS.invalid);
        return { response: { mensagem: UNSUBSCRIBE_TEXTS.ask } };
      }
      if (!valid) return page(reply, 404, `<p>${UNSUBSCRIBE_TEXTS.invalid}</p>`);
      return page(reply, 200, `<p>${UNSUBSCRIBE_TEXTS.ask}</p><form method="post"><button type="submit">${UNSUBSCRIBE_TEXTS.button}</button></form>`);
    },
  );

  app.post<{ Params: { token: string } }>(
    url,
    { config: { access: 'public', rateLimit: RATE, keepsReportCache: true }, schema: { summary: 'Cancela uma assinatura pelo link do e-mail (sem login)', tags: ['assinaturas'], params, response: ANSWER } },
    async (request, reply) => {
      const found = readUnsubscribeToken(app.appConfig.secret, request.params.token);
      const done = !found ? false : await app.db.transaction(async (tx) => {
        const row = await tx.one<{ usuario_id: number; empresa_id: number; destinatarios: string; pausada: string }>(
          'SELECT usuario_id, empresa_id, destinatarios, pausada FROM assinaturas WHERE id = $1', [found.id]);
        if (!row) return false;
        const others = (JSON.parse(row.destinatarios) as number[]).map(Number);
        const owner = Number(row.usuario_id);
        if (found.userId !== owner && !others.includes(found.userId)) return true; // already off the list: same answer
        const now = utcInstant();
        if (found.userId === owner) {
          await tx.run("UPDATE assinaturas SET pausada = 'S', motivo_pausa = $1, alterada_em = CAST($2 AS TIMESTAMP) WHERE id = $3",
            [UNSUBSCRIBE_TEXTS.pausedReason, now, found.id]);
        } else {
          await tx.run('UPDATE assinaturas SET destinatarios = $1, alterada_em = CAST($2 AS TIMESTAMP) WHERE id = $3',
            [JSON.stringify(others.filter((id) => id !== found.userId)), now, found.id]);
        }
        await auditSubscription(tx, { userId: found.userId, empresaId: Number(row.empresa_id), acao: 'cancelada-link', assinaturaId: found.id, valores: {} });
        return true;
      });
      if (!wantsHtml(request)) {
        if (!done) throw httpError(404, UNSUBSCRIBE_TEXTS.invalid);
        return { response: { mensagem: UNSUBSCRIBE_TEXTS.done } };
      }
      return done ? page(reply, 200, `<p>${UNSUBSCRIBE_TEXTS.done}</p>`) : page(reply, 404, `<p>${UNSUBSCRIBE_TEXTS.invalid}</p>`);
    },
  );
}
