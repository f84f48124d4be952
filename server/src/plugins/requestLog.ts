import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

const CLIENT_GONE = 'o cliente encerrou a conexão antes do fim da resposta';
// Node's streams say ERR_STREAM_PREMATURE_CLOSE; the `pump` package (@fastify/compress) only 'premature close'.
const isClientGone = (value: unknown) =>
  value instanceof Error &&
  (['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes(String((value as NodeJS.ErrnoException).code)) || value.message === 'premature close');

/**
 * Request loggers whose `error` turns a client hang-up into a debug line: @fastify/compress logs
 * every failed gzip stream with `log.error(err)`, stack included, and any client can cause one
 * by closing the connection mid-answer (log noise on demand).
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  const child = logger.child(bindings, options);
  const error = child.error.bind(child) as (...args: unknown[]) => void;
  child.error = ((first: unknown, ...rest: unknown[]) => {
    if (isClientGone(first)) child.debug({ code: (first as NodeJS.ErrnoException).code ?? (first as Error).message }, CLIENT_GONE);
    else error(first, ...rest);
  }) as typeof child.error;
  return child;
};

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
    reply.log.debug({ code: error.code }, CLIENT_GONE);
  }
}

/** A path segment kept in the log of an unmatched path: a plain word, as the portal's own route names are. */
const PLAIN_WORD = /^[a-z][a-z_-]{0,39}$/i;

/**
 * A path no route declares (the portal's pages, answered by the SPA fallback, and unknown paths), as logged: its
 * first two segments when they are plain words, every other segment as `*`. The public pages carry their secret in
 * the path (`/orcamento_compras/informar_precos/<token>`, `/logistica/rastreamento/<hash>`) and the server does not
 * know the portal's route patterns, so it keeps only what cannot be one: '/logistica/rastreamento/*'.
 */
export function redactedPath(url: string): string {
  const segments = url.split('?')[0].split('/').slice(1);
  const shown = segments.slice(0, 8).map((s, i) => (i < 2 && PLAIN_WORD.test(s) ? s : '*'));
  return `/${shown.join('/')}${segments.length > 8 ? '/…' : ''}`;
}

/**
 * One structured line per request at info level: method, route, status and duration. The route is
 * the declared pattern (`/api/titulos-receber/:empresaId`), never the raw URL, so path tokens
 * (quotation token, tracking hash) and query values stay out of the log; headers and bodies
 * (Authorization, senha) are never logged. An unmatched path is logged redacted (redactedPath).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? `${redactedPath(request.url)} (sem rota)`;
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'requisição',
    );
  });
}
