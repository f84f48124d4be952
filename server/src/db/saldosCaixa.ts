import type { Queries } from './database.ts';

/**
 * Cash balance closings (migration 023, view v_saldo_contas_caixa = latest closing + the movements after it).
 * A closing holds, for every account, saldo_inicial + its movements dated on or before the closing date, summed
 * from scratch: closing again at the same date replaces it. One SQL for DuckDB and PostgreSQL.
 */
export async function fecharSaldosCaixa(db: Queries, dataFechamento: string): Promise<void> {
  await db.run('DELETE FROM saldos_contas_caixa WHERE data_fechamento = CAST($1 AS DATE)', [dataFechamento]);
  await db.run(
    `INSERT INTO saldos_contas_caixa (conta_caixa_id, data_fechamento, saldo)
     SELECT c.id, CAST($1 AS DATE), CAST(c.saldo_inicial + coalesce(sum(m.valor), 0) AS DECIMAL(15,2))
       FROM contas_caixa c
       LEFT JOIN movimentos_caixa m ON m.conta_caixa_id = c.id AND m.data_movimento <= CAST($1 AS DATE)
      GROUP BY c.id, c.saldo_inicial`,
    [dataFechamento],
  );
}

/** The closing the seed makes: the last day of the month before the business date's month ('2026-11-21' → '2026-10-31'). */
export function fechamentoAnterior(today: string): string {
  const firstOfMonth = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  return new Date(firstOfMonth.getTime() - 86_400_000).toISOString().slice(0, 10);
}
