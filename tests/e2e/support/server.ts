import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverIsCurrent } from '../../../scripts/sourceStamp.ts';

/**
 * The real server as a child process over a fresh database in a temp DATA_DIR, seeded at scale 'small' for today (or
 * copied from a seeded one, `template`), on a free loopback port. Used by the e2e global setup and by the benchmarks
 * that drive a browser (bench/screen-js.ts). Serves dist/ as built.
 */
export interface RunningServer {
  baseURL: string;
  /** Stops the server (its whole process group: SIGTERM, a clean stop) and removes its data directory (unless given). */
  stop(): Promise<void>;
  /** `kill -9` of its whole process group, as a crash would: nothing is removed. */
  kill(): Promise<void>;
}

const root = resolve(import.meta.dirname, '..', '..', '..');
/** The session secret of the e2e run's servers (one, so a server started on the seed template reads its rows alike). */
export const E2E_SECRET = 'mirante-e2e-secret';
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
 * The `node` arguments that run the server in `cwd` in that one process (no tsx parent, so a signal reaches the server
 * itself): the compiled server (dist-server/main.mjs, what `npm start` runs) when it was built from the sources as they
 * are now, as `npm test` does before its tests; tsx over the sources otherwise (a source changed since the last
 * build). The compiled one transpiles nothing at start: 5.2 against 6.6 CPU-s for a start that seeds
 * (docs/performance.md, "Test command", eleventh round).
 */
export function serverNodeArgs(cwd: string): string[] {
  return serverIsCurrent(cwd) ? [join(cwd, 'dist-server', 'main.mjs')] : ['--import', 'tsx', 'server/src/main.ts'];
}

/** The database file of a data folder (server/src/config.ts: DATA_DIR/mirante.duckdb). */
const DATABASE_FILE = 'mirante.duckdb';

/**
 * `env` adds to or overrides the server's environment (e.g. DATABASE_URL for a PostgreSQL-backed instance);
 * `root` runs another checkout's server and dist/ (a benchmark's "before", e.g. bench/lighthouse.ts --compare);
 * `dataDir` starts on an existing data folder (a restart after a crash), which stop() then leaves in place;
 * `template` is the data folder of a server stopped right after it seeded (same secret and business date): its
 * database is copied into the new data folder, and the server starts on those rows instead of seeding its own
 * (≈ 1 s against ≈ 5 s; the seed is deterministic, so the rows are the same).
 */
export async function startServer(options: { secret: string; label: string; env?: Record<string, string>; root?: string; dataDir?: string; template?: string; port?: number }): Promise<RunningServer> {
  const cwd = options.root ?? root;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `mirante-${options.label}-`));
  if (options.template) copyFileSync(join(options.template, DATABASE_FILE), join(dataDir, DATABASE_FILE));
  const port = options.port ?? (await freePort());
  const output: string[] = [];
  const child = spawn(process.execPath, serverNodeArgs(cwd), {
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
    detached: true, // its own process group, so stop() ends the server and anything it started
  });
  // a clean stop ends once the whole process group is gone (the server finishes closing the database after SIGTERM)
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const groupGone = async (ms: number) => {
    for (const end = Date.now() + ms; groupAlive() && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
    return !groupAlive();
  };
  const stop = async () => {
    if (child.pid && groupAlive()) {
      process.kill(-child.pid, 'SIGTERM');
      // a clean stop checkpoints the database: slow on a busy machine
      if (!(await groupGone(30_000)) && groupAlive()) process.kill(-child.pid, 'SIGKILL');
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (!child.pid || !groupAlive()) return;
    process.kill(-child.pid, 'SIGKILL');
    await groupGone(10_000);
  };
  try {
    await waitUntilReady(child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: `http://127.0.0.1:${port}`, stop, kill };
}
