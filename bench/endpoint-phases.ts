/**
 * Where an endpoint's time goes beyond its bare SQL, for the reports bench/endpoint-vs-sql.ts finds above 1.5×.
 *   npx tsx bench/endpoint-phases.ts [--scale large] [--date 2026-11-21] [--runs 15] --only titulos-receber
 * Per example, p50 of, side by side in turns: the bare SQL (runAndReadAll of the statements, as endpoint-vs-sql),
 * the same through Database (reportJson: the wrapped statements prepared, run and written as JSON), brotli 1 of
 * that JSON, and the whole GET over loopback HTTP. Measures only.
 */
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/src/app.ts';
import { discoverReports } from '../server/src/reports/discover.ts';
import { exampleUrl } from '../server/src/reports/examples.ts';
import { reportJson, reportStatements } from '../server/src/reports/runReport.ts';
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
const brotli = promisify(brotliCompress);

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode!));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}


console.log(`\nscale=${scale} date=${today} runs=${runs} (p50 ms)\n`);
console.log('| report (GET) | JSON | bare SQL | reportJson | brotli 1 | GET | GET / SQL |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const report of await discoverReports()) {
  const d = report.declaration;
  if (only && !new RegExp(only).test(report.file)) continue; // a regular expression: 'titulos-|media-valores'
  for (const example of d.examples.slice(0, 2)) {
    const url = exampleUrl(`/api${d.path}`, example, { empresaId: 1, today });
    const input = exampleInput(d, example, today, BENCH_USER);
    const statements = reportStatements(report, input);
    if ((await get(url)) !== 200) continue;
    const json = await reportJson(report, db, input);
    const work: [string, () => Promise<unknown>][] = [
      ['sql', async () => { for (const s of statements) await conn.runAndReadAll(s.text, s.values as never); }],
      ['reportJson', () => reportJson(report, db, input)],
      ['brotli', () => brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })],
      ['get', () => get(url)],
    ];
    const times = work.map(() => [] as number[]);
    for (const [, w] of work) await w();
    for (let i = 0; i < runs; i++) {
      for (const [k, [, w]] of work.entries()) {
        const t0 = performance.now();
        await w();
        times[k]!.push(performance.now() - t0);
      }
    }
    const [sql, rj, br, g] = times.map((t) => p(t, 0.5)) as [number, number, number, number];
    console.log(`| \`${url.replace('/api', '')}\` | ${(json.length / 1024).toFixed(0)} kB | ${sql.toFixed(1)} | ${rj.toFixed(1)} | ${br.toFixed(1)} | ${g.toFixed(1)} | ${(g / sql).toFixed(2)} |`);
  }
}
agent.destroy();
await app.close();
await db.close();
