import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createPostgresTestDatabase } from '../test/postgresTestDatabase.ts';
import { backupPostgres, restorePostgres } from './postgresBackup.ts';

// PostgreSQL's backup is pg_dump / pg_restore (docs/deployment.md): a database with a row, dumped, restored into
// an empty database; a restore into a database with tables is refused.
const parent = mkdtempSync(join(tmpdir(), 'mirante-pgdump-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('backupPostgres / restorePostgres', () => {
  it('dumps a database and restores it into an empty one only', async () => {
    const source = await createPostgresTestDatabase('copia_origem');
    const db = await openDatabase(source);
    await migrate(db);
    await db.run(`INSERT INTO empresas (id, id_empresa_cliente, razao_social, nome_fantasia, cnpj, codigo_modulo, fonte_dados)
                  VALUES (1, 1, 'Alfa Ltda', 'Alfa', '11222333000181', 1, 'embutido')`);
    await db.close();
    const file = join(parent, 'copia.dump');
    await backupPostgres(source, file);

    const target = await createPostgresTestDatabase('copia_destino');
    await restorePostgres(target, file);
    const restored = await openDatabase(target);
    expect(await restored.all('SELECT nome_fantasia FROM empresas')).toEqual([{ nome_fantasia: 'Alfa' }]);
    await restored.close();
    await expect(restorePostgres(target, file)).rejects.toThrow(/não está vazio: a restauração só grava num banco vazio/);
  });
});
