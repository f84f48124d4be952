import type { FastifyInstance, FastifyReply } from 'fastify';
import { HashPoolBusyError } from '../auth/hashPool.ts';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS } from '../auth/loginLimits.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeToken, tokenVersion } from '../auth/sessions.ts';
import { signToken } from '../auth/token.ts';
import { errorBody, httpError, MESSAGES } from '../http/errors.ts';

interface LoginBody {
  email: string;
  senha: string;
}

/** "Tente novamente em 15 minutos." / "em 40 segundos." */
export function tooManyLoginsMessage(seconds: number): string {
  const wait = seconds < 60
    ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
    : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minuto' : 'minutos'}`;
  return `Muitas tentativas de entrada sem sucesso. Tente novamente em ${wait}.`;
}

/**
 * How long a refused sign-in waits before its 429. Refusing is cheap, so a flood that is already
 * blocked would otherwise loop as fast as the server answers (~400 requests/s from 32 connections
 * here, making a report 2.7x slower); held for a second, each connection costs one answer a second.
 */
export const REFUSED_LOGIN_DELAY_MS = 1000;

const tooMany = async (reply: FastifyReply, seconds: number) => {
  await new Promise((r) => setTimeout(r, REFUSED_LOGIN_DELAY_MS));
  return reply.status(429).header('retry-after', String(seconds)).send(errorBody(tooManyLoginsMessage(seconds)));
};

/**
 * POST /api/login (spec 1 §7): e-mail and senha as typed → `{ token, user: { nome } }`, within the
 * sign-in limits (server/src/auth/loginLimits.ts). POST /api/logout ends the session of its token.
 */
export default async function authRoutes(app: FastifyInstance) {
  // Unknown e-mails are checked against this hash too, so both failures take the same time.
  let dummyHash: Promise<string> | undefined;
  const limiter = createLoginLimiter(app.db, app.appConfig.loginLimits ?? DEFAULT_LOGIN_LIMITS);

  app.post<{ Body: LoginBody }>(
    '/login',
    {
      config: { access: 'public', keepsReportCache: true },
      schema: {
        summary: 'Entrar: troca e-mail e senha por um token de sessão',
        description: 'Depois de falhas demais (por conta e por endereço) responde 429 com Retry-After até o fim da janela.',
        tags: ['sessão'],
        body: {
          type: 'object',
          required: ['email', 'senha'],
          properties: { email: { type: 'string', maxLength: 320 }, senha: { type: 'string', maxLength: 1024 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              token: { type: 'string' },
              user: { type: 'object', properties: { nome: { type: 'string' } }, required: ['nome'] },
            },
            required: ['token', 'user'],
          },
        },
      },
    },
    async (request, reply) => {
      const { email, senha } = request.body;
      // Spec 1 §5: the portal sends the fields as typed; an empty one gets a 400 naming it (not 'E-mail ou senha
      // inválidos.', which suggests a wrong value), and costs no attempt of the sign-in limits.
      const missing: string[] = [];
      if (email.trim() === '') missing.push(MESSAGES.loginEmailMissing);
      if (senha === '') missing.push(MESSAGES.loginPasswordMissing);
      if (missing.length) return reply.status(400).send(errorBody(...missing));
      // the attempt is counted before the hash, so requests in flight together cannot all pass the limit
      const attempt = await limiter.reserve(email, request.ip);
      if (attempt.id === undefined) return tooMany(reply, attempt.wait);
      const user = await app.db.one<{ id: number; nome: string; senha_hash: string }>(
        'SELECT id, nome, senha_hash FROM usuarios WHERE lower(email) = lower($1)',
        [email.trim()],
      );
      let ok: boolean;
      try {
        dummyHash ??= hashPassword('mirante-dummy-password');
        ok = await verifyPassword(senha, user?.senha_hash ?? (await dummyHash));
      } catch (error) {
        // More sign-ins waiting for the hashing threads than they can take: refuse this one now, unchecked.
        if (error instanceof HashPoolBusyError) {
          await limiter.release(attempt.id);
          return tooMany(reply, 1);
        }
        throw error;
      }
      // a wrong password stays counted: its reservation is the failure
      if (!user || !ok) throw httpError(401, MESSAGES.loginFailed);
      await limiter.succeeded(email, attempt.id);
      const version = await tokenVersion(app.db, user.id);
      return {
        token: signToken(user.id, app.appConfig.secret, app.appConfig.tokenTtlSeconds, undefined, version),
        user: { nome: user.nome },
      };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'session', keepsReportCache: true },
      schema: {
        summary: 'Sair: revoga o token desta sessão (os demais tokens do usuário continuam válidos)',
        tags: ['sessão'],
        response: { 204: { type: 'null', description: 'Sessão encerrada' } },
      },
    },
    async (request, reply) => {
      await revokeToken(app.db, request.session.jti, request.session.exp);
      return reply.status(204).send();
    },
  );
}
