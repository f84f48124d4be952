import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDuckDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { backupDuckDb, OperationError, restoreDuckDb } from './backup.ts';

// The backup and restore steps on their own (the real processes under writes: operations.test.ts).
const parent = mkdtempSync(join(tmpdir(), 'mirante-copia-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('backupDuckDb / restoreDuckDb', () => {
  it('copies a database with its last write, never over a file, and restores it into a new folder', async () => {
    const source = join(parent, 'origem', 'mirante.duckdb');
    const db = await openDuckDatabase(source);
    await migrate(db);
    await db.run(`INSERT INTO empresas (id, id_empresa_cliente, razao_social, nome_fantasia, cnpj, codigo_modulo, fonte_dados)
                  VALUES (1, 1, 'Alfa Ltda', 'Alfa', '11222333000181', 1, 'embutido')`);
    const file = join(parent, 'copia.duckdb');
    const { bytes } = await backupDuckDb(db, source, file);
    expect(bytes).toBeGreaterThan(0);
    await expect(backupDuckDb(db, source, file)).rejects.toThrow(/já existe/);
    await db.close();

    const target = join(parent, 'nova');
    await restoreDuckDb(file, target);
    expect(readdirSync(target).sort()).toEqual(['mirante.duckdb']);
    const restored = await openDuckDatabase(join(target, 'mirante.duckdb'));
    expect(await restored.all('SELECT nome_fantasia FROM empresas')).toEqual([{ nome_fantasia: 'Alfa' }]);
    await restored.close();
  });

  it('refuses a folder that is not empty and a file that is not a Mirante database, leaving the folder as it was', async () => {
    const full = join(parent, 'cheia');
    mkdirSync(full);
    writeFileSync(join(full, 'qualquer.txt'), 'x');
    await expect(restoreDuckDb(join(parent, 'copia.duckdb'), full)).rejects.toThrow(/não está vazia: a restauração só grava numa pasta vazia/);

    const junk = join(parent, 'nao-e-banco.duckdb');
    writeFileSync(junk, 'isto não é um banco');
    const target = join(parent, 'outra');
    const refused = restoreDuckDb(junk, target);
    await expect(refused).rejects.toBeInstanceOf(OperationError);
    await expect(refused).rejects.toThrow(/não é uma cópia do Mirante/);
    expect(existsSync(join(target, 'mirante.duckdb'))).toBe(false);
    expect(readdirSync(target)).toEqual([]);
  });
});
