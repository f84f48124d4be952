import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../../common/dates.ts';
import { DEFAULT_TOKEN_TTL_SECONDS, loadConfig, loadOrCreateSecret, smtpSettings, timeZoneFromEnv } from './config.ts';

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

  it('reads the database settings and stops the start on a wrong value, naming the variable (docs/deployment.md)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mirante-config-'));
    expect(loadConfig({ DATA_DIR: dir }).database).toEqual({ readConnections: 4, threads: undefined, jsonWriter: false });
    expect(loadConfig({ DATA_DIR: dir, MIRANTE_DB_CONNECTIONS: ' 8 ', MIRANTE_DB_THREADS: '2', MIRANTE_DUCKDB_JSON_WRITER: '1' }).database)
      .toEqual({ readConnections: 8, threads: 2, jsonWriter: true });
    expect(() => loadConfig({ DATA_DIR: dir, MIRANTE_DB_CONNECTIONS: 'quatro' })).toThrow("MIRANTE_DB_CONNECTIONS inválido: 'quatro'. Use um número inteiro de 1 a 64.");
    expect(() => loadConfig({ DATA_DIR: dir, MIRANTE_DB_THREADS: '0' })).toThrow("MIRANTE_DB_THREADS inválido: '0'. Use um número inteiro de 1 a 256.");
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '80a' })).toThrow("PORT inválido: '80a'. Use um número inteiro de 0 a 65535.");
    expect(() => loadConfig({ DATA_DIR: dir, MIRANTE_TOKEN_TTL_SECONDS: '-5' })).toThrow(/^MIRANTE_TOKEN_TTL_SECONDS inválido: '-5'/);
    expect(() => loadConfig({ DATA_DIR: dir, MIRANTE_DEMO: 'talvez' })).toThrow("MIRANTE_DEMO inválido: 'talvez'. Use 1 (sim) ou 0 (não).");
    expect(() => loadConfig({ DATA_DIR: dir, SEED_SCALE: 'enorme' })).toThrow("SEED_SCALE inválido: 'enorme'. Use small, demo, large.");
    expect(() => loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'verbose' })).toThrow(/^LOG_LEVEL inválido: 'verbose'/);
    expect(() => loadConfig({ DATA_DIR: dir, MIRANTE_TODAY: '21/11/2026' })).toThrow("MIRANTE_TODAY inválido: '21/11/2026'. Use uma data AAAA-MM-DD.");
    expect(loadConfig({ DATA_DIR: dir, MIRANTE_DEMO: '0', SEED_SCALE: 'large', LOG_LEVEL: 'info', MIRANTE_CACHE_SECONDS: '' })).toMatchObject({ demo: false, seedScale: 'large', logLevel: 'info' });
  });

  it('reads the SMTP settings of subscriptions: both or neither, and a wrong value stops the start', () => {
    expect(smtpSettings({})).toBeUndefined();
    const portal = { MIRANTE_PORTAL_URL: 'https://mirante.empresa.com.br/' };
    expect(smtpSettings({ MIRANTE_SMTP_URL: 'smtps://rel:segredo@mail.empresa.com.br:465', MIRANTE_SMTP_FROM: 'Mirante <relatorios@empresa.com.br>', ...portal }))
      .toEqual({ url: 'smtps://rel:segredo@mail.empresa.com.br:465', from: 'Mirante <relatorios@empresa.com.br>', portalUrl: 'https://mirante.empresa.com.br' });
    expect(() => smtpSettings({ MIRANTE_SMTP_URL: 'smtp://mail:25', MIRANTE_SMTP_FROM: 'a@b.com' })).toThrow(/^MIRANTE_PORTAL_URL ausente ou inválido/);
    expect(() => smtpSettings({ MIRANTE_SMTP_URL: 'smtp://localhost:25' })).toThrow(/^MIRANTE_SMTP_FROM ausente/);
    expect(() => smtpSettings({ MIRANTE_SMTP_FROM: 'relatorios@empresa.com.br' })).toThrow(/^MIRANTE_SMTP_URL ausente/);
    expect(() => smtpSettings({ MIRANTE_SMTP_URL: 'http://mail:25', MIRANTE_SMTP_FROM: 'a@b.com', ...portal })).toThrow('MIRANTE_SMTP_URL inválido: use smtp://usuário:senha@host:porta ou smtps://….');
    expect(() => smtpSettings({ MIRANTE_SMTP_URL: 'smtp://mail:25', MIRANTE_SMTP_FROM: 'relatorios', ...portal })).toThrow("MIRANTE_SMTP_FROM inválido: 'relatorios'. Use um endereço (relatorios@empresa.com.br) ou Nome <endereço>.");
  });
});
