import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from '../http/errors.ts';

/**
 * GET /metrics in Prometheus' text format (prom-client), for the operator's Prometheus (docs/scaling.md "Metrics").
 *
 * Gated, because request counts by route and login refusals tell an attacker what works: off unless
 * MIRANTE_METRICS_TOKEN is set (404 then), and with it only a request bearing that token is answered (401 else).
 * A token rather than a second listening address: it works the same behind a load balancer, in a container and
 * on one machine, and Prometheus sends it with `authorization: { credentials: … }` in its scrape config.
 *
 * Series (besides prom-client's process and Node.js defaults: memory, CPU, event loop lag, GC):
 * - mirante_http_requests_total / mirante_http_request_duration_seconds {method, route, status}: `route` is the
 *   route's pattern (`/api/empresas/:empresaId/...`), never the raw URL, so ids do not multiply the series;
 * - mirante_report_cache_total {result: hit|miss}: the declared reports' result cache (its X-Cache header);
 * - mirante_login_refusals_total {reason: senha|limite}: POST /api/login answered 401 (wrong e-mail or password) or
 *   429 (the sign-in limits);
 * - mirante_db_pool_connections {state: size|busy|waiting}: the database's read pool when scraped.
 * Every series is counted from the answers (an onResponse hook): no route, cache or limiter knows about metrics.
 */
export const METRICS_OFF_MESSAGE = 'Métricas desligadas nesta instância: defina MIRANTE_METRICS_TOKEN para ligá-las.';
export const METRICS_DENIED_MESSAGE = 'Token de métricas ausente ou inválido.';

/** Routes without a pattern (unknown paths answered 404) share one label. */
const NO_ROUTE = '(nenhuma)';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

export function installMetrics(app: FastifyInstance, token: string | undefined): Registry {
  // one registry per app: the tests build many apps in one process
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'mirante_http_requests_total', help: 'Requisições HTTP respondidas, por rota e status.', labelNames, registers });
  const durations = new Histogram({ name: 'mirante_http_request_duration_seconds', help: 'Duração das requisições HTTP, por rota e status.', labelNames, buckets: DURATION_BUCKETS, registers });
  const cache = new Counter({ name: 'mirante_report_cache_total', help: 'Respostas de relatórios: do cache (hit) ou calculadas (miss).', labelNames: ['result'] as const, registers });
  const logins = new Counter({ name: 'mirante_login_refusals_total', help: 'Entradas recusadas: senha (401) ou limite de tentativas (429).', labelNames: ['reason'] as const, registers });
  new Gauge({
    name: 'mirante_db_pool_connections',
    help: 'Conexões de leitura do banco: no pool (size), em uso (busy), pedidos esperando uma (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = app.db.poolStats?.();
      if (!stats) return;
      for (const state of ['size', 'busy', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  // seen at zero from the first scrape, so rate() works before the first event
  for (const result of ['hit', 'miss']) cache.inc({ result }, 0);
  for (const reason of ['senha', 'limite']) logins.inc({ reason }, 0);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    const cached = reply.getHeader('x-cache');
    if (cached === 'HIT' || cached === 'MISS') cache.inc({ result: cached === 'HIT' ? 'hit' : 'miss' });
    if (route === '/api/login' && request.method === 'POST' && (reply.statusCode === 401 || reply.statusCode === 429)) {
      logins.inc({ reason: reply.statusCode === 401 ? 'senha' : 'limite' });
    }
  });

  const expected = token ? digest(token) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!expected) return reply.code(404).send(errorBody(METRICS_OFF_MESSAGE));
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    // compared as digests: equal lengths for timingSafeEqual, and no timing hint about the token
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(errorBody(METRICS_DENIED_MESSAGE));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
