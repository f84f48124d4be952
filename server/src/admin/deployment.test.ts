import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/e2e/support/server.ts';

/**
 * Deployment mode from the outside, with the real processes: `MIRANTE_DEMO=0` on a new folder
 * starts on an empty database; a second process on that folder refuses in pt-BR before touching
 * it; with the server stopped, `npm run admin` creates a company, a user (password from stdin)
 * and permissions; that user signs in and gets exactly the permitted screens. Checked at the API
 * (the menu is drawn from /empresas and /permissoes-acesso, which the shell tests cover in the
 * browser): a browser run here would add a minute for no extra assurance.
 */
const root = resolve(import.meta.dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const parent = mkdtempSync(join(tmpdir(), 'mirante-implantacao-'));
const dataDir = join(parent, 'dados');
const env = { ...process.env, DATA_DIR: dataDir, MIRANTE_DEMO: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', MIRANTE_SECRET: '' };
let server: ChildProcess | undefined;

afterAll(async () => {
  await stop();
  rmSync(parent, { recursive: true, force: true });
});

/** Starts the server; `fresh`: it must create the (empty) database. */
async function start(fresh: boolean): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [tsx, 'server/src/main.ts'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  server = child;
  let out = '';
  await new Promise<void>((ready, fail) => {
    const onData = (c: Buffer) => {
      out += c.toString();
      if (out.includes('Mirante pronto em')) ready();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`servidor terminou (${code}):\n${out}`)));
  });
  expect(out.includes('Criando uma base vazia')).toBe(fresh);
  expect(out).not.toContain('mirante123');
  return `http://127.0.0.1:${port}`;
}

async function stop() {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const run = (script: string, args: string[], input?: string) =>
  spawnSync(process.execPath, [tsx, script, ...args], { cwd: root, env, input, encoding: 'utf8', timeout: 120_000 });
const admin = (args: string[], input?: string) => run('server/src/admin/cli.ts', args, input);

describe('deployment mode (MIRANTE_DEMO=0) and npm run admin', () => {
  it('starts empty, holds its folder, and serves the users, companies and permissions the CLI creates', async () => {
    let base = await start(true);
    // empty: no demo user signs in
    const demo = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }) });
    expect(demo.status).toBe(401);
    // files private to their owner
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of ['mirante.duckdb', 'secret.key']) expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);

    // a second server, the npm start pre-check and the CLI all refuse, in pt-BR, naming the process
    const dbBefore = statSync(join(dataDir, 'mirante.duckdb')).mtimeMs;
    const holder = JSON.parse(readFileSync(join(dataDir, 'mirante.lock'), 'utf8')).pid; // the node process tsx runs
    for (const [name, result] of [
      ['segundo servidor', run('server/src/main.ts', [])],
      ['npm start (verificação)', run('server/src/dataFolderCheck.ts', [])],
      ['admin', admin(['listar'])],
    ] as const) {
      expect(result.status, name).toBe(1);
      expect(result.stderr, name).toMatch(new RegExp(`A pasta de dados .*dados já está em uso pelo processo ${holder} `));
    }
    expect(statSync(join(dataDir, 'mirante.duckdb')).mtimeMs).toBe(dbBefore);
    await stop();

    const steps: [string[], string?][] = [
      [['empresa', 'criar', '--razao-social', 'Alfa Indústria Ltda', '--nome-fantasia', 'Alfa', '--cnpj', '11.222.333/0001-81']],
      [['usuario', 'criar', '--email', 'eva@alfa.com.br', '--nome', 'Eva Lima', '--senha'], 'senha-da-eva-1\n'],
      [['permissao', 'definir', '--email', 'eva@alfa.com.br', '--empresa', '1', '--liberar', '1325,1333', '--ocultar', '1326']],
    ];
    for (const [args, input] of steps) {
      const result = admin(args, input);
      expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    }
    // the password never on the command line
    const refused = admin(['usuario', 'criar', '--email', 'x@alfa.com.br', '--nome', 'X', '--senha', 'segredo123']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('A senha não é aceita na linha de comando');
    const listing = admin(['listar']);
    expect(listing.stdout).toContain('eva@alfa.com.br  empresa 1  liberar [1325, 1333]  ocultar [1326]');
    expect(listing.stdout).not.toContain('senha-da-eva-1');

    base = await start(false);
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'eva@alfa.com.br', senha: 'senha-da-eva-1' }) });
    expect(login.status).toBe(200);
    const { token, user } = await login.json();
    expect(user).toEqual({ nome: 'Eva Lima' });
    const get = async (path: string) => {
      const res = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: await res.json() };
    };
    expect(await get('/empresas')).toEqual({ status: 200, body: { response: [{ id: 1, id_empresa_cliente: 1, nome_fantasia: 'Alfa', codigo_modulo: 1 }] } });
    expect(await get('/empresas/1/permissoes-acesso')).toEqual({ status: 200, body: { response: { codigo_telas_liberar: [1325, 1333], codigo_telas_ocultar: [1326] } } });
    expect((await get('/saldo-disponibilidade/1')).status).toBe(200); // 1325 released (an empty company: no rows)
    expect((await get('/empresas/1/faturamento/curva-abc-clientes?dataInicio=2026-01-01&dataFim=2026-01-31')).status).toBe(403); // 1326 (Curva ABC Clientes) not released
  }, 300_000);
});
