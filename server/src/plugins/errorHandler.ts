import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { errorBody, HttpError, MESSAGES } from '../http/errors.ts';
import { validationMessage } from '../http/validation.ts';

/** Fastify's own client errors (body parsing), in the API's pt-BR. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.badRequest,
};

/**
 * The one error handler: every error becomes `{ errors: [{ message }] }` in pt-BR.
 * Domain errors (httpError) keep their status and message; validation errors name the field;
 * anything unexpected is logged and answered 500 without details (never a stack trace).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.message));
    }
    if (error.validation) {
      const message = validationMessage(error.validation as unknown as ErrorObject[], error.validationContext);
      return reply.status(400).send(errorBody(message));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send(errorBody(known));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors raised by Fastify or a plugin: keep the status, hide internals.
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(errorBody(error.statusCode === 404 ? MESSAGES.notFound : MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(MESSAGES.internal));
  });
}
