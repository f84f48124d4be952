import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Report data changed by one API instance, heard by the others on the same PostgreSQL (LISTEN/NOTIFY), so each
 * instance's result cache (reports/resultCache.ts) forgets a company's answers when any instance writes to it.
 * DuckDB needs none of this: one process owns the file and makes every write.
 *
 * A message is `<instance> <empresaId|*>`; an instance ignores its own (it has already forgotten locally, before its
 * answer left). The listener holds one session connection of its own (LISTEN does not survive a pooled
 * transaction-mode connection such as PgBouncer's: point DATABASE_URL at a session pool or the server itself).
 * While that connection is down nothing can be heard, so the feed says so (`lost`) and the cache stops serving
 * from memory until it is back (`listening`); then it forgets everything, since messages may have been missed.
 */
export const CHANGE_CHANNEL = 'mirante_relatorios';

export interface ChangeFeed {
  /** Tells every other instance that the company's report data changed (undefined: every company). */
  announce(empresaId: number | undefined): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeListener {
  /** Another instance changed the company's data (undefined: every company). */
  changed(empresaId: number | undefined): void;
  /** The listening connection is down: nothing another instance writes can be heard until `listening`. */
  lost(): void;
  /** Listening (again): whatever was written before is unknown, so everything kept must be forgotten. */
  listening(): void;
}

const RETRY_MS = 2_000;

export async function openChangeFeed(url: string, listener: ChangeListener, log: (message: string) => void = () => undefined): Promise<ChangeFeed> {
  const instance = randomUUID();
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  sender.on('error', () => undefined);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const [from, company] = (message.payload ?? '').split(' ');
      if (from === instance) return;
      const id = Number(company);
      listener.changed(Number.isSafeInteger(id) && id > 0 ? id : undefined);
    });
    const down = () => {
      if (client !== next || closed) return;
      client = undefined;
      listener.lost();
      log('avisos de alteração entre instâncias interrompidos; cache de relatórios suspenso até reconectar');
      retry = setTimeout(reconnect, RETRY_MS);
    };
    next.on('error', down);
    next.on('end', down);
    await next.connect();
    await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    client = next;
    listener.listening();
  };
  const reconnect = () => {
    retry = undefined;
    if (closed) return;
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, RETRY_MS);
    });
  };

  await connect();
  return {
    async announce(empresaId) {
      await sender.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, `${instance} ${empresaId ?? '*'}`]);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await Promise.all([last?.end().catch(() => undefined), sender.end()]);
    },
  };
}
