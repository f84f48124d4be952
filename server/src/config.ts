import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS_TIME_ZONE, businessDate, isTimeZone } from '../../common/dates.ts';
import { LOGIN_LIMIT_VARIABLES } from './auth/loginSettings.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/loginLimits.ts';
import type { DatabaseSettings } from './db/database.ts';
import { mapTileSettings, type MapTileSettings } from './plugins/mapTiles.ts';

/**
 * Every environment variable the server reads, read here (README, "Configuração"; docs/deployment.md): typed,
 * validated, and a wrong value stops the start with a pt-BR message naming the variable (a typo in a deployment
 * must not quietly run with a default). Other modules receive the values, never `process.env`.
 */

/** A whole number from `name` within [min, max]; unset or blank = `fallback`; anything else stops the start. */
export function wholeNumber<T extends number | undefined>(env: NodeJS.ProcessEnv, name: string, min: number, max: number, fallback: T): number | T {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} inválido: '${raw}'. Use um número inteiro de ${min} a ${max}.`);
  }
  return value;
}

/** A yes/no variable ('1'/'0', 'true'/'false', 'sim'/'não'); unset or blank = `fallback`. */
export function yesNo(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['1', 'true', 'sim', 's'].includes(raw)) return true;
  if (['0', 'false', 'nao', 'não', 'n'].includes(raw)) return false;
  throw new Error(`${name} inválido: '${env[name]}'. Use 1 (sim) ou 0 (não).`);
}

/** One of `allowed`; unset or blank = `fallback`. */
function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  const found = allowed.find((a) => a === raw);
  if (!found) throw new Error(`${name} inválido: '${raw}'. Use ${allowed.join(', ')}.`);
  return found;
}

const NO_LIMIT = 999_999_999;

/** Each sign-in limit from its variable (0 = limit off); unset = the default. */
export function loginLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): LoginLimits {
  const limits = { ...DEFAULT_LOGIN_LIMITS };
  for (const [field, name] of Object.entries(LOGIN_LIMIT_VARIABLES) as [keyof LoginLimits, string][]) {
    limits[field] = wholeNumber(env, name, 0, NO_LIMIT, limits[field]);
  }
  return limits;
}

/** How the database is opened: MIRANTE_DB_CONNECTIONS, MIRANTE_DB_THREADS, MIRANTE_DUCKDB_JSON_WRITER. */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  return {
    readConnections: wholeNumber(env, 'MIRANTE_DB_CONNECTIONS', 1, 64, 4),
    // DuckDB's worker threads for the whole instance; unset = DuckDB's default, one per core (docs/performance.md)
    threads: wholeNumber(env, 'MIRANTE_DB_THREADS', 1, 256, undefined),
    jsonWriter: yesNo(env, 'MIRANTE_DUCKDB_JSON_WRITER', false),
  };
}

/** MIRANTE_HASH_WORKERS: threads hashing passwords (scrypt), apart from the queries; default 1. */
export const hashWorkersFromEnv = (env: NodeJS.ProcessEnv = process.env) => wholeNumber(env, 'MIRANTE_HASH_WORKERS', 1, 64, 1);

/** DATABASE_URL as given (the admin tool and the start's first check read it before the rest). */
export const databaseUrlFromEnv = (env: NodeJS.ProcessEnv = process.env) => postgresUrl(env.DATABASE_URL);

/** POSTGRES_BIN: where pg_dump / pg_restore are, when not under /usr/lib/postgresql (ops/postgresBackup.ts). */
export const postgresBinFromEnv = (env: NodeJS.ProcessEnv = process.env) => env.POSTGRES_BIN?.trim() || undefined;

export const SEED_SCALES = ['small', 'demo', 'large'] as const;
/** SEED_SCALE: the demo data's size on a first start. */
export const seedScaleFromEnv = (env: NodeJS.ProcessEnv = process.env) => oneOf(env, 'SEED_SCALE', SEED_SCALES, 'demo');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What `buildApp` needs besides the database. Tests build it by hand; `main.ts` reads it from the environment. */
export interface AppConfig {
  /** HMAC secret that signs session tokens. */
  secret: string;
  /** Lifetime of a session token, in seconds. */
  tokenTtlSeconds: number;
  /** Folder with the built portal (vite's dist/); served at / with an SPA fallback. */
  portalDir: string;
  /** Fixed business date 'YYYY-MM-DD' (tests); absent = today in `timeZone`. */
  today?: string;
  /** The business time zone (MIRANTE_TIMEZONE, default America/Sao_Paulo): the day `today` falls on when not fixed. */
  timeZone?: string;
  /** The API base URL handed to the portal by GET /config.js (default '/api'). */
  apiBaseUrl?: string;
  /** Sign-in limits (server/src/auth/loginLimits.ts); absent = DEFAULT_LOGIN_LIMITS. */
  loginLimits?: LoginLimits;
  /** false: public routes are not limited per address (plugins/rateLimit.ts); only the fuzz test, which sends thousands of requests from one address, turns it off. */
  rateLimits?: boolean;
  /**
   * Seconds a report answer is reused for identical requests of one company (MIRANTE_CACHE_SECONDS); 0 = off.
   * Absent = 60 on DuckDB, 0 on PostgreSQL (several instances do not hear each other's writes: docs/performance.md).
   */
  cacheSeconds?: number;
  /** MIRANTE_METRICS_TOKEN: GET /metrics answers only requests bearing it; absent = metrics off (plugins/metrics.ts). */
  metricsToken?: string;
  /** `npm run dev`: every report request reads its SQL files again, so an edited `.sql` shows on reload (reports/sqlReload.ts). */
  reloadSql?: boolean;
  /** MIRANTE_TEST_HOOKS=1, tests only: requests marked `x-mirante-teste: segurar` wait for the stop (ops/testHold.ts). */
  testHooks?: boolean;
  /** MIRANTE_MAP_TILE_URL / MIRANTE_MAP_TILE_ATTRIBUTION (plugins/mapTiles.ts); absent = the offline basemap. */
  mapTiles?: MapTileSettings;
  /** MIRANTE_SMTP_URL / MIRANTE_SMTP_FROM: how subscriptions are e-mailed (docs/subscriptions.md); absent = sending off. */
  smtp?: SmtpSettings;
}

export interface SmtpSettings {
  /** `smtp://user:password@host:port` or `smtps://…` (nodemailer's connection URL). */
  url: string;
  /** The sender, `Mirante <relatorios@empresa.com.br>` or a bare address. */
  from: string;
  /** MIRANTE_PORTAL_URL: the portal's address as users reach it (https://mirante.empresa.com.br), for the links in messages. */
  portalUrl: string;
}

