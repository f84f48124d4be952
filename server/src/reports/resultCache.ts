import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSink } from '../db/types.ts';
import { CACHED, computeFresh, encodingFor, etagOf, matches, sendFresh, sendJson, type freshCompression } from './answerNegotiation.ts';

export { DYNAMIC_COMPRESSION } from './answerNegotiation.ts';

/**
 * The result cache of declared reports (docs/performance.md): identical GETs of one company within
 * MIRANTE_CACHE_SECONDS are answered from memory, with an ETag (If-None-Match → 304).
 *
 * - Key: company, business date and the request's path + query. A report's answer depends on nothing else
 *   (reportValues: $empresaId, $today, params, query), so every member of the company shares it — except a
 *   report whose SQL reads $usuarioId (1369's manager lock): its key also names the user (`userKey`). The guard still runs first on every request: the cache is behind membership and screen checks.
 * - Invalidation: every successful non-GET request invalidates its company (an onSend hook, before the answer
 *   leaves, so the writer's next read is fresh); a write without a company in its path invalidates every
 *   company, unless its route says `config: { keepsReportCache: true }` (login, logout: no ERP data; the writes of
 *   routes/auditedWrite.ts, which empty the written row's company themselves after COMMIT).
 *   A report being computed while a write lands is not stored (its company's generation moved).
 * - Bounded: at most MAX_BYTES of answers; the least recently used go first (lru-cache: an answer read all day
 *   outlives one asked once, where first-in-first-out dropped the oldest whatever its use).
 * How an answer is sent (ETag, encodings, compression) is answerNegotiation.ts.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The hook leaves the result cache alone: the route changes no report's data (sign-in, sign-out) or empties its company itself (routes/auditedWrite.ts). */
    keepsReportCache?: boolean;
  }
  interface FastifyInstance {
    /** The declared reports' result cache (server/src/reports/resultCache.ts). */
    reportCache: ResultCache;
  }
}

interface Entry {
  empresaId: number;
  generation: number;
  expires: number;
  /** The answer's JSON text. */
  json: Buffer;
  etag: string;
  /** Filled on the first hit accepting each encoding: cached hits cost no compression. */
  compressed: { br?: Buffer; gzip?: Buffer };
  bytes: number;
}

const MAX_BYTES = 128 * 1024 * 1024;

export interface ResultCache {
  readonly seconds: number;
  /**
   * Answers a report request: from memory when a fresh entry exists, else by running `compute` (its JSON text) and
   * keeping it. `compute` may feed the text to `sink` as it is written (reportJson): it is compressed meanwhile.
   */
  answer(request: FastifyRequest, reply: FastifyReply, empresaId: number, today: string, compute: (sink?: JsonSink) => Promise<Buffer>, userKey?: number): Promise<FastifyReply>;
  /** Forgets every answer of the company (every company when `empresaId` is undefined). */
  invalidate(empresaId?: number): void;
  /** A write of this process changed the company's data: forgets it here, then tells `onWritten`'s listeners. */
  written(empresaId?: number): Promise<void>;
  /** Someone to tell of this process's writes (the PostgreSQL change feed tells the other instances). */
  onWritten(announce: (empresaId?: number) => Promise<void>): void;
  /** Neither serves nor keeps answers until `resume` (the other instances' writes cannot be heard meanwhile). */
  suspend(): void;
  resume(): void;
  /** Entries kept now (tests). */
  size(): number;
}

export function createResultCache(seconds: number, now: () => number = Date.now, maxBytes = MAX_BYTES): ResultCache {
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  const generations = new Map<number, number>();
  let allGeneration = 0;
  let suspended = false;
  const announcers: ((empresaId?: number) => Promise<void>)[] = [];
  const generationOf = (empresaId: number) => allGeneration * 1_000_000 + (generations.get(empresaId) ?? 0);

  // an answer larger than the whole cache is not kept (lru-cache refuses it), like any other that does not fit
  const keep = (key: string, entry: Entry) => entries.set(key, entry);

  const send = async (request: FastifyRequest, reply: FastifyReply, entry: Entry, cached: boolean, compression?: ReturnType<typeof freshCompression>) => {
    reply.header('etag', entry.etag).header('x-cache', cached ? 'HIT' : 'MISS').header('vary', 'Accept-Encoding');
    if (matches(request, entry.etag)) {
      compression?.abort();
      return reply.code(304).send();
    }
    if (cached) {
      const encoding = entry.json.length >= 1024 ? encodingFor(request) : undefined;
      if (encoding) entry.compressed[encoding] ??= CACHED[encoding](entry.json);
      return sendJson(reply, entry.json, encoding, encoding && entry.compressed[encoding]);
    }
    return sendFresh(request, reply, entry.json, compression);
  };

  const cache: ResultCache = {
    seconds,
    async answer(request, reply, empresaId, today, compute, userKey) {
      if (seconds <= 0 || suspended) {
        const { json, compression } = await computeFresh(request, compute);
        return sendFresh(request, reply, json, compression);
      }
      const key = `${empresaId}|${today}|${userKey ?? ''}|${request.url}`;
      const generation = generationOf(empresaId);
      const hit = entries.get(key);
      if (hit && hit.generation === generation && hit.expires > now()) return send(request, reply, hit, true);
      const { json, compression } = await computeFresh(request, compute);
      const entry: Entry = { empresaId, generation, expires: now() + seconds * 1000, json, etag: etagOf(json), compressed: {}, bytes: json.length * 2 };
      // a write of this company landed while computing: answer, but do not keep what may predate it
      if (generationOf(empresaId) === generation) keep(key, entry);
      return send(request, reply, entry, false, compression);
    },
    invalidate(empresaId) {
      if (empresaId === undefined) {
        allGeneration += 1;
        entries.clear();
        return;
      }
      generations.set(empresaId, (generations.get(empresaId) ?? 0) + 1);
      for (const [key, entry] of entries.entries()) if (entry.empresaId === empresaId) entries.delete(key);
    },
    async written(empresaId) {
      cache.invalidate(empresaId);
      for (const announce of announcers) await announce(empresaId);
    },
    onWritten(announce) {
      announcers.push(announce);
    },
    suspend() {
      suspended = true;
      cache.invalidate();
    },
    resume() {
      suspended = false;
    },
    size: () => entries.size,
  };
  return cache;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The company a request acts on: the guard's `request.empresa`, else a valid `:empresaId` of its path. */
function companyOf(request: FastifyRequest): number | undefined {
  if (request.empresa?.id) return request.empresa.id;
  const raw = (request.params as { empresaId?: unknown } | undefined)?.empresaId;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Installs the cache on the app and the hook that makes every write invalidate it, whatever route performs it
 * (approvals, quotation prices, writes added later): no route needs to know about the cache.
 */
export function installResultCache(app: FastifyInstance, seconds: number): ResultCache {
  const cache = createResultCache(seconds);
  app.decorate('reportCache', cache);
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config?.keepsReportCache) return payload;
    // awaited: the answer leaves once the other instances have been told (PostgreSQL), not before
    await cache.written(companyOf(request)).catch((error: Error) => request.log.warn({ err: error }, 'aviso de alteração não enviado às outras instâncias'));
    return payload;
  });
  return cache;
}
