import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

describe('DATABASE_URL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mirante-config-'));

  it('selects PostgreSQL when set to a postgres:// URL; unset keeps the DuckDB file', () => {
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://mirante:x@db.interno:5432/mirante' }).databaseUrl)
      .toBe('postgres://mirante:x@db.interno:5432/mirante');
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgresql://db/mirante' }).databaseUrl).toBe('postgresql://db/mirante');
    const embedded = loadConfig({ DATA_DIR: dir });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.databasePath).toBe(join(dir, 'mirante.duckdb'));
  });

  it('refuses anything else with a pt-BR message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'mysql://db/mirante' }))
      .toThrow('DATABASE_URL deve ser um endereço postgres://... (recebido: mysql://db/mirante)');
  });

  it('fails at start, not at the first request, when the PostgreSQL server does not answer', async () => {
    await expect(openDatabase('postgres://mirante@127.0.0.1:1/mirante')).rejects.toThrow(/ECONNREFUSED/);
  });
});
