import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The data folder (DATA_DIR): one Mirante process per folder, private to its owner.
 * DuckDB allows one process per database file, and its own lock error is English and comes only
 * after the second process has started building and seeding; this lock is taken first, names the
 * process that holds the folder, and lets the second process stop before touching anything.
 */
export const LOCK_FILE = 'mirante.lock';

interface LockInfo {
  pid: number;
  inicio: string;
  host: string;
}

export class DataFolderInUseError extends Error {
  constructor(readonly dir: string, readonly holder: LockInfo) {
    super(
      `A pasta de dados ${dir} já está em uso pelo processo ${holder.pid} (Mirante iniciado em ${holder.inicio}). ` +
        `Encerre esse processo (kill ${holder.pid}) ou use outra pasta (DATA_DIR) antes de iniciar outro.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
};

function readLock(path: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** The live process holding the folder, if any (a lock left by a dead process does not count). */
export function dataFolderHolder(dir: string): LockInfo | null {
  const info = readLock(join(dir, LOCK_FILE));
  return info && info.pid !== process.pid && info.host === hostname() && alive(info.pid) ? info : null;
}

/** Creates the folder private to its owner (0700), tightening an existing one. */
export function prepareDataFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** The database files and the secret readable by their owner only (0600), for folders created before. */
export function restrictDataFiles(dir: string): void {
  for (const name of ['mirante.duckdb', 'mirante.duckdb.wal', 'secret.key', LOCK_FILE]) {
    if (existsSync(join(dir, name))) chmodSync(join(dir, name), 0o600);
  }
}

/**
 * Takes the folder for this process until it exits; throws DataFolderInUseError when a live
 * process holds it. A lock left by a dead process is set aside (renamed, so that two starters
 * racing over it cannot both win) and taken.
 */
export function lockDataFolder(dir: string): { release(): void } {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, inicio: new Date().toISOString(), host: hostname() } satisfies LockInfo));
      closeSync(fd);
      const release = () => {
        if (readLock(path)?.pid === process.pid) unlinkSync(path);
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataFolderHolder(dir);
      if (holder) throw new DataFolderInUseError(dir, holder);
      try {
        renameSync(path, `${path}.abandonado-${process.pid}`);
        unlinkSync(`${path}.abandonado-${process.pid}`);
      } catch {
        // another starter set it aside first: try again
      }
    }
  }
  throw new Error(`Não foi possível reservar a pasta de dados ${dir} (${LOCK_FILE}).`);
}

/** DuckDB's own lock error, in pt-BR (the last line of defence: another program holding the file). */
export function explainDatabaseLock(error: unknown, path: string): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const pid = /PID (\d+)/.exec(message)?.[1];
  if (!/Could not set lock on file/i.test(message)) return null;
  return `O banco ${path} está aberto por outro processo${pid ? ` (${pid})` : ''}. Encerre-o antes de iniciar o Mirante nesta pasta.`;
}
