import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/serverProcess.ts';
import { HELD_LINE } from './testHold.ts';

/**
 * Issue 31 items 6 and 9 with the real processes (one demo seed for both: ~50 s on this machine):
 * - backup under writes: approvals go on through server A while `npm run admin -- backup` runs against it; the
 *   copy is restored into a new folder, server B starts on it, and every approval acknowledged before the backup
 *   began is there (and one made after it ended is not: a copy of a moment, not of the live file);
 * - graceful stop on B: a report held in flight (ops/testHold.ts) when SIGTERM arrives still gets its whole answer,
 *   new connections are refused meanwhile, the database is checkpointed, the process exits 0.
 */
const parent = mkdtempSync(join(tmpdir(), 'mirante-operacao-'));
const folderA = join(parent, 'a');
const folderB = join(parent, 'b');
const backupFile = join(parent, 'copia.duckdb');
const SECRET = 'segredo-dos-testes-de-operacao';
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(parent, { recursive: true, force: true });
});

const admin = (args: string[], dataDir: string) =>
  new Promise<{ status: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/admin/cli.ts', ...args], { cwd: join(import.meta.dirname, '..', '..', '..'), env: { ...process.env, DATA_DIR: dataDir } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    child.once('exit', (status) => done({ status, out }));
  });

const signIn = async (url: string) => {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }) });
  return { authorization: `Bearer ${(await res.json()).token}` };
};
const iso = (d: Date) => d.toISOString().slice(0, 10);
const listUrl = (url: string) => {
  const from = new Date();
  const to = new Date(Date.now() + 60 * 86_400_000);
  return `${url}/api/empresas/1/financeiro/titulos-pagar?dataInicio=${iso(from)}&dataFim=${iso(to)}`;
};
type Titulo = { id_titulo: number; usa_aprovacao: string; aprovado: string };
const titles = async (url: string, headers: Record<string, string>) => (await (await fetch(listUrl(url), { headers })).json()).response as Titulo[];

let serverB: ServerProcess;
let headersB: Record<string, string>;

describe('operations: backup under writes, restore, graceful stop', () => {
  it('a backup made while approvals go on holds every approval acknowledged before it, and restores into an empty folder only', async () => {
    const a = await startServerProcess({ DATA_DIR: folderA, MIRANTE_SECRET: SECRET });
    servers.push(a);
    const headers = await signIn(a.url);
    const pending = (await titles(a.url, headers)).filter((t) => t.usa_aprovacao === 'S' && t.aprovado === 'N').map((t) => t.id_titulo);
    expect(pending.length).toBeGreaterThanOrEqual(8);

    const acknowledged: number[] = [];
    let backupStarted = -1;
    let backupEnded = false;
    const approve = async (id: number) => {
      const res = await fetch(`${a.url}/api/empresas/1/financeiro/titulos-pagar/${id}/aprovar`, { method: 'PUT', headers });
      expect(res.status, await res.text()).toBe(200);
      acknowledged.push(id);
    };
    const queue = pending.slice(0, -1);
    const writer = (async () => {
      while (queue.length > 0 && !backupEnded) await approve(queue.shift()!);
    })();
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
    backupStarted = acknowledged.length;
    const backup = await admin(['backup', backupFile], folderA);
    backupEnded = true;
    await writer;
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toContain('Cópia feita pelo servidor em execução');
    const afterBackup = pending.at(-1)!;
    await approve(afterBackup);
    await a.stop();

    const restored = await admin(['restore', backupFile], folderB);
    expect(restored.status, restored.out).toBe(0);
    const again = await admin(['restore', backupFile], folderB);
    expect(again.status).toBe(1);
    expect(again.out).toContain('não está vazia: a restauração só grava numa pasta vazia');

    serverB = await startServerProcess({ DATA_DIR: folderB, MIRANTE_SECRET: SECRET, MIRANTE_CACHE_SECONDS: '0', MIRANTE_TEST_HOOKS: '1' });
    servers.push(serverB);
    expect(serverB.output()).not.toContain('Criando');
    headersB = await signIn(serverB.url);
    const onB = new Map((await titles(serverB.url, headersB)).map((t) => [t.id_titulo, t.aprovado]));
    const missing = acknowledged.slice(0, backupStarted).filter((id) => onB.get(id) !== 'S');
    expect(missing, `aprovações confirmadas antes da cópia e ausentes dela (${backupStarted} confirmadas antes)`).toEqual([]);
    expect(onB.get(afterBackup)).toBe('N');
  });

  it('SIGTERM: the report in flight gets its answer, new connections are refused, the database is checkpointed', async () => {
    const { url } = serverB;
    const report = `${url}/api/empresas/1/financeiro/fluxo-caixa`;
    const expected = await (await fetch(report, { headers: headersB })).json();
    expect(expected.response).toBeTruthy();

    const inFlight = fetch(report, { headers: { ...headersB, 'x-mirante-teste': 'segurar' } });
    await serverB.waitFor(HELD_LINE);
    serverB.child.kill('SIGTERM');
    await serverB.waitFor('SIGTERM recebido');
    // held one second after the stop began: the listener closes meanwhile
    await expect.poll(() => accepts(url), { timeout: 900, interval: 20 }).toBe(false);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(expected);
    expect(await serverB.exited).toBe(0);
    const out = serverB.output();
    const order = ['SIGTERM recebido', 'Banco gravado em disco (CHECKPOINT).', 'Mirante encerrado.'].map((line) => out.indexOf(line));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])), out).toBe(true);
    expect(out).not.toContain('Requisições ainda em andamento'); // drained, not cut at MIRANTE_SHUTDOWN_SECONDS
    const wal = join(folderB, 'mirante.duckdb.wal');
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });
}, 600_000);

/** Whether a new TCP connection to the server's port is accepted. */
function accepts(url: string) {
  return new Promise<boolean>((done) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
