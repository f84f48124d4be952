import type { FastifyInstance } from 'fastify';
import { isPostgresDatabase } from '../db/dialect.ts';
import type { Mailer } from './mailer.ts';
import { nextSending } from './schedule.ts';
import { sendSubscription } from './send.ts';
import { scheduleOf, utcInstant, type SubscriptionRow } from './store.ts';

/**
 * The subscriptions' scheduler (issue 36, docs/subscriptions.md). Every minute (and once at start) each instance
 * claims the due subscriptions and sends them:
 * - claiming = in one transaction, read the due rows and move each one's proximo_envio to its next slot after now.
 *   On PostgreSQL the read is `FOR UPDATE SKIP LOCKED`: two instances never claim the same row (the second skips it
 *   while the first holds it, and after the first's COMMIT the row is no longer due). DuckDB is one process.
 * - a run missed while the server was down is due once (proximo_envio in the past): it is sent at start and the next
 *   slot is computed after now, so a week down sends one message, not seven.
 * - a failed sending is retried after 1, 5 and 15 minutes (proximo_envio moved back to then), then recorded
 *   (ultimo_erro, the log) and left for the next slot. A lost permission pauses at once (sendSubscription).
 */
export const RETRY_MINUTES = [1, 5, 15] as const;
const BATCH = 20;

export interface SchedulerOptions {
  mailer: Mailer;
  portalUrl: string;
  timeZone: string;
  now?: () => Date;
}

type Claimed = Pick<SubscriptionRow, 'id' | 'frequencia' | 'horario' | 'dias_semana' | 'dia_mes'> & { tentativas: number };

/** Claims and sends what is due now; resolves with the ids it sent (or tried). */
export async function runDueSubscriptions(app: FastifyInstance, options: SchedulerOptions): Promise<number[]> {
  const now = (options.now ?? (() => new Date()))();
  const lock = isPostgresDatabase(app.db) ? ' FOR UPDATE SKIP LOCKED' : '';
  const claimed = await app.db.transaction(async (tx) => {
    const rows = await tx.all<Claimed>(
      `SELECT id, frequencia, horario, dias_semana, dia_mes, tentativas FROM assinaturas
        WHERE pausada = 'N' AND proximo_envio <= CAST($1 AS TIMESTAMP) ORDER BY proximo_envio, id LIMIT ${BATCH}${lock}`,
      [utcInstant(now)],
    );
    for (const row of rows) {
      await tx.run('UPDATE assinaturas SET proximo_envio = CAST($1 AS TIMESTAMP) WHERE id = $2',
        [utcInstant(nextSending(scheduleOf(row), now, options.timeZone)), row.id]);
    }
    return rows;
  });
  for (const row of claimed) {
    const id = Number(row.id);
    try {
      const result = await sendSubscription(app, options.mailer, options.portalUrl, id, 'agenda');
      const tries = Number(row.tentativas);
      if (result.resultado === 'enviado' || result.pausada) {
        if (tries > 0) await app.db.run('UPDATE assinaturas SET tentativas = 0 WHERE id = $1', [id]);
      } else if (tries < RETRY_MINUTES.length) {
        // retried before the next slot: proximo_envio back to now + the backoff (never past the next slot)
        const retryAt = new Date(now.getTime() + RETRY_MINUTES[tries]! * 60_000);
        await app.db.run(
          `UPDATE assinaturas SET tentativas = $1,
             proximo_envio = CASE WHEN proximo_envio > CAST($2 AS TIMESTAMP) THEN CAST($2 AS TIMESTAMP) ELSE proximo_envio END
           WHERE id = $3`,
          [tries + 1, utcInstant(retryAt), id],
        );
      } else {
        await app.db.run('UPDATE assinaturas SET tentativas = 0 WHERE id = $1', [id]);
      }
    } catch (error) {
      app.log.error({ err: error, assinatura: id }, 'assinatura: envio agendado falhou');
    }
  }
  return claimed.map((r) => Number(r.id));
}

/**
 * Starts the scheduler: a run now (what came due while the server was down), then one every `intervalMs`.
 * `stop()` ends it and waits for a run in progress (the caller calls it when the app closes).
 */
export function startScheduler(app: FastifyInstance, options: SchedulerOptions, intervalMs = 60_000): { stop(): Promise<void>; ran: Promise<number[]> } {
  const logged = (error: Error) => app.log.error({ err: error }, 'assinaturas: agenda falhou');
  const ran = runDueSubscriptions(app, options);
  // one run at a time in this instance: a slow run delays the next tick instead of overlapping it
  let running: Promise<unknown> = ran.catch(logged);
  const timer = setInterval(() => { running = running.then(() => runDueSubscriptions(app, options)).catch(logged); }, intervalMs);
  timer.unref();
  return { ran, stop: async () => { clearInterval(timer); await running; } };
}
