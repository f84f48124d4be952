import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody, MESSAGES } from '../http/errors.ts';

/**
 * The two places where an HTTP answer is written before any route or error handler exists, so
 * that they too answer the house format `{ errors: [{ message }] }` in pt-BR:
 * - `clientErrorHandler`: Node's HTTP parser refused the request (431 headers or URL over 16 KB,
 *   a header line without a colon, 408 timeout): written straight to the socket;
 * - `frameworkErrors`: the router refused the URL (bad percent-encoding: 400; a path segment
 *   over Fastify's maxParamLength: 414).
 */
const PARSER_MESSAGES: Record<number, string> = {
  400: MESSAGES.malformedRequest,
  408: MESSAGES.requestTimeout,
  431: MESSAGES.headersTooLarge,
};

export function clientErrorHandler(this: { log?: { debug(o: object, m: string): void } }, error: Error & { code?: string }, socket: Socket): void {
  // A connection reset is the client going away: nothing to answer, nothing worth more than debug.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this?.log?.debug({ code: error.code }, 'requisição recusada pelo analisador HTTP');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(PARSER_MESSAGES[status]));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error: FastifyError, _request: FastifyRequest, reply) => {
  // Fastify types this reply loosely (no route yet); it is a plain JSON answer.
  // No hook runs for these replies (no route context): they set the headers securityHeaders.ts would.
  const r = (reply as unknown as FastifyReply).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') r.code(414).send(errorBody(MESSAGES.urlTooLong));
  else r.code(400).send(errorBody(MESSAGES.badUrl));
};
