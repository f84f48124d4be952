/**
 * Throughput of the real server process at 1, 10 and 50 connections, result cache off and on, side by side.
 *   npx tsx bench/throughput.ts [--scale demo] [--seconds 8] [--connections 1,10,50] [--date 2026-11-21]
 * Copies data/bench-<scale>.duckdb into a temporary data folder, starts `server/src/main.ts` on a free port twice
 * (MIRANTE_CACHE_SECONDS=0, then 60), and for each report below keeps N keep-alive connections busy for
 * `seconds` (after a 1 s warm-up): requests/s, p50 and p99 latency, and the ratio to the 1-connection rate.
 * The load generator runs on the same 2 cores as the server, as a browser fleet would not: read ratios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signToken } from '../server/src/auth/token.ts';
import { arg, benchDatabase, p } from './support/benchDatabase.ts';

const scale = arg('scale', 'demo') as 'demo';
const today = arg('date', '2026-11-21');
const seconds = Number(arg('seconds', '8'));
const levels = arg('connections', '1,10,50').split(',').map(Number);
const secret = 'bench-secret';
const token = signToken(2, secret, 3600); // bruno: every company

const REPORTS: [string, string][] = [
  ['ABC clientes 12 meses', `/api/empresas/1/faturamento/curva-abc-clientes?dataInicio=2025-11-22&dataFim=${today}`],
  ['dashboard financeiro', '/api/intercarg/dashboard_financeiro/1'],
];

// the file must exist (seeded once) and be closed before the server opens it
await (await benchDatabase(scale, today)).close();

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as AddressInfo;
    s.close(() => resolve(port));
  });
});

async function startServer(cacheSeconds: number): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-bench-'));
  copyFileSync(`data/bench-${scale}.duckdb`, join(dir, 'mirante.duckdb'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, MIRANTE_SECRET: secret, MIRANTE_TODAY: today, MIRANTE_CACHE_SECONDS: String(cacheSeconds), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Mirante pronto')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`servidor saiu (${code})`)));
  });
  return { port, child, dir };
}

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(res.statusCode) : reject(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `connections` loops, each on its own keep-alive socket, for `ms`: every latency. */
async function load(port: number, path: string, connections: number, ms: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const end = performance.now() + ms;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      await get(agent, port, path);
      latencies.push(performance.now() - t0);
    }
  }));
  agent.destroy();
  return latencies;
}

const rows: string[] = [];
for (const cacheSeconds of [0, 60]) {
  const server = await startServer(cacheSeconds);
  try {
    for (const [name, path] of REPORTS) {
      let single = 0;
      for (const connections of levels) {
        await load(server.port, path, connections, 1000); // warm-up
        const latencies = await load(server.port, path, connections, seconds * 1000);
        const rate = latencies.length / seconds;
        if (connections === levels[0]) single = rate;
        rows.push(`| ${name} | ${cacheSeconds ? `on (${cacheSeconds} s)` : 'off'} | ${connections} | ${rate.toFixed(0)} | ${p(latencies, 0.5).toFixed(0)} | ${p(latencies, 0.99).toFixed(0)} | ${(rate / single).toFixed(2)} |`);
        console.log(rows.at(-1));
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(server.dir, { recursive: true, force: true });
  }
}
console.log(`\nscale=${scale} ${seconds} s per level, company 1, gzip\n`);
console.log('| report | cache | connections | req/s | p50 ms | p99 ms | rate / 1 connection |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
