import { scryptSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createHashPool, HashPoolBusyError } from './hashPool.ts';

const PARAMS = { N: 1 << 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };
const pool = createHashPool({ workers: 2, maxQueue: 3 });
afterAll(() => pool.close());

describe('hash pool', () => {
  it('computes the same key as scrypt, off the main thread', async () => {
    const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const key = await pool.scrypt('mirante123', salt, 32, PARAMS);
    expect(key.equals(scryptSync('mirante123', salt, 32, PARAMS))).toBe(true);
  });

  it('runs at most `workers` hashes at once and refuses past `maxQueue` waiting ones', async () => {
    const slow = { ...PARAMS, N: 1 << 14 };
    const salt = Buffer.alloc(16);
    const accepted = Array.from({ length: 5 }, (_, i) => pool.scrypt(`senha${i}`, salt, 32, slow)); // 2 running + 3 waiting
    expect(pool.pending()).toBe(5);
    await expect(pool.scrypt('mais uma', salt, 32, slow)).rejects.toBeInstanceOf(HashPoolBusyError);
    const keys = await Promise.all(accepted);
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(5);
    expect(pool.pending()).toBe(0);
  });
});
