/**
 * Times the Curva ABC Clientes SQL (the endpoint's statements, not HTTP) over a 'large' database.
 *   npx tsx bench/abc.ts [--db data/bench-large.duckdb] [--date YYYY-MM-DD] [--runs 15]
 * Uses the database file when it exists; otherwise creates it with the seed at scale 'large'.
 * Prints one line per case: median and p95 of `runs` timed runs after one warm-up. Measures only.
 */
import { existsSync } from 'node:fs';
import { openDatabase } from '../server/src/db/database.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { loadDeclaredReport } from '../server/src/reports/discover.ts';
import { runReport, type LoadedReport } from '../server/src/reports/runReport.ts';
import { seed } from '../server/src/seed/index.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const path = arg('db', 'data/bench-large.duckdb');
const today = arg('date', '2026-11-21');
const runs = Number(arg('runs', '15'));

/** The declared reports' statements, run without HTTP (their `response` lists). */
const clientes = await loadDeclaredReport('faturamento/curva-abc-clientes');
const produtos = await loadDeclaredReport('faturamento/curva-abc-cliente-produtos');
const run = async (report: LoadedReport, empresaId: number, query: Record<string, unknown>, params: Record<string, unknown> = {}) =>
  ((await runReport(report, db, { empresaId, today, query, params })) as { response: Record<string, number>[] }).response;
const curvaAbcClientes = (_db: unknown, empresaId: number, inicio: string, fim: string) =>
  run(clientes, empresaId, { dataInicio: inicio, dataFim: fim });
const curvaAbcClienteProdutos = (_db: unknown, empresaId: number, idCliente: number, inicio: string, fim: string) =>
  run(produtos, empresaId, { dataInicio: inicio, dataFim: fim }, { idCliente });

const fresh = !existsSync(path);
const db = await openDatabase(path);
if (fresh) {
  const t0 = performance.now();
  await migrate(db);
  await seed(db, { scale: 'large', today });
  await db.run('CHECKPOINT');
  console.log(`seeded 'large' into ${path} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const count = async (sql: string) => (await db.one<{ n: number }>(sql))!.n;
console.log(`notas_saida: ${await count('SELECT count(*)::BIGINT AS n FROM notas_saida')}, ` +
  `notas_saida_itens: ${await count('SELECT count(*)::BIGINT AS n FROM notas_saida_itens')}, ` +
  `empresa 1 itens: ${await count('SELECT count(*)::BIGINT AS n FROM notas_saida_itens WHERE empresa_id = 1')}`);

const addMonths = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

async function time(label: string, work: () => Promise<unknown[]>) {
  const rows = (await work()).length; // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)];
  const p95 = ms[Math.min(ms.length - 1, Math.ceil(ms.length * 0.95) - 1)];
  console.log(`${label.padEnd(52)} rows ${String(rows).padStart(6)}  median ${median.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms`);
}

const periods: [string, string][] = [
  ['today', today],
  ['1 month', addMonths(today, -1)],
  ['12 months', addMonths(today, -12)],
  ['24 months (all history)', addMonths(today, -25)],
];
for (const [label, inicio] of periods) {
  await time(`clientes, ${label}`, () => curvaAbcClientes(db, 1, inicio, today));
}
const top = (await curvaAbcClientes(db, 1, addMonths(today, -12), today))[0];
if (top) {
  for (const [label, inicio] of periods.slice(1)) {
    await time(`detalhes do maior cliente, ${label}`, () => curvaAbcClienteProdutos(db, 1, top.id_cliente, inicio, today));
  }
}
await db.close();
