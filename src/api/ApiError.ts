/**
 * The one error every API call throws: `status` is the HTTP status, or null when the
 * server did not answer at all (network failure, CORS, server down); `messages` are the
 * texts of the server's `{ errors: [{ message }] }` list (spec 1 §8 shows them as-is).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly messages: string[];
  readonly body: unknown;

  constructor(status: number | null, messages: string[], body: unknown = null) {
    super(messages[0] ?? (status === null ? 'Sem resposta do servidor' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.body = body;
  }
}

/** Reads the messages out of an error body: `{ errors: [{ message }] }`, `{ error }`, `{ message }` or a string. */
export function errorMessages(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body] : [];
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.errors)) {
    return b.errors
      .map((e) => (typeof e === 'string' ? e : e && typeof e === 'object' ? (e as { message?: unknown }).message : undefined))
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
  }
  if (typeof b.error === 'string') return [b.error];
  if (typeof b.message === 'string') return [b.message];
  return [];
}
