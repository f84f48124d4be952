import type { FastifyInstance } from 'fastify';

/**
 * Tests only (MIRANTE_TEST_HOOKS=1, never in production): a request carrying `x-mirante-teste: segurar` is held
 * before its route runs until the server starts stopping, then HOLD_AFTER_STOP_MS more, and then answered as
 * usual. It makes "a slow report is in flight when SIGTERM arrives" certain without guessing a query's duration:
 * the test sends the request, waits for the line below, sends SIGTERM, and the report's SQL then runs during
 * the drain (ops/gracefulStop.ts).
 */
export const HELD_LINE = 'teste: requisição segurada até o encerramento';
const HOLD_AFTER_STOP_MS = 1000;

export function installTestHold(app: FastifyInstance): void {
  let stopped!: () => void;
  const stopping = new Promise<void>((resolve) => (stopped = resolve));
  app.addHook('preClose', async () => stopped());
  app.addHook('preValidation', async (request) => {
    if (request.headers['x-mirante-teste'] !== 'segurar') return;
    console.log(HELD_LINE);
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, HOLD_AFTER_STOP_MS));
  });
}
