/**
 * Crash test of the payables approval (01.74.1370): the real server (tsx server/src/main.ts) over a DuckDB file
 * in a temp DATA_DIR, a burst of approvals (PUT …/aprovar, 8 in flight), `kill -9` of the server's process
 * group in the middle of the burst, a restart on the same folder, then: the database opens, and every approval
 * that was answered 200 reads back as aprovado 'S'. Figures printed at the end (docs/writes.md).
 *
 *   npx tsx bench/approval-crash.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../tests/e2e/support/server.ts';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'mirante-approval-crash-'));
const IN_FLIGHT = 8;

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_SCALE: 'small', MIRANTE_SECRET: 'crash-test-secret', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`servidor não ficou pronto:\n${out}`)), 300_000);
    const on = (c: Buffer) => {
      out += c.toString();
      if (out.includes('Mirante pronto em')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', on);
    child.once('exit', (code) => fail(new Error(`servidor terminou (${code}):\n${out}`)));
  });
  return child;
}

const killHard = (child: ChildProcess) => process.kill(-child.pid!, 'SIGKILL');

async function login(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }) });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

interface Titulo { id_titulo: number; aprovado: string; usa_aprovacao: string }
async function titulos(base: string, headers: Record<string, string>): Promise<Titulo[]> {
  // the list takes at most 13 months (its declaration): six months either side of today
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(`${base}/api/empresas/1/financeiro/titulos-pagar?dataInicio=${day(-180)}&dataFim=${day(180)}`, { headers });
  return ((await res.json()) as { response: Titulo[] }).response;
}

const port = await freePort();
let server = await start(port);
const base = `http://127.0.0.1:${port}`;
let headers = await login(base);
const pending = (await titulos(base, headers)).filter((t) => t.usa_aprovacao === 'S' && t.aprovado === 'N').map((t) => t.id_titulo);
// kill in the middle of the burst: after half of the titles were answered 200
const KILL_AFTER_OK = Number(process.env.KILL_AFTER_OK ?? Math.floor(pending.length / 2));
console.log(`títulos a aprovar: ${pending.length}; kill -9 depois de ${KILL_AFTER_OK} respostas 200`);

const answered200: number[] = [];
const other: Record<string, number> = {};
let sent = 0;
let killed = false;
await new Promise<void>((done) => {
  let active = 0;
  const next = () => {
    if (killed) return;
    const id = pending.shift();
    if (id === undefined) return active === 0 && done();
    active += 1;
    sent += 1;
    fetch(`${base}/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`, { method: 'PUT', headers })
      .then((r) => {
        if (r.status === 200) answered200.push(id);
        else other[String(r.status)] = (other[String(r.status)] ?? 0) + 1;
      })
      .catch(() => {
        other.conexao = (other.conexao ?? 0) + 1;
      })
      .finally(() => {
        active -= 1;
        if (!killed && answered200.length >= KILL_AFTER_OK) {
          killed = true;
          killHard(server);
          setTimeout(done, 200);
          return;
        }
        next();
      });
  };
  for (let i = 0; i < IN_FLIGHT; i++) next();
});
if (!killed) killHard(server);
const okBeforeKill = answered200.length;
await new Promise((r) => setTimeout(r, 500));

server = await start(port);
headers = await login(base);
const after = new Map((await titulos(base, headers)).map((t) => [t.id_titulo, t.aprovado]));
const lost = answered200.filter((id) => after.get(id) !== 'S');
console.log(JSON.stringify({ enviados: sent, respondidos200: okBeforeKill, outrasRespostas: other, perdidosDepoisDoReinicio: lost.length, bancoAbriu: true }));
killHard(server);
rmSync(dataDir, { recursive: true, force: true });
if (lost.length > 0) {
  console.error(`PERDIDOS: ${lost.join(', ')}`);
  process.exit(1);
}
process.exit(0);
