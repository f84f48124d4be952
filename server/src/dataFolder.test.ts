import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, explainDatabaseLock, lockDataFolder, LOCK_FILE, prepareDataFolder } from './dataFolder.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-pasta-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const lockOf = (pid: number) => JSON.stringify({ pid, inicio: '2026-11-23T10:00:00.000Z', host: hostname() });

describe('data folder lock', () => {
  it('takes a free folder, records this process, and releases it', () => {
    const dir = tempDir();
    const lock = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    expect(statSync(join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder held by a live process, naming it in pt-BR', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), lockOf(process.ppid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(dir)).toThrow(`A pasta de dados ${dir} já está em uso pelo processo ${process.ppid} (Mirante iniciado em 2026-11-23T10:00:00.000Z).`);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(join(dir, LOCK_FILE), lockOf(Number(gone.stdout.trim())));
    const lock = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('creates the folder private to its owner and tightens an existing one', () => {
    const dir = join(tempDir(), 'dados');
    prepareDataFolder(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("translates DuckDB's lock error", () => {
    const error = new Error('IO Error: Could not set lock on file "/x/mirante.duckdb": Conflicting lock is held in /usr/bin/node (PID 4242) by user root.');
    expect(explainDatabaseLock(error, '/x/mirante.duckdb')).toBe('O banco /x/mirante.duckdb está aberto por outro processo (4242). Encerre-o antes de iniciar o Mirante nesta pasta.');
    expect(explainDatabaseLock(new Error('outra coisa'), '/x')).toBeNull();
  });
});