/**
 * MIRANTE_SMTP_URL and MIRANTE_SMTP_FROM: both or neither (neither = subscriptions say sending is not configured).
 * A malformed value, or one without the other, stops the start: a deployment that meant to send must not run silent.
 */
export function smtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const url = (env.MIRANTE_SMTP_URL ?? '').trim();
  const from = (env.MIRANTE_SMTP_FROM ?? '').trim();
  if (!url && !from) return undefined;
  if (!url) throw new Error('MIRANTE_SMTP_URL ausente: com MIRANTE_SMTP_FROM definido, informe também o servidor (smtp://usuário:senha@host:587).');
  if (!from) throw new Error('MIRANTE_SMTP_FROM ausente: informe o remetente das assinaturas (ex.: Mirante <relatorios@empresa.com.br>).');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('MIRANTE_SMTP_URL inválido: use smtp://usuário:senha@host:porta ou smtps://….');
  }
  if (!['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new Error('MIRANTE_SMTP_URL inválido: use smtp://usuário:senha@host:porta ou smtps://….');
  }
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from)) {
    throw new Error(`MIRANTE_SMTP_FROM inválido: '${from}'. Use um endereço (relatorios@empresa.com.br) ou Nome <endereço>.`);
  }
  // a message's links must be absolute: the server cannot guess the address users reach it at behind a proxy
  const portal = (env.MIRANTE_PORTAL_URL ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(portal)) {
    throw new Error('MIRANTE_PORTAL_URL ausente ou inválido: com o envio de e-mails, informe o endereço do portal (ex.: https://mirante.empresa.com.br) para os links das mensagens.');
  }
  return { url, from, portalUrl: portal };
}

export const DEFAULT_SHUTDOWN_SECONDS = 25;

/** MIRANTE_SHUTDOWN_SECONDS: how long SIGTERM waits for requests in flight (ops/gracefulStop.ts); a whole number ≥ 1. */
export function shutdownSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumber(env, 'MIRANTE_SHUTDOWN_SECONDS', 1, 3600, DEFAULT_SHUTDOWN_SECONDS);
}

export const MIN_METRICS_TOKEN_LENGTH = 16;

