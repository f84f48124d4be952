import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../tests/e2e/support/server.ts';
import { openDatabase } from './database.ts';

/**
 * The whole crash cycle on the real server over a DuckDB file (docs/duckdb-index-bug.md): approvals answered 200,
 * `kill -9`, a start that replays the WAL, a clean stop (SIGTERM, which checkpoints), and the database opened again.
 * Every audit row an answered approval wrote must then be found by an equality lookup on the column the audit is
 * looked up by: DuckDB 1.5.5/1.5.6 lost those entries from a non-unique index, so such a lookup found 0 rows.
 */
const SECRET = 'crash-cycle-secret';
const servers: RunningServer[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  for (const s of servers) await s.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start(port?: number): Promise<RunningServer> {
  const server = await startServer({ secret: SECRET, label: 'crash-cycle', dataDir, port });
  servers.push(server);
  return server;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

const get = async <T>(url: string, headers: Record<string, string>) => ((await (await fetch(url, { headers })).json()) as { response: T }).response;
const put = async (url: string, headers: Record<string, string>) => (await fetch(url, { method: 'PUT', headers })).status;

describe('crash cycle: writes, kill -9, start, clean stop, start', () => {
  it('finds every audit row of an answered approval by an equality lookup', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mirante-crash-cycle-'));
    const first = await start();
    const base = first.baseURL;
    const headers = await signIn(base);

    // writes: every payable title awaiting approval (one in three disapproved again: two audit rows), every order
    const inHalfAYear = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    const halfAYearAgo = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
    const titulos = await get<{ id_titulo: number; aprovado: string; usa_aprovacao: string }[]>(
      `${base}/api/empresas/1/financeiro/titulos-pagar?dataInicio=${halfAYearAgo}&dataFim=${inHalfAYear}`, headers);
    const titleActions = new Map<number, number>();
    for (const t of titulos.filter((x) => x.usa_aprovacao === 'S' && x.aprovado === 'N')) {
      if ((await put(`${base}/api/empresas/1/financeiro/titulos-pagar/${t.id_titulo}/aprovar`, headers)) !== 200) continue;
      titleActions.set(t.id_titulo, 1);
      if (t.id_titulo % 3 === 0 && (await put(`${base}/api/empresas/1/financeiro/titulos-pagar/${t.id_titulo}/desaprovar`, headers)) === 200) {
        titleActions.set(t.id_titulo, 2);
      }
    }
    const ordens = await get<{ nro_oc: number; usa_aprovacao: string }[]>(`${base}/api/empresas/1/estoque/aprovado_ordem_compra`, headers);
    const approvedOrders: number[] = [];
    for (const o of ordens.filter((x) => x.usa_aprovacao === 'S')) {
      if ((await put(`${base}/api/empresas/1/estoque/aprovado_ordem_compra/${o.nro_oc}`, headers)) === 200) approvedOrders.push(o.nro_oc);
    }
    expect(titleActions.size).toBeGreaterThan(5);
    expect(approvedOrders.length).toBeGreaterThan(0);

    await first.kill(); // the approvals are only in the WAL
    const second = await start(Number(new URL(base).port)); // replays the WAL
    await second.stop(); // SIGTERM: a clean stop
    // the stop was clean (a checkpoint, no WAL left): otherwise the next open would replay the WAL again
    expect(existsSync(join(dataDir, 'mirante.duckdb.wal'))).toBe(false);

    const db = await openDatabase(join(dataDir, 'mirante.duckdb')); // and open again
    try {
      let titleRows = 0;
      let foundTitleRows = 0;
      for (const [id, rows] of titleActions) {
        titleRows += rows;
        foundTitleRows += Number((await db.one<{ n: number }>('SELECT count(*) AS n FROM aprovacoes_titulos_pagar WHERE titulo_pagar_id = $1', [id]))!.n);
      }
      let foundOrderRows = 0;
      for (const id of approvedOrders) {
        foundOrderRows += Number((await db.one<{ n: number }>('SELECT count(*) AS n FROM aprovacoes_ordens_compra WHERE ordem_compra_id = $1', [id]))!.n);
      }
      console.log(`ciclo de falha: ${titleRows} linhas de auditoria de títulos e ${approvedOrders.length} de ordens respondidas 200; ` +
        `achadas por igualdade depois do ciclo: ${foundTitleRows} e ${foundOrderRows}`);
      expect({ titulos: foundTitleRows, ordens: foundOrderRows }).toEqual({ titulos: titleRows, ordens: approvedOrders.length });
    } finally {
      await db.close();
    }
  }, 600_000);
});
