import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors.ts';

/**
 * Per-address request limits for routes open to the internet (public pages: the purchase quotation by token,
 * 01.75.1365). A route opts in with `config.rateLimit: { bucket, max, windowSeconds }`; routes sharing a bucket
 * share one count per address (a page's GET and PUT). Over the limit: 429 pt-BR with `Retry-After`.
 *
 * Fixed windows counted in memory: cheap, no query per request, good enough against a burst from one address.
 * The count is per API instance (several instances over one PostgreSQL each allow `max`); the login limits keep
 * theirs in the database because a lock-out must hold across instances, a burst limit need not.
 * At most MAX_KEYS addresses are tracked; past that, expired windows are swept, and if still full the oldest
 * window is dropped (an attacker rotating addresses gets a fresh window, never a crash or unbounded memory).
 */
export interface RateLimit {
  /** Routes with the same bucket share a count per address. */
  bucket: string;
  /** Requests allowed per address in each window. */
  max: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-address limit of this route (server/src/plugins/rateLimit.ts). */
    rateLimit?: RateLimit;
  }
}

export const RATE_LIMIT_MESSAGE = (seconds: number) =>
  `Muitas requisições deste endereço. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;

const MAX_KEYS = 10_000;

export function installRateLimit(app: FastifyInstance, now: () => number = Date.now): void {
  const windows = new Map<string, { start: number; count: number }>();

  const sweep = (t: number, windowMs: number) => {
    for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
    while (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
  };

  app.addHook('onRequest', async (request, reply) => {
    const limit = request.routeOptions.config?.rateLimit;
    if (!limit) return;
    const windowMs = limit.windowSeconds * 1000;
    const t = now();
    const key = `${limit.bucket}|${request.ip}`;
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      if (!w && windows.size >= MAX_KEYS) sweep(t, windowMs);
      w = { start: t, count: 0 };
      windows.delete(key);
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > limit.max) {
      const seconds = Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
      reply.header('retry-after', String(seconds));
      throw httpError(429, RATE_LIMIT_MESSAGE(seconds));
    }
  });
}
