/**
 * Each declared report's endpoint against its bare SQL, side by side in one run, at the large scale.
 *   npx tsx bench/endpoint-vs-sql.ts [--scale large] [--date 2026-11-21] [--runs 15] [--only titulos-receber]
 * endpoint: GET through the real app listening on a loopback port, over one keep-alive connection (guard,
 *           validation, SQL, JSON, compression as a browser asks for it; the body read to its end and dropped),
 *           result cache off (MIRANTE_CACHE_SECONDS=0), company 1, each example of the declaration. Not app.inject:
 *           it decodes every answer into a JS string (a 5 MB list: ~15 ms and the garbage), which no client does;
 * bare SQL: the same statements with the same values on the same DuckDB connection, rows fetched into DuckDB's
 *           own chunks (runAndReadAll) but never turned into JS objects or JSON.
 * Timed in turns (SQL, endpoint, SQL, …) so both see the same load. Prints p50 of each and the ratio endpoint / SQL (the target: ≤ 1.5). Measures only, asserts nothing.
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app.ts';
import { discoverReports } from '../server/src/reports/discover.ts';
import { exampleUrl } from '../server/src/reports/examples.ts';
import { reportStatements } from '../server/src/reports/runReport.ts';
import { tinyPortalDir } from '../server/src/test/testApp.ts';
import { arg, benchDatabase, p } from './support/benchDatabase.ts';
import { exampleInput } from './support/exampleInput.ts';
import { benchToken, BENCH_USER } from './support/benchUser.ts';

const scale = arg('scale', 'large') as 'large';
const today = arg('date', '2026-11-21');
const runs = Number(arg('runs', '15'));
const only = arg('only', '');

const db = await benchDatabase(scale, today);
const conn = db.connection();
const secret = 'bench-secret';
// the declarations imported once before the app: on a loaded machine their first import alone outlasted Fastify's
// 10 s plugin timeout (the bench stopped with 'Plugin did not start in time: reportRoutes')
await discoverReports();
const app = await buildApp({ db, config: { secret, tokenTtlSeconds: 3600, portalDir: tinyPortalDir(), today, cacheSeconds: 0 } });
const headers = { authorization: `Bearer ${benchToken(secret)}`, 'accept-encoding': 'gzip, deflate, br' };
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over the keep-alive connection: status, body bytes as received, content-encoding. */
function get(path: string): Promise<{ status: number; bytes: number; encoding: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      const parts: Buffer[] = [];
      let bytes = 0;
      res.on('data', (part: Buffer) => {
        bytes += part.length;
        if (res.statusCode !== 200) parts.push(part);
      });
      res.on('end', () => resolve({ status: res.statusCode!, bytes, encoding: String(res.headers['content-encoding'] ?? ''), text: Buffer.concat(parts).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}


/** Both measured in turns (sql, endpoint, sql, …) after a warm-up each, so that both see the same machine load. */
async function timeSideBySide(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number[], number[]]> {
  await a();
  await b();
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const [work, into] of [[a, ta], [b, tb]] as const) {
      const t0 = performance.now();
      await work();
      into.push(performance.now() - t0);
    }
  }
  return [ta, tb];
}

console.log(`\nscale=${scale} date=${today} runs=${runs} company 1 (p50 ms; endpoint over loopback HTTP accepting br/gzip, cache off)\n`);
console.log('| report (GET) | rows/bytes | bare SQL p50 | endpoint p50 | endpoint / SQL |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const ratios: number[] = [];
for (const report of await discoverReports()) {
  const d = report.declaration;
  if (only && !new RegExp(only).test(report.file)) continue; // a regular expression: 'titulos-|media-valores'
  for (const example of d.examples.slice(0, 2)) {
    const url = exampleUrl(`/api${d.path}`, example, { empresaId: 1, today });
    const input = exampleInput(d, example, today, BENCH_USER);
    const statements = reportStatements(report, input);
    const answer = await get(url);
    if (answer.status !== 200) {
      console.log(`| \`${url}\` | ${answer.status} ${answer.text.slice(0, 80)} | | | |`);
      continue;
    }
    const [sql, endpoint] = await timeSideBySide(
      async () => {
        for (const s of statements) await conn.runAndReadAll(s.text, s.values as never);
      },
      () => get(url),
    );
    const ratio = p(endpoint, 0.5) / p(sql, 0.5);
    ratios.push(ratio);
    const size = `${(answer.bytes / 1024).toFixed(0)} kB ${answer.encoding}`;
    console.log(`| \`${url.replace('/api', '')}\` | ${size} | ${p(sql, 0.5).toFixed(1)} | ${p(endpoint, 0.5).toFixed(1)} | ${ratio.toFixed(2)} |`);
  }
}
console.log(`\nworst ratio ${Math.max(...ratios).toFixed(2)}, median ${p(ratios, 0.5).toFixed(2)} over ${ratios.length} calls`);
agent.destroy();
await app.close();
await db.close();
