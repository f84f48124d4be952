import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { signToken } from '../auth/token.ts';
import { httpError, MESSAGES } from '../http/errors.ts';

interface LoginBody {
  email: string;
  senha: string;
}

/** POST /api/login (spec 1 §7): e-mail and senha as typed → `{ token, user: { nome } }`. */
export default async function authRoutes(app: FastifyInstance) {
  // Unknown e-mails are checked against this hash too, so both failures take the same time.
  const dummyHash = hashPassword('mirante-dummy-password');

  app.post<{ Body: LoginBody }>(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Entrar: troca e-mail e senha por um token de sessão',
        tags: ['sessão'],
        body: {
          type: 'object',
          required: ['email', 'senha'],
          properties: { email: { type: 'string' }, senha: { type: 'string' } },
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
    async (request) => {
      const { email, senha } = request.body;
      const user = await app.db.one<{ id: number; nome: string; senha_hash: string }>(
        'SELECT id, nome, senha_hash FROM usuarios WHERE lower(email) = lower($1)',
        [email.trim()],
      );
      const ok = await verifyPassword(senha, user?.senha_hash ?? (await dummyHash));
      if (!user || !ok) throw httpError(401, MESSAGES.loginFailed);
      return {
        token: signToken(user.id, app.appConfig.secret, app.appConfig.tokenTtlSeconds),
        user: { nome: user.nome },
      };
    },
  );
}
