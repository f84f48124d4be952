import { ApiError } from '../../api/ApiError.ts';
import { SERVER_DOWN_MESSAGE } from './defaults.ts';

/**
 * The text of a failed call (spec 1 §8): status >= 500, no response (status null) or an unknown
 * error → 'Erro 500, servidor não respondendo contate o suporte!'; otherwise the first message of
 * the server's errors list. A 503 with a message is the exception (`isUnavailable`): the server did answer and
 * said why (the company's database is down), so its text is shown, not 'servidor não respondendo'.
 */
export function errorText(error: unknown): string {
  if (isUnavailable(error)) return (error as ApiError).messages[0];
  if (isServerDown(error)) return SERVER_DOWN_MESSAGE;
  return (error as ApiError).messages[0] ?? SERVER_DOWN_MESSAGE;
}

/**
 * A 503 that says why (guard: 'Não foi possível se conectar com a base de dados do cliente.'): a passing state of
 * what the data comes from, worth a retry — every call of the screen fails the same way, so it is said once.
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && error.messages.length > 0;
}

/** A 5xx, no answer (status null) or an error that is not the API's. */
export function isServerDown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === null || error.status >= 500;
}

/** A notification's text: `serverDownText` for a 5xx or no answer (when given), else `text`, else the banner's rules. */
export function notificationText(
  error: unknown,
  options: { text?: string; serverDownText?: string; allMessages?: boolean; fallback?: string } | undefined,
): string {
  if (options?.serverDownText && isServerDown(error)) return options.serverDownText;
  if (options?.text) return options.text;
  // 1491 (spec 2 §8): every server message one per line, else the fallback
  if (options?.allMessages) return allErrorMessages(error, options.fallback ?? errorText(error));
  return errorText(error);
}

/**
 * Every message of a failed call, one per line (the errors list, else the body's error text, else its
 * message: `errorMessages` in api/ApiError.ts), or `fallback` when the server sent none (1491's rule, spec 2 §8).
 */
export function allErrorMessages(error: unknown, fallback: string): string {
  const messages = error instanceof ApiError ? error.messages : [];
  return messages.length ? messages.join('\n') : fallback;
}
