import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's own per-request lines (incoming, completed: with headers and the raw URL) are off;
 * installRequestLog writes one line instead. A client that goes away in the middle of an answer
 * (a dropped gzip stream) is routine, not an error anyone must act on: debug, without a stack.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override streamError(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
    reply.log.debug({ code: error.code }, 'o cliente encerrou a conexão antes do fim da resposta');
  }
}

/**
 * One structured line per request at info level: method, route, status and duration. The route is
 * the declared pattern (`/api/titulos-receber/:empresaId`), never the raw URL, so path tokens
 * (quotation token, tracking hash) and query values stay out of the log; headers and bodies
 * (Authorization, senha) are never logged. An unknown path logs only its first 100 characters.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? `${request.url.split('?')[0].slice(0, 100)} (sem rota)`;
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'requisição',
    );
  });
}
