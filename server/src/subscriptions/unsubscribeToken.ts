import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of a message (issue 36): works without signing in, so it carries its own proof. One token per
 * subscription and recipient, `<id>.<userId>.<HMAC-SHA256 of both with the server's secret>` (base64url): a recipient
 * can stop only their own copy, and no one can forge another subscription's link. It does not expire: a link in a
 * month-old message must still work (and it only ever stops e-mails).
 */
const mac = (secret: string, id: number, userId: number) =>
  createHmac('sha256', secret).update(`mirante-assinatura:${id}:${userId}`).digest('base64url');

export function unsubscribeToken(secret: string, id: number, userId: number): string {
  return `${id}.${userId}.${mac(secret, id, userId)}`;
}

/** The subscription and recipient of a valid token; null for anything else (malformed, altered, another secret). */
export function readUnsubscribeToken(secret: string, token: string): { id: number; userId: number } | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const userId = Number(m[2]);
  const expected = Buffer.from(mac(secret, id, userId));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { id, userId } : null;
}
