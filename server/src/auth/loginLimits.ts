import type { Queries } from '../db/database.ts';

/**
 * Sign-in limits (settings; README lists the variables). A limit of 0 turns that limit off.
 * - per account: `accountFailures` wrong passwords within `accountWindowSeconds` lock the e-mail
 *   (right password included) until the oldest of them leaves the window; a sign-in resets it;
 * - per address: `addressFailures` failures within `addressWindowSeconds` from one IP (a burst
 *   over many e-mails) block that address the same way.
 */
export interface LoginLimits {
  accountFailures: number;
  accountWindowSeconds: number;
  addressFailures: number;
  addressWindowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  accountWindowSeconds: 15 * 60,
  addressFailures: 20,
  addressWindowSeconds: 60,
};

/** Most keys remembered as blocked in memory (oldest dropped first). */
const MAX_CACHED_BLOCKS = 10_000;

export interface LoginLimiter {
  /** Seconds until this sign-in may be tried (0 = now). */
  retryAfter(email: string, address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  /** A successful sign-in: the account's failures are forgotten. */
  reset(email: string): Promise<void>;
}

const accountKey = (email: string) => `conta:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `endereco:${address}`;

/**
 * Failures live in the database (tentativas_login), so the limits hold across restarts and across
 * API instances sharing it. A key found blocked is also remembered in memory until it unblocks:
 * a flood of refused attempts then costs no query at all, and a block can only end with time
 * (a reset needs a sign-in, which a blocked key cannot do), so the memory is never staler than
 * the database. At most MAX_CACHED_BLOCKS keys are remembered.
 */
export function createLoginLimiter(db: Queries, limits: LoginLimits, now: () => number = Date.now): LoginLimiter {
  const blockedUntil = new Map<string, number>();

  const check = async (key: string, max: number, windowSeconds: number): Promise<number> => {
    if (max <= 0) return 0;
    const t = now();
    const cached = blockedUntil.get(key);
    if (cached !== undefined) {
      if (cached > t) return Math.ceil((cached - t) / 1000);
      blockedUntil.delete(key);
    }
    const windowMs = windowSeconds * 1000;
    const rows = await db.all<{ instante_ms: number }>(
      'SELECT instante_ms FROM tentativas_login WHERE chave = $1 AND instante_ms > $2 ORDER BY instante_ms',
      [key, t - windowMs],
    );
    if (rows.length < max) return 0;
    // Unblocked once enough of the oldest failures leave the window for the count to drop below max.
    const until = Number(rows[rows.length - max].instante_ms) + windowMs;
    if (blockedUntil.size >= MAX_CACHED_BLOCKS) blockedUntil.delete(blockedUntil.keys().next().value as string);
    blockedUntil.set(key, until);
    return Math.max(1, Math.ceil((until - t) / 1000));
  };

  return {
    async retryAfter(email, address) {
      const byAddress = await check(addressKey(address), limits.addressFailures, limits.addressWindowSeconds);
      // A blocked address is answered from memory alone: a flood of new e-mails costs no query.
      if (byAddress > 0) return byAddress;
      const byAccount = await check(accountKey(email), limits.accountFailures, limits.accountWindowSeconds);
      return byAccount;
    },
    async recordFailure(email, address) {
      const t = now();
      const longest = Math.max(limits.accountWindowSeconds, limits.addressWindowSeconds) * 1000;
      await db.run('DELETE FROM tentativas_login WHERE instante_ms < $1', [t - longest]);
      if (limits.accountFailures > 0) await db.run('INSERT INTO tentativas_login (chave, instante_ms) VALUES ($1, $2)', [accountKey(email), t]);
      if (limits.addressFailures > 0) await db.run('INSERT INTO tentativas_login (chave, instante_ms) VALUES ($1, $2)', [addressKey(address), t]);
    },
    async reset(email) {
      blockedUntil.delete(accountKey(email));
      await db.run('DELETE FROM tentativas_login WHERE chave = $1', [accountKey(email)]);
    },
  };
}
