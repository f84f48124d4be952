import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../../common/dates.ts';
import { DEFAULT_TOKEN_TTL_SECONDS, loadConfig, loadOrCreateSecret, timeZoneFromEnv } from './config.ts';

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

  it("the business date is Brasília's day whatever the machine's zone; MIRANTE_TIMEZONE changes the zone", () => {
    // 01:10 UTC on the 25th is still 22:10 on the 24th in São Paulo (a UTC server used to answer the 25th)
    const lateEvening = new Date('2026-11-25T01:10:00Z');
    expect(businessDate(lateEvening)).toBe('2026-11-24');
    expect(businessDate(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
    expect(businessDate(lateEvening, 'UTC')).toBe('2026-11-25');
    expect(businessDate(new Date('2026-11-25T03:30:00Z'), 'America/Manaus')).toBe('2026-11-24');
    expect(timeZoneFromEnv({})).toBe('America/Sao_Paulo');
    expect(timeZoneFromEnv({ MIRANTE_TIMEZONE: ' America/Manaus ' })).toBe('America/Manaus');
    expect(() => timeZoneFromEnv({ MIRANTE_TIMEZONE: 'Brasil/Central' })).toThrow("MIRANTE_TIMEZONE inválido: 'Brasil/Central'. Use um fuso IANA, por exemplo America/Sao_Paulo.");
    const dir = mkdtempSync(join(tmpdir(), 'mirante-config-'));
    expect(loadConfig({ DATA_DIR: dir, MIRANTE_TIMEZONE: 'America/Manaus' }).config.timeZone).toBe('America/Manaus');
  });
});
