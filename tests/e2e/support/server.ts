import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The real server as a child process (`tsx server/src/main.ts`) over a fresh database in a temp
 * DATA_DIR, seeded at scale 'small' for today, on a free loopback port. Used by the e2e global
 * setup and by the benchmarks that drive a browser (bench/screen-js.ts). Serves dist/ as built.
 */
export interface RunningServer {
  baseURL: string;
  /** Stops the server (its whole process group) and removes its data directory. */
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '..', '..', '..');
const STARTUP_TIMEOUT_MS = 240_000;

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}

/** Resolves once the server prints its ready line; rejects (with its output) if it exits or takes too long. */
function waitUntilReady(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`O servidor não ficou pronto em ${STARTUP_TIMEOUT_MS / 1000} s:\n${output.join('')}`)), STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Mirante pronto em')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`O servidor terminou (código ${code}) antes de ficar pronto:\n${output.join('')}`));
    });
  });
}

/**
 * `env` adds to or overrides the server's environment (e.g. DATABASE_URL for a PostgreSQL-backed instance);
 * `root` runs another checkout's server and dist/ (a benchmark's "before", e.g. bench/lighthouse.ts --compare).
 */
export async function startServer(options: { secret: string; label: string; env?: Record<string, string>; root?: string }): Promise<RunningServer> {
  const cwd = options.root ?? root;
  const dataDir = mkdtempSync(join(tmpdir(), `mirante-${options.label}-`));
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [join(cwd, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: 'small',
      MIRANTE_SECRET: options.secret,
      MIRANTE_API_BASE_URL: '/api',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() ends tsx and the node process it runs
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timeout = new Promise<void>((r) => setTimeout(r, 10_000).unref());
      await Promise.race([exited, timeout]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${port}`, stop };
}
