import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What a session token carries: the user id, its validity window (seconds since the epoch), the
 * user's token version when it was issued (raising it revokes every session of the user) and a
 * random id (`jti`) that POST /api/logout puts on the revocation list (server/src/auth/sessions.ts).
 */
export interface TokenPayload {
  sub: number;
  iat: number;
  exp: number;
  ver: number;
  jti: string;
}

const sign = (data: string, secret: string) => createHmac('sha256', secret).update(data).digest();

/** `<base64url JSON payload>.<base64url HMAC-SHA256 of the payload part>` */
export function signToken(
  userId: number,
  secret: string,
  ttlSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
  version = 0,
): string {
  const payload: TokenPayload = { sub: userId, iat: nowSeconds, exp: nowSeconds + ttlSeconds, ver: version, jti: randomBytes(16).toString('base64url') };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** The payload of a well-signed, unexpired token; null for anything else (never throws). */
export function verifyToken(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [body, signature] = parts;
  const expected = sign(body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const p = payload as Partial<TokenPayload> | null;
  if (!p || !Number.isInteger(p.sub) || typeof p.exp !== 'number' || typeof p.iat !== 'number') return null;
  // Tokens from before revocation existed carry no version/id: they cannot be revoked, so they are refused.
  if (!Number.isInteger(p.ver) || typeof p.jti !== 'string' || !/^[\w-]{16,64}$/.test(p.jti)) return null;
  if (p.exp <= nowSeconds) return null;
  return { sub: p.sub as number, iat: p.iat, exp: p.exp, ver: p.ver as number, jti: p.jti };
}
