import { chmodSync, closeSync, constants, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { lockDataFolder, prepareDataFolder, restrictDataFiles } from '../dataFolder.ts';
import { openDuckDatabase, type DuckDatabase } from '../db/database.ts';

/**
 * Backups of the embedded database (docs/deployment.md "Cópias de segurança"), issue 31 item 6.
 *
 * A backup is a copy of the DuckDB file made right after a CHECKPOINT, while the app's writes wait in their queue
 * (`withWritesPaused`): the checkpoint folds every committed write into the file, and with no write running the
 * file does not change until the copy ends, so the copy is that moment's database, whole, with every write
 * acknowledged before it. Reads go on meanwhile; writes wait the time of the copy (a second or two for the demo
 * scale) and none fails. The result opens like any Mirante database: `restore` only puts it into an empty folder.
 *
 * (DuckDB's `COPY FROM DATABASE` into an attached file would not block writes, but 1.5 copies tables in an
 * order that breaks the foreign keys; `EXPORT DATABASE` writes a folder of files, not one file.)
 */
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}

export const DATABASE_FILE = 'mirante.duckdb';

/** The absolute target, refused when it exists or its folder does not. */
export function backupTarget(file: string): string {
  const target = resolve(file);
  if (existsSync(target)) throw new OperationError(`O arquivo ${target} já existe: escolha outro nome (uma cópia nunca sobrescreve outra).`);
  if (!existsSync(dirname(target))) throw new OperationError(`A pasta ${dirname(target)} não existe: crie-a antes da cópia.`);
  return target;
}

const fsyncFile = (path: string) => {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/** Copies the open database `db` (file `databasePath`) to `file`; answers the absolute path and its size. */
export async function backupDuckDb(db: DuckDatabase, databasePath: string, file: string): Promise<{ arquivo: string; bytes: number }> {
  const target = backupTarget(file);
  const partial = `${target}.parcial`;
  rmSync(partial, { force: true });
  try {
    await db.withWritesPaused(async (q) => {
      await q.run('CHECKPOINT');
      const wal = `${databasePath}.wal`;
      // a checkpoint that left writes in the WAL would make the copy miss them: refuse rather than copy half
      if (existsSync(wal) && statSync(wal).size > 0) throw new OperationError('O banco não pôde ser consolidado (CHECKPOINT) agora: tente a cópia de novo em instantes.');
      await copyFile(databasePath, partial, constants.COPYFILE_EXCL);
    });
    chmodSync(partial, 0o600);
    fsyncFile(partial);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { arquivo: target, bytes: statSync(target).size };
}

/**
 * Puts the backup `file` into the data folder `dataDir` as its database, only if the folder is empty or absent:
 * a restore never overwrites a database. The copy is opened and read before it takes the database's name, so a
 * file that is not a Mirante database is refused and leaves the folder as it was. Migrations newer than the
 * backup are applied by the next start, as after any update.
 */
export async function restoreDuckDb(file: string, dataDir: string): Promise<{ arquivo: string; bytes: number }> {
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new OperationError(`Arquivo de cópia não encontrado: ${source}.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new OperationError(
      `A pasta de dados ${dataDir} não está vazia: a restauração só grava numa pasta vazia, para nunca sobrescrever um banco. ` +
        'Indique uma pasta nova (DATA_DIR=...) ou esvazie esta.',
    );
  }
  prepareDataFolder(dataDir);
  const lock = lockDataFolder(dataDir);
  const target = join(dataDir, DATABASE_FILE);
  const partial = `${target}.restaurando`;
  try {
    await copyFile(source, partial, constants.COPYFILE_EXCL);
    chmodSync(partial, 0o600);
    let db: DuckDatabase | undefined;
    try {
      db = await openDuckDatabase(partial, { readConnections: 1 });
      await db.one('SELECT count(*) AS n FROM schema_migrations');
      await db.one('SELECT count(*) AS n FROM empresas');
    } catch (error) {
      throw new OperationError(`${source} não é uma cópia do Mirante (um banco DuckDB com as tabelas do Mirante): ${(error as Error).message}`);
    } finally {
      await db?.close();
    }
    rmSync(`${partial}.wal`, { force: true }); // only read: nothing of it to keep
    fsyncFile(partial);
    renameSync(partial, target);
    restrictDataFiles(dataDir);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    lock.release();
  }
  return { arquivo: target, bytes: statSync(target).size };
}
