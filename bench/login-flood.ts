/**
 * A report's latency while 32 connections send wrong passwords as fast as they can.
 *   npx tsx bench/login-flood.ts [--runs 60] [--seconds-before 5]
 * For each setting, a real server (tests/e2e/support/server.ts, scale 'small'): the report's p50
 * and p95 idle and under the flood (6 rounds of idle then flood, `runs` calls each in all), side by
 * side with their ratio, and what the flood got back.
 * - limites padrão:  the sign-in limits on (the flood is mostly answered 429 from memory);
 * - sem limites:     limits off, so every attempt runs scrypt: this shows the hashing pool alone
 *                    keeps the reports' threads free (before it, 31 ms became 7–8 s).
 * Measures only; the figures of record are in docs/security.md.
 */
import { Worker } from 'node:worker_threads';
import { startServer } from '../tests/e2e/support/server.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 60);
const ROUNDS = 6;
const FLOOD_CONNECTIONS = 32;
const REPORT = '/api/titulos-receber/1?data_inicio=2026-01-01&data_final=2026-12-31';

/** The flood: `connections` loops of wrong logins (a new e-mail each time) until told to stop; answers its status counts. */
const FLOOD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let flooding = true;
const statuses = {};
parentPort.once('message', () => { flooding = false; });
const loop = async (n) => {
  for (let i = 0; flooding; i++) {
    try {
      const res = await fetch(workerData.base + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'invasor' + n + '-' + i + '@exemplo.com', senha: 'errada' }) });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] || 0) + 1;
    } catch {}
  }
};
Promise.all(Array.from({ length: workerData.connections }, (_, n) => loop(n))).then(() => parentPort.postMessage(statuses));
`;

const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
};

async function timeReport(base: string, token: string, runs: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${REPORT}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`relatório respondeu ${res.status}`);
    ms.push(performance.now() - t0);
  }
  return ms;
}

async function scenario(label: string, env: Record<string, string>) {
  Object.assign(process.env, env); // startServer passes process.env to the server
  const server = await startServer({ secret: 'bench-login-flood', label: 'login-flood' });
  try {
    const login = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }),
    });
    const { token } = (await login.json()) as { token: string };
    await timeReport(server.baseURL, token, 10); // warm-up
    // Rounds of (idle, flood) so that the machine's other load drifts over both alike.
    const idle: number[] = [];
    const loaded: number[] = [];
    const roundRatios: number[] = [];
    const statuses: Record<number, number> = {};
    const t0 = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const idleRound = await timeReport(server.baseURL, token, RUNS / ROUNDS);
      idle.push(...idleRound);
      // The flood runs in its own thread, so that its requests do not delay the timed ones here.
      const flood = new Worker(FLOOD_SOURCE, { eval: true, workerData: { base: server.baseURL, connections: FLOOD_CONNECTIONS } });
      await new Promise((r) => setTimeout(r, arg('seconds-before', 5) * 1000)); // let the flood fill the queues
      const loadedRound = await timeReport(server.baseURL, token, RUNS / ROUNDS);
      loaded.push(...loadedRound);
      roundRatios.push(percentile(loadedRound, 0.5) / percentile(idleRound, 0.5));
      const counts = await new Promise<Record<number, number>>((resolve) => {
        flood.once('message', resolve);
        flood.postMessage('parar');
      });
      await flood.terminate();
      for (const [status, n] of Object.entries(counts)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
    }
    const seconds = (performance.now() - t0) / 1000;
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    const [p50i, p50f] = [percentile(idle, 0.5), percentile(loaded, 0.5)];
    console.log(
      `${label.padEnd(16)} p50 ocioso ${p50i.toFixed(1).padStart(6)} ms | sob ataque ${p50f.toFixed(1).padStart(6)} ms | ` +
        `razão ${(p50f / p50i).toFixed(2)}x (mediana por rodada ${percentile(roundRatios, 0.5).toFixed(2)}x) | p95 ${percentile(idle, 0.95).toFixed(1)} -> ${percentile(loaded, 0.95).toFixed(1)} ms | ` +
        `ataque: ${total} tentativas (${(total / seconds).toFixed(0)}/s) ${JSON.stringify(statuses)}`,
    );
  } finally {
    await server.stop();
  }
}

console.log(`relatório: GET ${REPORT}, ${RUNS} chamadas em sequência por situação (${ROUNDS} rodadas); ataque: ${FLOOD_CONNECTIONS} conexões de login com senha errada`);
await scenario('limites padrão', {});
await scenario('sem limites', { MIRANTE_LOGIN_FALHAS_CONTA: '0', MIRANTE_LOGIN_FALHAS_ENDERECO: '0' });