/** MIRANTE_METRICS_TOKEN: unset = /metrics off; a token shorter than 16 characters stops the start (guessable). */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = (env.MIRANTE_METRICS_TOKEN ?? '').trim();
  if (!raw) return undefined;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(raw)) {
    throw new Error(`MIRANTE_METRICS_TOKEN inválido: use ao menos ${MIN_METRICS_TOKEN_LENGTH} caracteres, sem espaços (por exemplo: openssl rand -hex 24).`);
  }
  return raw;
}

export const DEFAULT_CACHE_SECONDS = 60;

/** MIRANTE_CACHE_SECONDS: a whole number of seconds ≥ 0; unset = the engine's default (undefined). */
export function cacheSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return wholeNumber(env, 'MIRANTE_CACHE_SECONDS', 0, 86_400, undefined);
}

/** MIRANTE_TIMEZONE: an IANA zone ('America/Manaus'); unset = BUSINESS_TIME_ZONE. A zone the runtime does not know stops the start. */
export function timeZoneFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = (env.MIRANTE_TIMEZONE ?? '').trim();
  if (!raw) return BUSINESS_TIME_ZONE;
  if (!isTimeZone(raw)) throw new Error(`MIRANTE_TIMEZONE inválido: '${raw}'. Use um fuso IANA, por exemplo America/Sao_Paulo.`);
  return raw;
}

/** The business date 'YYYY-MM-DD' now: the fixed `today` (MIRANTE_TODAY) or today in the config's time zone. */
export function businessToday(config: Pick<AppConfig, 'today' | 'timeZone'>): string {
  return config.today ?? businessDate(new Date(), config.timeZone);
}

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** The repository root (two levels above server/src). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The token secret: MIRANTE_SECRET if set, else `<dataDir>/secret.key`, generated on first start
 * and reused afterwards so that a restart does not sign everybody out.
 */
export function loadOrCreateSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.MIRANTE_SECRET) return env.MIRANTE_SECRET;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** DATABASE_URL, when set, must name a PostgreSQL server: the embedded database is configured by DATA_DIR. */
function postgresUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(value)) throw new Error(`DATABASE_URL deve ser um endereço postgres://... (recebido: ${value})`);
  return value;
}

/** MIRANTE_DEMO: demo data on a new database unless '0' or 'false' (deployment mode: migrations only). */
export const isDemoMode = (env: NodeJS.ProcessEnv = process.env) => yesNo(env, 'MIRANTE_DEMO', true);

/** The data folder: DATA_DIR, else ./data in the repository. */
export const resolveDataDir = (env: NodeJS.ProcessEnv = process.env) => resolve(env.DATA_DIR ?? join(projectRoot, 'data'));

/** Server settings from the environment (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolveDataDir(env);
  const today = (env.MIRANTE_TODAY ?? '').trim();
  if (today && !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`MIRANTE_TODAY inválido: '${today}'. Use uma data AAAA-MM-DD.`);
  const config: AppConfig = {
    secret: loadOrCreateSecret(dataDir, env),
    tokenTtlSeconds: wholeNumber(env, 'MIRANTE_TOKEN_TTL_SECONDS', 1, 366 * 86_400, DEFAULT_TOKEN_TTL_SECONDS),
    portalDir: resolve(env.PORTAL_DIR ?? join(projectRoot, 'dist')),
    apiBaseUrl: env.MIRANTE_API_BASE_URL || '/api',
    today: today || undefined,
    timeZone: timeZoneFromEnv(env),
    loginLimits: loginLimitsFromEnv(env),
    cacheSeconds: cacheSecondsFromEnv(env),
    metricsToken: metricsTokenFromEnv(env),
    testHooks: yesNo(env, 'MIRANTE_TEST_HOOKS', false),
    mapTiles: mapTileSettings(env),
    smtp: smtpSettings(env),
  };
  return {
    config,
    dataDir,
    databasePath: join(dataDir, 'mirante.duckdb'),
    /** DATABASE_URL=postgres://...: PostgreSQL instead of the embedded DuckDB file (docs/scaling.md). */
    databaseUrl: postgresUrl(env.DATABASE_URL),
    database: databaseSettings(env),
    port: wholeNumber(env, 'PORT', 0, 65_535, 8080),
    /** `npm run dev`: where the API listens behind Vite's dev server. */
    devApiPort: wholeNumber(env, 'API_PORT', 0, 65_535, 8081),
    host: env.HOST?.trim() || '0.0.0.0',
    shutdownSeconds: shutdownSecondsFromEnv(env),
    demo: isDemoMode(env),
    seedScale: seedScaleFromEnv(env),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'warn'),
  };
}
