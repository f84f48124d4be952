import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSink } from '../db/types.ts';

/**
 * How a report's JSON answer goes over HTTP (docs/performance.md): its ETag and If-None-Match, the encoding the
 * client accepts, and the compression — of a fresh answer at the dynamic levels, while it is written where it can,
 * of a cached one once at higher levels. The result cache (resultCache.ts) decides only what is kept.
 */

export const etagOf = (json: Buffer) => `"${createHash('sha1').update(json).digest('base64url')}"`;
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
export const CACHED = {
  br: (json: Buffer) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (json: Buffer) => gzipSync(json, { level: 6 }),
};
export const encodingFor = (request: FastifyRequest): 'br' | 'gzip' | undefined => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted) && !/\bbr;q=0(\.0*)?\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted) && !/\bgzip;q=0(\.0*)?\b/.test(accepted)) return 'gzip';
  return undefined;
};
export const matches = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};

/** The JSON, compressed as `encoding` when given (the compression plugin then leaves it alone). */
export function sendJson(reply: FastifyReply, json: Buffer, encoding?: 'br' | 'gzip', compressed?: Buffer) {
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
export function freshCompression(encoding: 'br' | 'gzip') {
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
export async function sendFresh(request: FastifyRequest, reply: FastifyReply, json: Buffer, compression?: ReturnType<typeof freshCompression>) {
  const encoding = json.length >= 1024 ? encodingFor(request) : undefined;
  if (!encoding) compression?.abort();
  return sendJson(reply, json, encoding, encoding && (await (compression ? compression.done(json) : FRESH[encoding](json))));
}

/** Runs `compute` with a compressor fed as it writes, when the client accepts compressed answers. */
export async function computeFresh(request: FastifyRequest, compute: (sink?: JsonSink) => Promise<Buffer>) {
  const encoding = encodingFor(request);
  const compression = encoding && freshCompression(encoding);
  try {
    return { json: await compute(compression ? compression.sink : undefined), compression: compression || undefined };
  } catch (error) {
    if (compression) compression.abort();
    throw error;
  }
}

