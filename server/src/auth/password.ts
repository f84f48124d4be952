import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashWorkersFromEnv } from '../config.ts';
import { createHashPool, type HashPool } from './hashPool.ts';

// N=2^15, r=8: ~60 ms per hash on this machine's cores: slow for guessing, quick enough for a login.
const PARAMS = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

let pool: HashPool | undefined;

/**
 * The process's hashing pool (server/src/auth/hashPool.ts), created on first use.
 * MIRANTE_HASH_WORKERS threads (default 1: on a small machine the reports keep the other cores).
 */
function hashPool(): HashPool {
  pool ??= createHashPool({ workers: hashWorkersFromEnv() });
  return pool;
}

/** Hashes a password as `scrypt$<salt hex>$<key hex>`. `salt` is only passed by the demo seed (deterministic data). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await hashPool().scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/**
 * Constant-time check of a password against a stored hash; false for any malformed hash.
 * Throws HashPoolBusyError when too many checks are already waiting (the login answers 429).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  if (expected.length === 0) return false;
  const actual = await hashPool().scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, PARAMS);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
