import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS, loadConfig, loadOrCreateSecret } from './config.ts';

describe('server settings', () => {
  it('generates the token secret once and keeps it across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirante-config-'));
    const first = loadOrCreateSecret(dir, {});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(first);
    expect(loadOrCreateSecret(dir, {})).toBe(first);
    expect(loadOrCreateSecret(dir, { MIRANTE_SECRET: 'do-ambiente' })).toBe('do-ambiente');
  });

  it('reads port, data folder and API base URL from the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirante-config-'));
    const settings = loadConfig({ DATA_DIR: dir, PORT: '3000', MIRANTE_API_BASE_URL: 'https://api.exemplo.com.br' });
    expect(settings.port).toBe(3000);
    expect(settings.databasePath).toBe(join(dir, 'mirante.duckdb'));
    expect(settings.config.apiBaseUrl).toBe('https://api.exemplo.com.br');
    expect(settings.config.tokenTtlSeconds).toBe(DEFAULT_TOKEN_TTL_SECONDS);
    expect(loadConfig({ DATA_DIR: dir }).port).toBe(8080);
    expect(loadConfig({ DATA_DIR: dir }).host).toBe('0.0.0.0');
  });
});
