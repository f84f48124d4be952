import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, serverNodeArgs } from '../../../tests/e2e/support/server.ts';

/**
 * The real server (the compiled one when current, else `node --import tsx server/src/main.ts`) as one child process on a free loopback port, for the
 * operations tests and the soak bench: its output is kept and can be waited for, and signals reach the server
 * itself (no tsx parent in between), as an orchestrator's SIGTERM would.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once `text` has been printed (rejects if the process ends first or `ms` pass). */
  waitFor(text: string, ms?: number): Promise<void>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<number | null>;
}

const root = resolve(import.meta.dirname, '..', '..', '..');

export async function startServerProcess(env: Record<string, string>, readyMs = 240_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverNodeArgs(root), {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_SCALE: 'small', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const waitFor = (text: string, ms = 60_000) =>
    new Promise<void>((done, fail) => {
      const timer = setTimeout(() => finish(new Error(`'${text}' não apareceu em ${ms / 1000} s:\n${out}`)), ms);
      const check = () => out.includes(text) && finish();
      const finish = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) fail(error);
        else done();
      };
      listeners.add(check);
      void exited.then((code) => finish(out.includes(text) ? undefined : new Error(`o servidor terminou (${code}) antes de '${text}':\n${out}`)));
      check();
    });
  await waitFor('Mirante pronto em', readyMs);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    waitFor,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
