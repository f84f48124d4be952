import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queries } from '../db/types.ts';
import { httpError } from '../http/errors.ts';

/**
 * The one write path of the hand-written writes (approvals of 1370 and 1367, the supplier's prices of 1365;
 * docs/writes.md): every write is
 *
 *   find the row (scoped: another company's row answers like a missing one) → 404
 *   refuse what the row's state forbids                                   → 409, nothing written
 *   one conditional UPDATE that re-checks that state in its WHERE         → 409 when it changes nothing
 *   the write's further steps (items, totals), may refuse with 400        → nothing written
 *   one audit row (when: the UTC instant; who: the user or the address)
 *   COMMIT, then empty the result cache of the row's company (and only it), before the answer leaves.
 *
 * Two concurrent writes of one row: the second's UPDATE finds the state already changed (DuckDB runs the app's
 * transactions one at a time; PostgreSQL re-checks the WHERE after the first commits) and is answered 409.
 * The company whose cache is emptied comes from the written row, not from the path: a public write (a token in
 * the path) empties its own company's answers, never every company's. Routes using this helper therefore say
 * `keepsReportCache: true`, so the generic hook (reports/resultCache.ts) does not empty the cache a second time.
 */
export interface AuditedWrite<Row extends { empresa_id: number }, Answer> {
  /** The row to change, read in the transaction; undefined → 404 `notFound`. */
  find(tx: Queries): Promise<Row | undefined>;
  notFound: string;
  /** A state that forbids the write (checked on the row read): its 409 message, or undefined to go on. */
  refuse?(row: Row): string | undefined;
  /** The conditional UPDATE (… WHERE <the state it needs> RETURNING id): false when it changed nothing → 409 `conflict`. */
  change(tx: Queries, row: Row, instant: string): Promise<boolean>;
  conflict: string;
  /** Further writes of the same transaction (they may throw an httpError: everything is rolled back). */
  then?(tx: Queries, row: Row, instant: string): Promise<void>;
  /** The audit row: its table and columns; `empresa_id` and `data_hora` (the instant) are added here. */
  audit(row: Row): { table: string; values: Record<string, string | number | null> };
  /** The answer, read in the transaction (after the writes). */
  answer(tx: Queries, row: Row): Answer | Promise<Answer>;
}

/** The UTC instant as 'YYYY-MM-DD HH:MM:SS.mmm' (a TIMESTAMP both engines read without a zone). */
export const utcInstant = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export async function auditedWrite<Row extends { empresa_id: number }, Answer>(
  app: FastifyInstance,
  request: FastifyRequest,
  write: AuditedWrite<Row, Answer>,
): Promise<Answer> {
  const { empresaId, answer } = await app.db.transaction(async (tx) => {
    const row = await write.find(tx);
    if (!row) throw httpError(404, write.notFound);
    const refused = write.refuse?.(row);
    if (refused) throw httpError(409, refused);
    const instant = utcInstant(new Date());
    if (!(await write.change(tx, row, instant))) throw httpError(409, write.conflict);
    await write.then?.(tx, row, instant);
    const { table, values } = write.audit(row);
    const columns = ['empresa_id', 'data_hora', ...Object.keys(values)];
    // table and column names come from the routes' code, never from a request; checked all the same
    if (![table, ...columns].every((name) => IDENTIFIER.test(name))) throw new Error(`auditoria: nome inválido em ${table}`);
    await tx.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ($1, CAST($2 AS TIMESTAMP)${columns.slice(2).map((_, i) => `, $${i + 3}`).join('')})`,
      [row.empresa_id, instant, ...Object.values(values)],
    );
    return { empresaId: Number(row.empresa_id), answer: await write.answer(tx, row) };
  });
  // after COMMIT, before the answer leaves: this company's cached reports only (and the other instances are told)
  await app.reportCache.written(empresaId).catch((error: Error) => request.log.warn({ err: error }, 'aviso de alteração não enviado às outras instâncias'));
  return answer;
}
