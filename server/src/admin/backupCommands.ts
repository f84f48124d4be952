import { join, resolve } from 'node:path';
import { dataFolderHolder, lockDataFolder, prepareDataFolder } from '../dataFolder.ts';
import { openDuckDatabase } from '../db/database.ts';
import { requestBackup } from '../ops/adminSocket.ts';
import { backupDuckDb, backupTarget, DATABASE_FILE, OperationError, restoreDuckDb } from '../ops/backup.ts';

/**
 * `npm run admin -- backup <arquivo>` and `restore <arquivo>` (docs/deployment.md "Cópias de segurança").
 * DuckDB: with a server running on the folder, the server makes the copy (asked through its admin socket,
 * ops/adminSocket.ts); with none, this process takes the folder and makes it. PostgreSQL: pg_dump / pg_restore.
 */
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function backupCommand(file: string | undefined, dataDir: string, databaseUrl: string | undefined): Promise<void> {
  if (!file) throw new OperationError('Informe o arquivo da cópia: npm run admin -- backup /caminho/mirante-AAAA-MM-DD.duckdb');
  const target = backupTarget(file);
  if (databaseUrl) {
    const { backupPostgres } = await import('../ops/postgresBackup.ts');
    await backupPostgres(databaseUrl, target);
    console.log(`Cópia do PostgreSQL (pg_dump, formato custom) gravada em ${target}.`);
    return;
  }
  const databasePath = join(dataDir, DATABASE_FILE);
  const holder = dataFolderHolder(dataDir);
  if (holder) {
    const { arquivo, bytes } = await requestBackup(dataDir, target);
    console.log(`Cópia feita pelo servidor em execução (processo ${holder.pid}): ${arquivo} (${mb(bytes)}).`);
    return;
  }
  prepareDataFolder(dataDir);
  const lock = lockDataFolder(dataDir);
  try {
    const db = await openDuckDatabase(databasePath, { readConnections: 1 });
    try {
      const { arquivo, bytes } = await backupDuckDb(db, databasePath, target);
      console.log(`Cópia gravada em ${arquivo} (${mb(bytes)}).`);
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

export async function restoreCommand(file: string | undefined, dataDir: string, databaseUrl: string | undefined): Promise<void> {
  if (!file) throw new OperationError('Informe o arquivo da cópia: npm run admin -- restore /caminho/da/copia.duckdb');
  if (databaseUrl) {
    const { restorePostgres } = await import('../ops/postgresBackup.ts');
    await restorePostgres(databaseUrl, resolve(file));
    console.log('Cópia restaurada no banco de DATABASE_URL (pg_restore).');
    return;
  }
  const { arquivo, bytes } = await restoreDuckDb(file, dataDir);
  console.log(`Cópia restaurada em ${arquivo} (${mb(bytes)}). Inicie o servidor com DATA_DIR=${dataDir}.`);
  console.log('Sessões abertas antes continuam valendo só se o segredo dos tokens for o mesmo (MIRANTE_SECRET ou secret.key copiado).');
}
