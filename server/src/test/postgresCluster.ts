import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder, one server on a free
 * loopback port, removed by stop(). Needs only the server binaries (scripts/ensure-postgres.sh installs them).
 * initdb refuses to run as root, so as root the cluster belongs to the unprivileged 'postgres' user (Debian's
 * package creates it) or, failing that, 'nobody'.
 */
export interface PostgresCluster {
  /** postgres://mirante@127.0.0.1:<port>/<database> (trust authentication on loopback). */
  url(database?: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const run = promisify(execFile);
export const INSTALL_HINT = 'Instale-o com: sudo apt-get install postgresql   (ou defina POSTGRES_BIN com a pasta de initdb/pg_ctl)';

/** The folder holding initdb/pg_ctl: POSTGRES_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBinDir(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid to run the cluster as: none when not root; else 'postgres' or 'nobody'. */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
      return { uid, gid };
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('Executando como root sem o usuário "postgres" nem "nobody": não há como iniciar o PostgreSQL (initdb recusa root).');
}

/** `settings`: extra server settings (-c name=value), e.g. a benchmark's shared_buffers. */
export async function startPostgresCluster({ settings = {} as Record<string, string> } = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`PostgreSQL não encontrado (/usr/lib/postgresql/*/bin). ${INSTALL_HINT}`);
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'mirante-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const as = { ...(user ?? {}), cwd: dir, env: { ...process.env, LC_ALL: 'C' } };
  try {
    // C locale: byte-order collation, as DuckDB sorts text, so ORDER BY a name gives the same rows on both.
    await run(join(bin, 'initdb'), ['-D', data, '-U', 'mirante', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'], as);
    // Durability is pointless for a throwaway cluster: fsync off makes migrations and COPY much faster.
    const extra = Object.entries(settings).map(([k, v]) => ` -c ${k}=${v}`).join('');
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100${extra}`;
    await run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'], as);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (database = 'postgres') => `postgres://mirante@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      try {
        await run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], as);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
