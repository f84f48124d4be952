import { SHARED_MESSAGES } from '../../../common/messages.ts';

/**
 * Domain errors for route handlers: `throw httpError(404, 'Título não encontrado.')`.
 * The central error handler (plugins/errorHandler.ts) answers `{ errors: [{ message }] }` with the status.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}

/** The API's error body: every error answer of the server has this shape. */
export interface ErrorBody {
  errors: { message: string }[];
}

export const errorBody = (...messages: string[]): ErrorBody => ({ errors: messages.map((message) => ({ message })) });

/** Messages shared by the error handler, the guard and the tests (spec text or house text, pt-BR). */
export const MESSAGES = {
  internal: 'Erro interno do servidor.',
  notFound: 'Recurso não encontrado.',
  invalidJson: 'Corpo da requisição inválido (JSON malformado).',
  emptyJson: 'Corpo da requisição vazio: envie um JSON.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado: envie application/json.',
  bodyTooLarge: 'Corpo da requisição grande demais.',
  badRequest: 'Requisição inválida.',
  badUrl: 'Endereço inválido: verifique a URL.',
  urlTooLong: 'Endereço longo demais.',
  malformedRequest: 'Requisição HTTP malformada.',
  headersTooLarge: 'Cabeçalhos da requisição grandes demais (endereço ou cookies longos demais).',
  requestTimeout: 'Tempo esgotado aguardando a requisição.',
  loginFailed: 'E-mail ou senha inválidos.',
  loginEmailMissing: 'Informe o e-mail.',
  loginPasswordMissing: 'Informe a senha.',
  sessionInvalid: 'Sessão inválida ou expirada. Entre novamente.',
  companyForbidden: 'Empresa não permitida para este usuário.',
  accessDenied: SHARED_MESSAGES.accessDenied,
  databaseDown: SHARED_MESSAGES.databaseDown,
  dateRange: SHARED_MESSAGES.dateRange,
  databaseUp: 'Conexão com a base de dados estabelecida.',
} as const;
