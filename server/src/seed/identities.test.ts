import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASHES, DEMO_USERS } from './identities.ts';

describe('demo password hashes', () => {
  it('has one precomputed hash per demo user, and no other', () => {
    expect(Object.keys(DEMO_PASSWORD_HASHES).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
  });

  it.each(Object.entries(DEMO_PASSWORD_HASHES))('%s verifies the demo password and rejects others', async (_email, hash) => {
    expect(DEMO_PASSWORD).toBe('mirante123');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('mirante123', hash)).toBe(true);
    expect(await verifyPassword('mirante124', hash)).toBe(false);
  });

  it('uses a different salt per user', () => {
    const salts = Object.values(DEMO_PASSWORD_HASHES).map((h) => h.split('$')[1]);
    expect(new Set(salts).size).toBe(salts.length);
  });
});
