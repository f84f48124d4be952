/**
 * The guard's two lookups per request (the user with their session state, and their membership of the path's
 * company) remembered for a few seconds: a screen opening fires several report calls with the same token, and
 * each lookup cost a query before its report could start (docs/performance.md).
 *
 * Forgotten as soon as anything is written: an answer is valid only while the database's write count
 * (database.ts `writeCount`, moved by every `run` and `transaction` of this process, e.g. a sign-out or
 * `revokeAllSessions`) is what it was when the answer was read. Only on DuckDB, where this process makes every
 * write; on PostgreSQL another instance may sign a token out, so there the guard asks the database each time.
 */
export const GUARD_CACHE_MS = 5_000;

export interface GuardCache {
  /** The remembered answer of `key`, else `load()`'s (remembered when it resolves; a failure is not). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** `writeCount` undefined = no cache (every `get` loads). */
export function createGuardCache(ttlMs: number, writeCount: (() => number) | undefined, now: () => number = Date.now): GuardCache {
  const answers = new Map<string, { value: Promise<unknown>; expires: number; writes: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0 || !writeCount) return load();
      const hit = answers.get(key);
      const writes = writeCount();
      if (hit && hit.expires > now() && hit.writes === writes) return hit.value as Promise<T>;
      // bounded: tokens come and go; beyond a few thousand keys start again rather than grow
      if (answers.size > 10_000) answers.clear();
      const value = load();
      answers.set(key, { value, expires: now() + ttlMs, writes });
      value.catch(() => answers.delete(key));
      return value;
    },
  };
}
