import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Headers every answer needs whatever produced it (route, error handler, 404, static file):
 * - `X-Content-Type-Options: nosniff` everywhere: a browser never guesses a type we did not send;
 * - `Cache-Control: no-store` on /api: answers carry tokens and financial data, which no browser
 *   or shared cache may keep (routes cannot loosen it: the hook runs last).
 * Answers written before routing (Node's parser errors) set the same headers themselves
 * (server/src/plugins/clientErrors.ts).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (isApi(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
