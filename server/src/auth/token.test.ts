import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './token.ts';

const SECRET = 'segredo-de-teste';
const NOW = 1_800_000_000;

describe('session tokens', () => {
  it('round-trips the user id and the validity window', () => {
    const token = signToken(7, SECRET, 3600, NOW);
    expect(verifyToken(token, SECRET, NOW + 10)).toEqual({ sub: 7, iat: NOW, exp: NOW + 3600, ver: 0, jti: expect.stringMatching(/^[\w-]{22}$/) });
  });

  it('carries the user token version and a fresh id per token', () => {
    const a = verifyToken(signToken(7, SECRET, 3600, NOW, 3), SECRET, NOW);
    const b = verifyToken(signToken(7, SECRET, 3600, NOW, 3), SECRET, NOW);
    expect(a?.ver).toBe(3);
    expect(a?.jti).not.toBe(b?.jti);
  });

  it('rejects a well-signed token without version or id (issued before revocation existed)', () => {
    const body = Buffer.from(JSON.stringify({ sub: 7, iat: NOW, exp: NOW + 3600 })).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(body).digest('base64url');
    expect(verifyToken(`${body}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it('rejects a token once it expires', () => {
    const token = signToken(7, SECRET, 3600, NOW);
    expect(verifyToken(token, SECRET, NOW + 3600)).toBeNull();
  });

  it('rejects a token signed with another secret', () => {
    expect(verifyToken(signToken(7, 'outro', 3600, NOW), SECRET, NOW)).toBeNull();
  });

  it('rejects a payload changed after signing', () => {
    const [, signature] = signToken(7, SECRET, 3600, NOW).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, iat: NOW, exp: NOW + 3600 })).toString('base64url');
    expect(verifyToken(`${forged}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it.each(['', 'abc', 'a.b.c', '.', 'x.', '.y', 'não-base64.!!!'])('rejects the malformed token %j', (token) => {
    expect(verifyToken(token, SECRET, NOW)).toBeNull();
  });
});
