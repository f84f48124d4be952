import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'node:zlib';
import type { JsonSink } from '../db/duckJson.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The result cache of declared reports (docs/performance.md): identical GETs of one company within
 * MIRANTE_CACHE_SECONDS are answered from memory, with an ETag (If-None-Match → 304).
 *
 * - Key: company, business date and the request's path + query. A report's answer depends on nothing else
 *   (reportValues: $empresaId, $today, params, query), so every member of the company shares it — except a
 *   report whose SQL reads $usuarioId (1369's manager lock): its key also names the user (`userKey`). The guard still runs first on every request: the cache is behind membership and screen checks.
 * - Invalidation: every successful non-GET request invalidates its company (an onSend hook, before the answer
 *   leaves, so the writer's next read is fresh); a write without a company in its path invalidates every
 *   company, unless its route says `config: { keepsReportCache: true }` (login, logout: no ERP data).
 *   A report being computed while a write lands is not stored (its company's generation moved).
 * - Bounded: at most MAX_BYTES of answers; the oldest entries go first.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that changes no report's data (sign-in, sign-out): it does not empty the result cache. */
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

const etagOf = (json: Buffer) => `"${createHash('sha1').update(json).digest('base64url')}"`;
/**
 * The on-the-fly compression of API answers (@fastify/compress options), levels chosen by
 * bench/compression-levels.ts: brotli 1 first, gzip 1 else.
 */
export const DYNAMIC_COMPRESSION = {
  encodings: ['br', 'gzip', 'deflate'] as ('br' | 'gzip' | 'deflate')[],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/**
 * A fresh answer is compressed here at those levels, in one piece on libuv's pool: @fastify/compress would
 * stream it through zlib in 16 kB steps, each a round trip to the main thread (a 5 MB list: ~40 ms instead of ~10).
 */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const FRESH = {
  br: (json: Buffer) => brotliAsync(json, { params: { ...DYNAMIC_COMPRESSION.brotliOptions.params, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  gzip: (json: Buffer) => gzipAsync(json, DYNAMIC_COMPRESSION.zlibOptions),
};

/** A cached answer is compressed once, so it can afford more: brotli 5 / gzip 6. */
const CACHED = {
  br: (json: Buffer) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (json: Buffer) => gzipSync(json, { level: 6 }),
};
const encodingFor = (request: FastifyRequest): 'br' | 'gzip' | undefined => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted) && !/\bbr;q=0(\.0*)?\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted) && !/\bgzip;q=0(\.0*)?\b/.test(accepted)) return 'gzip';
  return undefined;
};
const matches = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/** The JSON, compressed as `encoding` when given (the compression plugin then leaves it alone). */
function sendJson(reply: FastifyReply, json: Buffer, encoding?: 'br' | 'gzip', compressed?: Buffer) {
  reply.type('application/json; charset=utf-8');
  if (encoding && compressed) return reply.header('vary', 'Accept-Encoding').header('content-encoding', encoding).send(compressed);
  return reply.send(json);
}

/**
 * A fresh answer's compression that may start before the answer is complete: a list's pieces written into its
 * sink are compressed on libuv's pool while the next piece is written (a 5 MB list: brotli's ~10 ms mostly hidden
 * behind the writing). Pieces are held until STREAM_FROM bytes, so a small answer is still compressed in one piece
 * (a stream costs more than the compression of a few kB); an answer never written into the sink is too.
 */
const STREAM_FROM = 256 * 1024;
function freshCompression(encoding: 'br' | 'gzip') {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let stream: ReturnType<typeof createGzip> | undefined;
  let compressed: Promise<Buffer> | undefined;
  const start = () => {
    // large output steps: each is a round trip to the main thread
    const options = { chunkSize: 1 << 18 };
    const s = encoding === 'br' ? createBrotliCompress({ ...options, params: DYNAMIC_COMPRESSION.brotliOptions.params }) : createGzip({ ...options, ...DYNAMIC_COMPRESSION.zlibOptions });
    const parts: Buffer[] = [];
    s.on('data', (part: Buffer) => parts.push(part));
    compressed = new Promise<Buffer>((resolve, reject) => {
      s.on('end', () => resolve(Buffer.concat(parts)));
      s.on('error', reject);
    });
    compressed.catch(() => undefined); // awaited by `done`; a dropped answer must not leave an unhandled rejection
    for (const piece of held) s.write(piece);
    held.length = 0;
    return s;
  };
  const sink: JsonSink = {
    write(piece) {
      if (stream) stream.write(piece);
      else {
        held.push(piece);
        heldBytes += piece.length;
        if (heldBytes >= STREAM_FROM) stream = start();
      }
    },
  };
  return {
    sink,
    /** The whole answer compressed: the stream's output, or `json` in one piece when no stream was started. */
    done(json: Buffer): Promise<Buffer> {
      if (!stream) return FRESH[encoding](json);
      stream.end();
      return compressed!;
    },
    abort: () => stream?.destroy(),
  };
}

/** A just computed answer, compressed at the dynamic levels when the client accepts it and it is worth it. */
async function sendFresh(request: FastifyRequest, reply: FastifyReply, json: Buffer, compression?: ReturnType<typeof freshCompression>) {
  const encoding = json.length >= 1024 ? encodingFor(request) : undefined;
  if (!encoding) compression?.abort();
  return sendJson(reply, json, encoding, encoding && (await (compression ? compression.done(json) : FRESH[encoding](json))));
}

/** Runs `compute` with a compressor fed as it writes, when the client accepts compressed answers. */
async function computeFresh(request: FastifyRequest, compute: (sink?: JsonSink) => Promise<Buffer>) {
  const encoding = encodingFor(request);
  const compression = encoding && freshCompression(encoding);
  try {
    return { json: await compute(compression ? compression.sink : undefined), compression: compression || undefined };
  } catch (error) {
    if (compression) compression.abort();
    throw error;
  }
}

export function createResultCache(seconds: number, now: () => number = Date.now): ResultCache {
  const entries = new Map<string, Entry>();
  const generations = new Map<number, number>();
  let allGeneration = 0;
  let bytes = 0;
  let suspended = false;
  const announcers: ((empresaId?: number) => Promise<void>)[] = [];
  const generationOf = (empresaId: number) => allGeneration * 1_000_000 + (generations.get(empresaId) ?? 0);

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= MAX_BYTES) break;
      drop(oldest);
    }
  };

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
        bytes = 0;
        return;
      }
      generations.set(empresaId, (generations.get(empresaId) ?? 0) + 1);
      for (const [key, entry] of entries) if (entry.empresaId === empresaId) drop(key);
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
