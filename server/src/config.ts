import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS_TIME_ZONE, businessDate, isTimeZone } from '../../common/dates.ts';
import { loginLimitsFromEnv } from './auth/loginSettings.ts';
import type { LoginLimits } from './auth/loginLimits.ts';

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
}

export const DEFAULT_SHUTDOWN_SECONDS = 25;

/** MIRANTE_SHUTDOWN_SECONDS: how long SIGTERM waits for requests in flight (ops/gracefulStop.ts); a whole number ≥ 1. */
export function shutdownSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number((env.MIRANTE_SHUTDOWN_SECONDS ?? '').trim());
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_SHUTDOWN_SECONDS;
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

/** MIRANTE_CACHE_SECONDS: a whole number of seconds ≥ 0; anything else (or unset) = the engine's default (undefined). */
export function cacheSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = (env.MIRANTE_CACHE_SECONDS ?? '').trim();
  const value = Number(raw);
  return raw !== '' && Number.isInteger(value) && value >= 0 ? value : undefined;
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
export const isDemoMode = (env: NodeJS.ProcessEnv = process.env) => !['0', 'false', 'nao', 'não'].includes((env.MIRANTE_DEMO ?? '').trim().toLowerCase());

/** The data folder: DATA_DIR, else ./data in the repository. */
export const resolveDataDir = (env: NodeJS.ProcessEnv = process.env) => resolve(env.DATA_DIR ?? join(projectRoot, 'data'));

/** Server settings from the environment (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolveDataDir(env);
  const ttl = Number(env.MIRANTE_TOKEN_TTL_SECONDS);
  const config: AppConfig = {
    secret: loadOrCreateSecret(dataDir, env),
    tokenTtlSeconds: Number.isInteger(ttl) && ttl > 0 ? ttl : DEFAULT_TOKEN_TTL_SECONDS,
    portalDir: resolve(env.PORTAL_DIR ?? join(projectRoot, 'dist')),
    apiBaseUrl: env.MIRANTE_API_BASE_URL || '/api',
    today: env.MIRANTE_TODAY || undefined,
    timeZone: timeZoneFromEnv(env),
    loginLimits: loginLimitsFromEnv(env),
    cacheSeconds: cacheSecondsFromEnv(env),
    metricsToken: metricsTokenFromEnv(env),
    testHooks: env.MIRANTE_TEST_HOOKS === '1',
  };
  return {
    config,
    dataDir,
    databasePath: join(dataDir, 'mirante.duckdb'),
    /** DATABASE_URL=postgres://...: PostgreSQL instead of the embedded DuckDB file (docs/scaling.md). */
    databaseUrl: postgresUrl(env.DATABASE_URL),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    shutdownSeconds: shutdownSecondsFromEnv(env),
  };
}
