import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import type { Database } from '../db/database.ts';
import { MESSAGES } from '../http/errors.ts';

const empresaParams = {
  type: 'object',
  properties: { empresaId: { type: 'integer', minimum: 1 } },
  required: ['empresaId'],
} as const;

const STATUS_TIMEOUT_MS = 1500;

/** Opens (and closes) a TCP connection to host:port; false on refusal, error or timeout. */
function tcpReachable(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (ok: boolean) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/**
 * Checks the company's data source (empresas.fonte_dados): 'embutido' = a query on this database
 * for that company; 'tcp://host:port' = the external server accepts a connection.
 */
export async function dataSourceReachable(db: Database, empresaId: number, fonteDados: string): Promise<boolean> {
  if (fonteDados === 'embutido') {
    try {
      const row = await db.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM empresas WHERE id = $1', [empresaId]);
      return row?.n === 1;
    } catch {
      return false;
    }
  }
  const match = /^tcp:\/\/([^:/]+|\[[^\]]+\]):(\d{1,5})\/?$/.exec(fonteDados);
  if (!match) return false;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return false;
  return tcpReachable(match[1].replace(/^\[|\]$/g, ''), port, STATUS_TIMEOUT_MS);
}

/** Companies of the signed-in user, their permissions, and the Home status check (spec 1 §7). */
export default async function empresasRoutes(app: FastifyInstance) {
  app.get(
    '/empresas',
    {
      config: { access: 'session' },
      schema: { summary: 'Empresas do usuário', tags: ['sessão'] },
    },
    async (request) => ({
      response: await app.db.all(
        `SELECT e.id, e.id_empresa_cliente, e.nome_fantasia, e.codigo_modulo
           FROM usuario_empresas ue JOIN empresas e ON e.id = ue.empresa_id
          WHERE ue.usuario_id = $1
          ORDER BY e.id`,
        [request.user.id],
      ),
    }),
  );

  app.get(
    '/empresas/:empresaId/permissoes-acesso',
    {
      config: { access: { screens: [] } },
      schema: { summary: 'Códigos de tela liberados e ocultos na empresa', tags: ['sessão'], params: empresaParams },
    },
    async (request) => ({
      response: {
        codigo_telas_liberar: request.empresa.codigo_telas_liberar,
        codigo_telas_ocultar: request.empresa.codigo_telas_ocultar,
      },
    }),
  );

  app.get(
    '/empresas/:empresaId/status-empresa',
    {
      config: { access: { screens: [] } },
      schema: { summary: 'Verifica a conexão com a base de dados da empresa', tags: ['sessão'], params: empresaParams },
    },
    async (request, reply) => {
      const ok = await dataSourceReachable(app.db, request.empresa.id, request.empresa.fonte_dados);
      if (ok) return { statusCode: 200, message: MESSAGES.databaseUp };
      return reply.status(503).send({ statusCode: 503, errors: [{ message: MESSAGES.databaseDown }] });
    },
  );
}
