import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { postgresBinFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { tableNames } from '../db/dialect.ts';
import { backupTarget, OperationError } from './backup.ts';

/**
 * PostgreSQL backups are PostgreSQL's own tools (docs/deployment.md): `pg_dump --format=custom` (a consistent
 * snapshot while the instances keep writing) and `pg_restore` into an empty database. The password goes to them
 * in PGPASSWORD, never on their command line (visible in ps).
 */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [postgresBinFromEnv(), ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((v) => join('/usr/lib/postgresql', v, 'bin')) : [])];
  return dirs.map((dir) => dir && join(dir, name)).find((path) => path && existsSync(path)) ?? name; // else from PATH
}

function run(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return new Promise((done, fail) => {
    const child = spawn(tool(name), [...args, `--dbname=${parsed.toString()}`], {
      // the child inherits the environment (PATH, locale); only the password is added
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(new OperationError(error.code === 'ENOENT' ? `${name} não encontrado: instale o cliente do PostgreSQL (apt-get install postgresql-client) ou defina POSTGRES_BIN.` : error.message)));
    child.once('exit', (code) => (code === 0 ? done() : fail(new OperationError(`${name} falhou (código ${code}): ${errors.trim()}`))));
  });
}

export async function backupPostgres(url: string, file: string): Promise<{ arquivo: string }> {
  const target = backupTarget(file);
  const partial = `${target}.parcial`;
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], url);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return { arquivo: target };
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new OperationError(`Arquivo de cópia não encontrado: ${file}.`);
  const db = await openDatabase(url);
  try {
    if ((await tableNames(db)).length > 0) throw new OperationError('O banco de DATABASE_URL não está vazio: a restauração só grava num banco vazio (createdb novo), para nunca sobrescrever dados.');
  } finally {
    await db.close();
  }
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', file], url);
}
