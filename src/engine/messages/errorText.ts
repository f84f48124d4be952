import { ApiError } from '../../api/ApiError.ts';
import { SERVER_DOWN_MESSAGE } from './schema.ts';

/**
 * The text of a failed call (spec 1 §8): status >= 500, no response (status null) or an unknown
 * error → 'Erro 500, servidor não respondendo contate o suporte!'; otherwise the first message of
 * the server's errors list.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return SERVER_DOWN_MESSAGE;
  if (error.status === null || error.status >= 500) return SERVER_DOWN_MESSAGE;
  return error.messages[0] ?? SERVER_DOWN_MESSAGE;
}
