/**
 * Throughput of the real server process at 1, 10 and 50 connections, result cache off and on, side by side.
 *   npx tsx bench/throughput.ts [--scale demo] [--seconds 8] [--connections 1,10,50] [--date 2026-11-21]
 *     [--cache off,on] [--only ABC] [--rounds 3] [--configs "main:DIR=../main;threads1:MIRANTE_DB_THREADS=1"]
 * `--configs`: servers to compare in one run, each `label:VAR=value,VAR=value` (environment of the server; `DIR=`
 * starts the server of another checkout, e.g. a worktree of main: before/after side by side). Per level it also
 * prints the server's CPU (cores used: all threads, and its main JS thread alone), from /proc. The servers run at
 * once and are measured in turns, level by level, for `--rounds` rounds: on a shared machine whose load moves, each
 * figure is a median over rounds measured next to the others'.
 * Copies data/bench-<scale>.duckdb into a temporary data folder per server, starts `server/src/main.ts` on a free port
 * per config and cache setting (MIRANTE_CACHE_SECONDS=0 / 60), and for each report below keeps N keep-alive connections busy for
 * `seconds` (after a 1 s warm-up): requests/s, p50 and p99 latency, and the ratio to the 1-connection rate.
 * The load generator runs on the same 2 cores as the server, as a browser fleet would not: read ratios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, benchDatabase, p } from './support/benchDatabase.ts';
import { benchToken } from './support/benchUser.ts';

const scale = arg('scale', 'demo') as 'demo';
const today = arg('date', '2026-11-21');
const seconds = Number(arg('seconds', '8'));
const levels = arg('connections', '1,10,50').split(',').map(Number);
const caches = arg('cache', 'off,on').split(',').map((c) => (c === 'on' ? 60 : 0));
const only = arg('only', '');
const rounds = Number(arg('rounds', '1'));
/** label → server environment (DIR: the checkout to start it from). */
const configs = arg('configs', 'this:').split(';').map((config) => {
  const [label, vars = ''] = config.split(/:(.*)/s);
  return { label: label!, env: Object.fromEntries(vars.split(',').filter(Boolean).map((v) => v.split(/=(.*)/s) as [string, string])) };
});
const secret = 'bench-secret';
const token = benchToken(secret);

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

async function startServer(cacheSeconds: number, { DIR: cwd = '.', ...env }: Record<string, string>): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-bench-'));
  copyFileSync(`data/bench-${scale}.duckdb`, join(dir, 'mirante.duckdb'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, MIRANTE_SECRET: secret, MIRANTE_TODAY: today, MIRANTE_CACHE_SECONDS: String(cacheSeconds), LOG_LEVEL: 'error' },
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

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
/** CPU seconds used so far by the process (every thread) and by its main thread. */
function cpuSeconds(pid: number): { all: number; main: number } {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  };
  try {
    return { all: ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')) / TICKS_PER_SECOND, main: ticks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')) / TICKS_PER_SECOND };
  } catch {
    return { all: NaN, main: NaN }; // no /proc
  }
}

/** Every server (config × cache) runs at once, idle but for the one being measured. */
const servers = [];
for (const config of configs) for (const cacheSeconds of caches) servers.push({ config, cacheSeconds, ...(await startServer(cacheSeconds, config.env)) });
interface Measured { rates: number[]; latencies: number[]; cores: number[]; main: number[] }
const measured = new Map<string, Measured>();
try {
  // in rounds, each server measured in turn at each level: all see the same machine load over the run
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of REPORTS) {
      if (only && !name.includes(only)) continue;
      for (const connections of levels) {
        for (const server of servers) {
          await load(server.port, path, connections, 1000); // warm-up
          const cpu0 = cpuSeconds(server.child.pid!);
          const t0 = performance.now();
          const latencies = await load(server.port, path, connections, seconds * 1000);
          const elapsed = (performance.now() - t0) / 1000;
          const cpu1 = cpuSeconds(server.child.pid!);
          const key = `${server.config.label}|${server.cacheSeconds}|${name}|${connections}`;
          const m = measured.get(key) ?? { rates: [], latencies: [], cores: [], main: [] };
          m.rates.push(latencies.length / seconds);
          // a loop, not push(...): a cached run at 50 connections gives more latencies than the call stack takes
          for (const l of latencies) m.latencies.push(l);
          m.cores.push((cpu1.all - cpu0.all) / elapsed);
          m.main.push((cpu1.main - cpu0.main) / elapsed);
          measured.set(key, m);
          console.log(`round ${round + 1}: ${key} ${(latencies.length / seconds).toFixed(0)} req/s, ${m.cores.at(-1)!.toFixed(2)} cores`);
        }
      }
    }
  }
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(server.dir, { recursive: true, force: true });
  }
}
const rows: string[] = [];
for (const { config, cacheSeconds } of servers) {
  for (const [name] of REPORTS) {
    if (only && !name.includes(only)) continue;
    const single = p(measured.get(`${config.label}|${cacheSeconds}|${name}|${levels[0]}`)!.rates, 0.5);
    for (const connections of levels) {
      const m = measured.get(`${config.label}|${cacheSeconds}|${name}|${connections}`)!;
      const rate = p(m.rates, 0.5);
      rows.push(`| ${configs.length > 1 ? `${config.label} | ` : ''}${name} | ${cacheSeconds ? `on (${cacheSeconds} s)` : 'off'} | ${connections} | ${rate.toFixed(0)} | ${p(m.latencies, 0.5).toFixed(0)} | ${p(m.latencies, 0.99).toFixed(0)} | ${(rate / single).toFixed(2)} | ${p(m.cores, 0.5).toFixed(2)} / ${p(m.main, 0.5).toFixed(2)} |`);
    }
  }
}
console.log(`\nscale=${scale} ${seconds} s per level, ${rounds} round(s) (req/s and CPU: medians over rounds; p50/p99 over every request), company 1, gzip; server CPU in cores: all threads / main thread\n`);
console.log(`| ${configs.length > 1 ? 'server | ' : ''}report | cache | connections | req/s | p50 ms | p99 ms | rate / 1 connection | server CPU |`);
console.log(`| ${configs.length > 1 ? '--- | ' : ''}--- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`);
for (const row of rows) console.log(row);
