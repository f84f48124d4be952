import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { installGuard } from './auth/guard.ts';
import { DEFAULT_CACHE_SECONDS, businessToday, type AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createDataSourceProbe, type DataSourceProbe } from './db/dataSource.ts';
import type { PostgresDatabase } from './db/postgres.ts';
import { validatorCompiler } from './http/validation.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/clientErrors.ts';
import { installErrorHandler } from './plugins/errorHandler.ts';
import { childLoggerFactory, installRequestLog, RequestLogController } from './plugins/requestLog.ts';
import { installSecurityHeaders } from './plugins/securityHeaders.ts';
import { installMetrics } from './plugins/metrics.ts';
import { installTestHold } from './ops/testHold.ts';
import { openApiRoute, registerOpenApi } from './plugins/openapi.ts';
import { registerPortal } from './plugins/portal.ts';
import { installRouteCatalog } from './plugins/routeCatalog.ts';
import { installRateLimit } from './plugins/rateLimit.ts';
import { DYNAMIC_COMPRESSION, installResultCache } from './reports/resultCache.ts';

/**
 * The API route modules, each mounted under /api. A module is
 * `export default async function (app: FastifyInstance) { app.get('/empresas/:empresaId/...', { config: { access: { screens: [1325] } }, schema }, handler) }`
 * (see server/src/routes/empresas.ts and the guard in server/src/auth/guard.ts).
 */
const routeModules: (() => Promise<{ default: FastifyPluginAsync }>)[] = [
  () => import('./routes/auth.ts'),
  () => import('./routes/empresas.ts'),
  () => import('./routes/financeiro.ts'),
  () => import('./routes/titulosPagarAprovacao.ts'),
  () => import('./routes/ordensCompraAprovacao.ts'),
  () => import('./routes/orcamentoCompraPublico.ts'),
  // every declared report (server/src/reports/<area>/*.report.ts), discovered: no line per report
  () => import('./reports/routes.ts'),
  () => import('./routes/rastreamento/index.ts'),
  () => import('./routes/comprovantes/index.ts'),
  () => import('./routes/health.ts'),
  () => import('./routes/usuario/index.ts'),
  () => import('./routes/usuario/assinaturas.ts'), // e-mail subscriptions (issue 36)
  () => import('./routes/assinaturaCancelar.ts'),
  // ADD A ROUTE MODULE (hand-written: login, PDF, writes, public pages): one line here
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (server/src/db/database.ts). */
    db: Database;
    /** The business date 'YYYY-MM-DD': config.today in tests, else today in the business time zone (config.timeZone). Reports use it, never new Date(). */
    today(): string;
    /** The settings the app was built with. */
    appConfig: AppConfig;
    /** Reachability of each company's data source (server/src/db/dataSource.ts). */
    dataSources: DataSourceProbe;
  }
}

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** Fastify logger setting; off unless given (tests stay quiet). */
  logger?: FastifyServerOptions['logger'];
  /** Close `db` when the app closes: true when the caller opened it only for this app (main.ts). */
  ownsDatabase?: boolean;
}

/** Builds the whole server (API, OpenAPI, portal). Used by main.ts and by the tests (app.inject). */
export async function buildApp({ db, config, logger = false, ownsDatabase = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing and by Node's HTTP parser answer like any other bad input (pt-BR JSON).
    frameworkErrors,
    clientErrorHandler,
    // One structured line per request instead of Fastify's two (server/src/plugins/requestLog.ts).
    logController: new RequestLogController(),
    childLoggerFactory,
    // reportRoutes imports and compiles every declaration: on a loaded machine (2 cores, load 40–60) that outlasted
    // Fastify's default 10 s and the server, the tests and the benches stopped ('Plugin did not start in time')
    pluginTimeout: 60_000,
  });
  installRequestLog(app);
  installMetrics(app, config.metricsToken); // GET /metrics, gated (plugins/metrics.ts)
  if (config.testHooks) installTestHold(app);
  installSecurityHeaders(app);
  app.setValidatorCompiler(validatorCompiler);
  installRouteCatalog(app);

  app.decorate('db', db);
  app.decorate('appConfig', config);
  app.decorate('dataSources', createDataSourceProbe(db));
  app.decorate('today', () => businessToday(config));
  if (ownsDatabase) app.addHook('onClose', async () => db.close());

  installErrorHandler(app);
  // Report answers are large JSON lists (thousands of titles), compressed on the fly at the levels measured
  // fastest for their size (bench/compression-levels.ts, docs/performance.md): brotli 1 (3 MB in ~6 ms, smaller
  // than gzip 6) for browsers that accept it, else gzip 1. The static assets carry brotli 11 twins made at build.
  await app.register(fastifyCompress, { global: true, threshold: 1024, ...DYNAMIC_COMPRESSION });
  await registerOpenApi(app);
  installGuard(app, { db, secret: config.secret, dataSources: app.dataSources });
  if (config.rateLimits !== false) installRateLimit(app);
  // report answers reused for MIRANTE_CACHE_SECONDS; every successful write empties its company's (docs/performance.md),
  // on PostgreSQL in every instance (sharedResultCache.ts)
  const cache = installResultCache(app, config.cacheSeconds ?? DEFAULT_CACHE_SECONDS);
  if (cache.seconds > 0 && db.dialect === 'postgres') {
    const { shareResultCache } = await import('./reports/sharedResultCache.ts'); // pg only when configured
    await shareResultCache(app, cache, (db as PostgresDatabase).url);
  }

  openApiRoute(app);
  for (const load of routeModules) {
    const module = await load();
    await app.register(module.default, { prefix: '/api' });
  }

  await registerPortal(app, { portalDir: config.portalDir, apiBaseUrl: config.apiBaseUrl ?? '/api', mapTiles: config.mapTiles });
  return app;
}
