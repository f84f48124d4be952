import { connect } from 'node:net';
import type { Database } from './database.ts';

/** Where a company's ERP data lives (empresas.fonte_dados): 'embutido' or 'tcp://host:port'. */
export interface CompanySource {
  id: number;
  fonte_dados: string;
}

export interface DataSourceProbe {
  /** Asks the company's source now and remembers the answer (Home's status check and 'Reconectar'). */
  check(company: CompanySource): Promise<boolean>;
  /** The remembered answer while it is fresh, else asks again: the guard runs it on every report call. */
  reachable(company: CompanySource): Promise<boolean>;
}

/** Opens (and closes) a TCP connection to host:port; false on refusal, error or timeout. */
function tcpReachable(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (ok: boolean) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

async function ask(db: Database, company: CompanySource, timeoutMs: number): Promise<boolean> {
  if (company.fonte_dados === 'embutido') {
    try {
      const row = await db.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM empresas WHERE id = $1', [company.id]);
      return row?.n === 1;
    } catch {
      return false;
    }
  }
  const match = /^tcp:\/\/([^:/]+|\[[^\]]+\]):(\d{1,5})\/?$/.exec(company.fonte_dados);
  if (!match) return false;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return false;
  return tcpReachable(match[1].replace(/^\[|\]$/g, ''), port, timeoutMs);
}

/**
 * Checks companies' data sources. Answers are remembered for `cacheMs` per company and source, so a
 * report call costs no connection while the source is known to be up, and a source that is down
 * fails every report fast instead of making each one wait for the connection timeout.
 */
export function createDataSourceProbe(db: Database, { cacheMs = 10_000, timeoutMs = 1500 } = {}): DataSourceProbe {
  const answers = new Map<string, { ok: boolean; at: number }>();
  const keyOf = (c: CompanySource) => `${c.id}|${c.fonte_dados}`;
  const check = async (company: CompanySource) => {
    const ok = await ask(db, company, timeoutMs);
    answers.set(keyOf(company), { ok, at: Date.now() });
    return ok;
  };
  return {
    check,
    async reachable(company) {
      const last = answers.get(keyOf(company));
      return last && Date.now() - last.at < cacheMs ? last.ok : check(company);
    },
  };
}
