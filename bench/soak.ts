/**
 * Soak: one real server under a bounded mix of reads, writes and sign-ins, then idle (issue 31 item 10).
 *   npx tsx bench/soak.ts [--seconds 600] [--connections 8] [--settle 30] [--data DIR]
 * Starts `server/src/main.ts` on a fresh data folder seeded at scale small (or on a copy of `--data DIR`'s
 * database), warms every kind of request up, takes the server's memory at rest (its own figures, scraped from
 * GET /metrics: process_resident_memory_bytes and nodejs_heap_size_used_bytes), keeps `--connections` virtual users
 * busy for `--seconds` — each loop 75 % report reads (result cache on, as deployed), 15 % approvals of the user's
 * own payable (approve / unapprove in turn, PUT of 01.74.1370, each invalidating company 1's cached reports), 10 %
 * sign-ins (scrypt) — then waits up to `--settle` seconds for the resident memory to come back within 10 % of its
 * start. Prints the memory curve, requests, errors; figures in docs/performance.md ("Soak").
 * Fails (exit 1) on any error answer or a memory that does not come back. The test suite runs it for 20 s
 * (tests/soak.test.ts).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServerProcess } from '../server/src/test/serverProcess.ts';

export interface SoakOptions {
  seconds: number;
  connections: number;
  /** Seconds allowed after the load for the memory to come back. */
  settle: number;
  /**
   * Settled once the memory is at most 10 % above its start, memory given back included (what tests/soak.test.ts
   * asserts), instead of back within ±10 %: a run whose memory fell below its resting figure stops waiting at once.
   */
  growthOnly?: boolean;
  /** A database file to start from instead of seeding (copied). */
  database?: string;
  log?: (line: string) => void;
}

export interface SoakResult {
  requests: number;
  byKind: Record<Kind, number>;
  errors: string[];
  errorCount: number;
  /** Resident memory (bytes) at rest before the load, at its peak during it, at rest after it. */
  rss: { start: number; peak: number; end: number };
  heap: { start: number; peak: number; end: number };
  /** (end − start) / start of the resident memory. */
  rssChange: number;
  /** Seconds after the load until the memory was back within 10 %, or the settle time if it never was. */
  settledAfter: number;
  curve: { t: number; requests: number; perSecond: number; rssMb: number; heapMb: number }[];
}

type Kind = 'leitura' | 'aprovacao' | 'entrada';
const METRICS_TOKEN = 'soak-metrics-token-0123456789';
const SECRET = 'soak-secret';
const MB = 1024 * 1024;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small deterministic generator, so two runs send the same mix. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

