import { randomUUID } from 'node:crypto';
import type { Database, Queries } from '../db/database.ts';
import { lockUntilCommit } from '../db/dialect.ts';

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

/** An attempt taken (`id`: its rows in tentativas_login), or refused: `wait` seconds until one may be tried. */
export type Reservation = { wait: 0; id: string } | { wait: number; id?: undefined };

export interface LoginLimiter {
  /**
   * Takes one attempt for this e-mail and address BEFORE the password is checked, counted as a failure until told
   * otherwise: requests in flight together cannot all pass the limit (the count and the reservation are one
   * step). Refused (`wait` > 0): nothing taken.
   */
  reserve(email: string, address: string): Promise<Reservation>;
  /** The password was right: the account's failures are forgotten and the address gets its attempt back. */
  succeeded(email: string, reservation: string): Promise<void>;
  /** The password was not checked (hashing threads busy): the attempt is given back. */
  release(reservation: string): Promise<void>;
}

const accountKey = (email: string) => `conta:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `endereco:${address}`;

/** Any number: the advisory lock (PostgreSQL) under which an attempt is counted and reserved. */
const LOGIN_ATTEMPTS_LOCK = 7_470_2031;

/**
 * Failures live in the database (tentativas_login), so the limits hold across restarts and across
 * API instances sharing it. A key found blocked is also remembered in memory until it unblocks:
 * a flood of refused attempts then costs no query at all, and a block can only end with time
 * (a reset needs a sign-in, which a blocked key cannot do), so the memory is never staler than
 * the database. At most MAX_CACHED_BLOCKS keys are remembered.
 */
export function createLoginLimiter(db: Database, limits: LoginLimits, now: () => number = Date.now): LoginLimiter {
  const blockedUntil = new Map<string, number>();
  // address first: a blocked address is answered from memory alone, a flood of new e-mails costs no query
  const keys = (email: string, address: string) =>
    [
      { key: addressKey(address), max: limits.addressFailures, windowMs: limits.addressWindowSeconds * 1000 },
      { key: accountKey(email), max: limits.accountFailures, windowMs: limits.accountWindowSeconds * 1000 },
    ].filter((k) => k.max > 0);

  const cachedWait = (key: string, t: number): number => {
    const until = blockedUntil.get(key);
    if (until === undefined) return 0;
    if (until > t) return Math.ceil((until - t) / 1000);
    blockedUntil.delete(key);
    return 0;
  };

  const check = async (tx: Queries, key: string, max: number, windowMs: number, t: number): Promise<number> => {
    const rows = await tx.all<{ instante_ms: number }>(
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
    async reserve(email, address) {
      const limited = keys(email, address);
      const t = now();
      for (const { key } of limited) {
        const wait = cachedWait(key, t);
        if (wait > 0) return { wait };
      }
      const id = randomUUID();
      if (limited.length === 0) return { wait: 0, id };
      return db.transaction(async (tx): Promise<Reservation> => {
        await lockUntilCommit(db, tx, LOGIN_ATTEMPTS_LOCK);
        const longest = Math.max(limits.accountWindowSeconds, limits.addressWindowSeconds) * 1000;
        await tx.run('DELETE FROM tentativas_login WHERE instante_ms < $1', [t - longest]);
        for (const { key, max, windowMs } of limited) {
          const wait = await check(tx, key, max, windowMs, t);
          if (wait > 0) return { wait };
        }
        for (const { key } of limited) {
          await tx.run('INSERT INTO tentativas_login (chave, instante_ms, reserva) VALUES ($1, $2, $3)', [key, t, id]);
        }
        return { wait: 0, id };
      });
    },
    async succeeded(email, reservation) {
      blockedUntil.delete(accountKey(email));
      await db.run('DELETE FROM tentativas_login WHERE chave = $1 OR reserva = $2', [accountKey(email), reservation]);
    },
    async release(reservation) {
      await db.run('DELETE FROM tentativas_login WHERE reserva = $1', [reservation]);
    },
  };
}
