/**
 * Compression levels side by side: the built portal's assets (dist/, precompressed once per build) and a large
 * report answer (compressed per request), so each level is chosen by measurement (docs/performance.md).
 *   npx tsx bench/compression-levels.ts   (after npm run build; the report part seeds data/bench-large.duckdb once)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const files: Buffer[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|css|html|svg|json)$/.test(name) && statSync(path).size >= 1024) files.push(readFileSync(path));
  }
};
walk('dist');
const raw = files.reduce((n, f) => n + f.length, 0);

function measure(name: string, compress: (b: Buffer) => Buffer, inputs: Buffer[]) {
  const t0 = performance.now();
  const bytes = inputs.reduce((n, f) => n + compress(f).length, 0);
  return { name, ms: performance.now() - t0, bytes };
}
const br = (q: number) => (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
const gz = (level: number) => (b: Buffer) => gzipSync(b, { level });

console.log(`\ndist/: ${files.length} files, ${(raw / 1024).toFixed(0)} kB raw\n`);
console.log('| level | seconds | kB | vs brotli 11 |');
console.log('| --- | ---: | ---: | ---: |');
const rows = [measure('brotli 11', br(11), files), measure('brotli 9', br(9), files), measure('brotli 5', br(5), files), measure('gzip 9', gz(9), files), measure('gzip 6', gz(6), files)];
for (const r of rows) console.log(`| ${r.name} | ${(r.ms / 1000).toFixed(2)} | ${(r.bytes / 1024).toFixed(0)} | ${(r.bytes / rows[0]!.bytes).toFixed(3)} |`);

// a large list answer, as the API compresses it per request
const { benchDatabase } = await import('./support/benchDatabase.ts');
const { runDeclaredReport } = await import('../server/src/reports/discover.ts');
const db = await benchDatabase('large', '2026-11-21');
const json = Buffer.from(JSON.stringify(await runDeclaredReport('financeiro/titulos-receber', db, { empresaId: 1, today: '2026-11-21', query: { data_inicio: '2026-11-21', data_final: '2026-12-21' } })));
await db.close();
console.log(`\nanswer: titulos-receber next 30 days, company 1, ${(json.length / 1024).toFixed(0)} kB JSON\n`);
console.log('| level | ms per answer (median of 9) | kB |');
console.log('| --- | ---: | ---: |');
for (const [name, f] of [['gzip 1', gz(1)], ['gzip 3', gz(3)], ['gzip 6', gz(6)], ['brotli 1', br(1)], ['brotli 4', br(4)]] as const) {
  const ms: number[] = [];
  let size = 0;
  for (let i = 0; i < 9; i++) {
    const t0 = performance.now();
    size = f(json).length;
    ms.push(performance.now() - t0);
  }
  console.log(`| ${name} | ${ms.sort((a, b) => a - b)[4]!.toFixed(1)} | ${(size / 1024).toFixed(0)} |`);
}