export async function soak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? console.log;
  const dataDir = mkdtempSync(join(tmpdir(), 'mirante-soak-'));
  if (options.database) {
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(options.database, join(dataDir, 'mirante.duckdb'));
  }
  const server = await startServerProcess({ DATA_DIR: dataDir, MIRANTE_METRICS_TOKEN: METRICS_TOKEN, MIRANTE_SECRET: SECRET });
  try {
    return await drive(server.url, options, log);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function drive(url: string, options: SoakOptions, log: (line: string) => void): Promise<SoakResult> {
  const memory = async () => {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const value = (name: string) => Number(/^(\S+) (\S+)$/m.exec(text.split('\n').filter((l) => l.startsWith(`${name} `)).join('\n'))?.[2]);
    return { rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_size_used_bytes') };
  };
  const atRest = async () => {
    const samples = [];
    for (let i = 0; i < 3; i++) {
      samples.push(await memory());
      await sleep(500);
    }
    return { rss: median(samples.map((s) => s.rss)), heap: median(samples.map((s) => s.heap)) };
  };

  const signIn = async () => {
    const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }) });
    if (res.status !== 200) throw new Error(`entrada: ${res.status} ${await res.text()}`);
    return (await res.json()).token as string;
  };
  const headers = { authorization: `Bearer ${await signIn()}`, 'accept-encoding': 'br, gzip' };
  const today = new Date();
  const month = iso(new Date(Date.now() + 30 * 86_400_000));
  const reads = [
    `/api/empresas/1/financeiro/fluxo-caixa`,
    `/api/empresas/1/financeiro/titulos-pagar?dataInicio=${iso(today)}&dataFim=${month}`,
    `/api/empresas/1/faturamento/curva-abc-clientes?dataInicio=${iso(new Date(Date.now() - 30 * 86_400_000))}&dataFim=${iso(today)}`,
    `/api/intercarg/dashboard_financeiro/1`,
    `/api/empresas/1/status-empresa`,
    `/api/empresas/1/permissoes-acesso`,
    `/api/empresas`,
  ];
  const list = (await (await fetch(`${url}${reads[1]}`, { headers })).json()).response as { id_titulo: number; usa_aprovacao: string; aprovado: string }[];
  // each virtual user approves and unapproves a payable of its own: no two users race for one title (always 200)
  const titles = list.filter((t) => t.usa_aprovacao === 'S').slice(0, options.connections).map((t) => ({ id: t.id_titulo, approved: t.aprovado === 'S' }));

  const byKind: Record<Kind, number> = { leitura: 0, aprovacao: 0, entrada: 0 };
  const errors: string[] = [];
  let errorCount = 0;
  const failed = (what: string) => {
    errorCount += 1;
    if (errors.length < 10) errors.push(what);
  };
  const read = async (path: string) => {
    const res = await fetch(`${url}${path}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 304) failed(`GET ${path}: ${res.status}`);
    byKind.leitura += 1;
  };
  const approve = async (title: { id: number; approved: boolean }) => {
    const action = title.approved ? 'desaprovar' : 'aprovar';
    const res = await fetch(`${url}/api/empresas/1/financeiro/titulos-pagar/${title.id}/${action}`, { method: 'PUT', headers });
    await res.arrayBuffer();
    if (res.status !== 200) failed(`PUT ${action} ${title.id}: ${res.status}`);
    else title.approved = !title.approved;
    byKind.aprovacao += 1;
  };
  const enter = async () => {
    try {
      await signIn();
    } catch (error) {
      failed((error as Error).message);
    }
    byKind.entrada += 1;
  };

  /** One virtual user: a seeded mix of reads, approvals and sign-ins until `until`. */
  const user = async (index: number, until: number) => {
    const next = random(index + 1);
    let r = 0;
    while (Date.now() < until) {
      const pick = next();
      try {
        if (pick < 0.1) await enter();
        else if (pick < 0.25 && titles[index]) await approve(titles[index]);
        else await read(reads[r++ % reads.length]);
      } catch (error) {
        failed(`rede: ${(error as Error).message}`);
      }
    }
  };

  // Warm-up: every kind of request, so that plans, JIT and DuckDB's buffers are made before the start is taken; then
  // a short burst at the load's concurrency, so the allocator's per-thread arenas and DuckDB's per-connection state
  // that concurrency makes are in the resting figure too. Without the burst, memory the allocator keeps after the
  // first concurrent load (no leak: the heap came back) read as growth: +10.4 % once in a clean-clone run.
  for (let round = 0; round < 3; round++) {
    for (const path of reads) await read(path);
    for (const title of titles) await approve(title);
    await enter();
  }
  const burstUntil = Date.now() + Math.min(5, Math.max(1, options.seconds / 4)) * 1000;
  await Promise.all(Array.from({ length: options.connections }, (_, i) => user(i, burstUntil)));
  await sleep(2000);
  const start = await atRest();
  log(`Memória em repouso antes da carga: RSS ${(start.rss / MB).toFixed(1)} MB, heap ${(start.heap / MB).toFixed(1)} MB`);

  for (const kind of Object.keys(byKind) as Kind[]) byKind[kind] = 0; // counted from here on
  const total = () => byKind.leitura + byKind.aprovacao + byKind.entrada;
  const warmRequests = 0;
  const began = Date.now();
  const deadline = began + options.seconds * 1000;
  const curve: SoakResult['curve'] = [];
  let peak = { ...start };
  const every = Math.max(1, Math.round(options.seconds / 20)) * 1000;
  let last = { t: began, requests: warmRequests };
  const sampler = setInterval(() => {
    void memory().then((m) => {
      const now = Date.now();
      const requests = total();
      peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heap) };
      const point = { t: Math.round((now - began) / 1000), requests: requests - warmRequests, perSecond: Math.round(((requests - last.requests) * 1000) / (now - last.t)), rssMb: +(m.rss / MB).toFixed(1), heapMb: +(m.heap / MB).toFixed(1) };
      last = { t: now, requests };
      curve.push(point);
      log(`  ${String(point.t).padStart(5)} s  ${String(point.requests).padStart(7)} req  ${String(point.perSecond).padStart(4)} req/s  RSS ${point.rssMb} MB  heap ${point.heapMb} MB  erros ${errorCount}`);
    }, () => undefined);
  }, every);
  await Promise.all(Array.from({ length: options.connections }, (_, i) => user(i, deadline)));
  clearInterval(sampler);

  const stopped = Date.now();
  let end = await atRest();
  const unsettled = (rss: number) => (options.growthOnly ? (rss - start.rss) / start.rss : Math.abs(rss - start.rss) / start.rss) > 0.1;
  while (unsettled(end.rss) && Date.now() - stopped < options.settle * 1000) {
    await sleep(1000);
    end = await atRest();
  }
  const settledAfter = Math.round((Date.now() - stopped) / 1000);
  const result: SoakResult = {
    requests: total(),
    byKind,
    errors,
    errorCount,
    rss: { start: start.rss, peak: peak.rss, end: end.rss },
    heap: { start: start.heap, peak: peak.heap, end: end.heap },
    rssChange: (end.rss - start.rss) / start.rss,
    settledAfter,
    curve,
  };
  log(`Carga: ${result.requests} requisições em ${options.seconds} s (${Math.round(result.requests / options.seconds)}/s) com ${options.connections} conexões: ` +
    `${byKind.leitura} leituras, ${byKind.aprovacao} aprovações, ${byKind.entrada} entradas; erros ${errorCount}`);
  log(`RSS: início ${(start.rss / MB).toFixed(1)} MB, pico ${(peak.rss / MB).toFixed(1)} MB, fim ${(end.rss / MB).toFixed(1)} MB (${(result.rssChange * 100).toFixed(1)} %, ${settledAfter} s após a carga)`);
  log(`Heap: início ${(start.heap / MB).toFixed(1)} MB, pico ${(peak.heap / MB).toFixed(1)} MB, fim ${(end.heap / MB).toFixed(1)} MB`);
  for (const error of errors) log(`  erro: ${error}`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { arg } = await import('./support/benchDatabase.ts');
  const data = arg('data', '');
  const result = await soak({
    seconds: Number(arg('seconds', '600')),
    connections: Number(arg('connections', '8')),
    settle: Number(arg('settle', '30')),
    database: data ? join(data, 'mirante.duckdb') : undefined,
  });
  process.exit(result.errorCount === 0 && Math.abs(result.rssChange) <= 0.1 ? 0 : 1);
}
