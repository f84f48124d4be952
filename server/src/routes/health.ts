import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/**
 * GET /api/health (docs/scaling.md "Health"): 200 `{ "status": "ok" }` while the database answers, 503 while it
 * does not. Public, because a load balancer has no token. Meant to be polled every second by several balancers:
 * one probe (`SELECT 1`) answers every health request of the next HEALTH_CACHE_MS, and requests arriving during a
 * probe wait for that same probe, so the database sees at most about one query a second whatever the polling.
 * A probe that takes longer than HEALTH_TIMEOUT_MS counts as down: a database stuck behind a lock or a full pool
 * does not answer the users either.
 */
export const HEALTH_CACHE_MS = 1000;
export const HEALTH_TIMEOUT_MS = 2000;
export const HEALTH_DOWN_MESSAGE = 'O banco de dados não respondeu.';

/** Whether `db` answers a trivial query within `timeoutMs`. */
export function probeDatabase(db: Database, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const answer = db.one('SELECT 1 AS ok').then(() => true, () => false);
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** The last probe's verdict, reused for `cacheMs`; concurrent callers share a probe in progress. */
export function healthProbe(db: Database, cacheMs = HEALTH_CACHE_MS, now: () => number = Date.now) {
  let last: { at: number; ok: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  return (): Promise<boolean> => {
    if (last && now() - last.at < cacheMs) return Promise.resolve(last.ok);
    running ??= probeDatabase(db).then((ok) => {
      last = { at: now(), ok };
      running = undefined;
      return ok;
    });
    return running;
  };
}

const STATUS_SCHEMA = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } as const;
const DOWN_SCHEMA = {
  description: 'O banco de dados não respondeu (o balanceador deve tirar esta instância de circulação).',
  type: 'object',
  required: ['status', 'errors'],
  properties: {
    status: { type: 'string', enum: ['indisponivel'] },
    errors: { type: 'array', minItems: 1, items: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } },
  },
} as const;

export default async function healthRoutes(app: FastifyInstance) {
  const healthy = healthProbe(app.db);
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Saúde da instância: 200 enquanto o banco de dados responde, 503 quando não (para balanceadores)',
        description: `Sem token. O resultado de uma consulta trivial ao banco vale por ${HEALTH_CACHE_MS} ms; uma consulta que passa de ${HEALTH_TIMEOUT_MS} ms conta como fora do ar.`,
        tags: ['operação'],
        response: { 200: { description: 'O banco de dados respondeu.', ...STATUS_SCHEMA }, 503: DOWN_SCHEMA },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await healthy()) return { status: 'ok' };
      return reply.code(503).send({ status: 'indisponivel', errors: [{ message: HEALTH_DOWN_MESSAGE }] });
    },
  );
}
