/**
 * Writes brotli (.br) and gzip (.gz) twins of the built portal's text assets, so the server
 * (@fastify/static `preCompressed`) sends the smallest encoding the browser accepts without
 * compressing on every request. `npm run build` runs it after `vite build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text asset of `dir` (≥ 1 kB); returns the total raw and brotli bytes. */
export function compressDirectory(dir: string): { raw: number; brotli: number } {
  let raw = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    raw += content.length;
    brotli += br.length;
  }
  return { raw, brotli };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { raw, brotli } = compressDirectory(join(import.meta.dirname, '..', process.argv[2] ?? 'dist'));
  console.log(`dist comprimido: ${(raw / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB (brotli)`);
}
