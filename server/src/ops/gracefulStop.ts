import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/**
 * SIGTERM/SIGINT (docs/deployment.md "Parar"): what an orchestrator or a balancer expects of a stopping instance.
 * 1. stop taking connections (the listener closes: the balancer's next health check fails) and close idle
 *    keep-alive connections (Fastify's close; requests arriving on a busy one get 503 and `Connection: close`);
 * 2. let the requests in flight finish, up to `graceSeconds` (MIRANTE_SHUTDOWN_SECONDS), then cut what is left;
 * 3. DuckDB: CHECKPOINT (the WAL folded into the database file: the next start replays nothing), then close.
 * The order holds because Fastify runs its `onClose` hooks last registered first: its own (added when it starts
 * listening: the drain) runs before the checkpoint added here, which runs before buildApp's database close.
 */
export function installGracefulStop(app: FastifyInstance, db: Database, graceSeconds: number, beforeClose?: () => Promise<void>) {
  if (db.dialect === 'duckdb') {
    app.addHook('onClose', async () => {
      await db.run('CHECKPOINT');
      console.log('Banco gravado em disco (CHECKPOINT).');
    });
  }
  let stopping: Promise<number> | undefined;
  /** Stops once, whatever the number of signals; resolves with the exit code. */
  return (signal: string): Promise<number> =>
    (stopping ??= (async () => {
      console.log(`\n${signal} recebido: o Mirante não aceita novas conexões e termina as requisições em andamento (até ${graceSeconds} s)...`);
      const cut = setTimeout(() => {
        console.error(`Requisições ainda em andamento após ${graceSeconds} s: conexões encerradas.`);
        app.server.closeAllConnections();
      }, graceSeconds * 1000);
      cut.unref();
      // a keep-alive connection whose last answer left during the drain would hold the close until the cut
      // (Fastify closes only the connections idle when the stop begins): close each one as soon as it is idle
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await beforeClose?.();
        await app.close();
        console.log('Mirante encerrado.');
        return 0;
      } catch (error) {
        console.error('Falha ao encerrar o Mirante:', error);
        return 1;
      } finally {
        clearTimeout(cut);
        clearInterval(sweep);
      }
    })());
}
