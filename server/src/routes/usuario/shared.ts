import { Type } from '@sinclair/typebox';
import type { Database, Queries } from '../../db/database.ts';
import { lockUntilCommit } from '../../db/dialect.ts';

/**
 * What the workspace routes share (issue 34, docs/workspace.md): the access, the limits, the texts, the per-user
 * lock and the audit row.
 */

/** Any member of `:empresaId` (the workspace is per company; no screen code to check: it is the user's own data). */
export const MEMBER = { access: { screens: [] as number[] }, keepsReportCache: true };
export const tags = ['usuario'];

export const LIMITS = { favoritos: 50, recentes: 8, visoesPorTela: 50, nome: 80 } as const;

export const WORKSPACE_MESSAGES = {
  repeatedCodes: "Campo 'codigos' inválido: há códigos de tela repetidos.",
  blankName: "Campo 'nome' inválido: o nome da visão não pode ficar em branco.",
  viewNotFound: 'Visão não encontrada.',
  tooManyViews: `Limite de ${LIMITS.visoesPorTela} visões por tela atingido: exclua uma visão antes de salvar outra.`,
  duplicateName: (nome: string) => `Já existe uma visão chamada '${nome}' nesta tela.`,
  nothingToChange: "Corpo da requisição inválido: informe 'nome', 'filtros' ou 'padrao'.",
} as const;

/** A screen's access code (1325): the 4-digit number staff use and the permissions speak of. */
export const ScreenCode = Type.Integer({ minimum: 1, maximum: 9999 });

/** The UTC instant as 'YYYY-MM-DD HH:MM:SS.mmm' (a TIMESTAMP both engines read without a zone). */
export const utcInstant = (d: Date = new Date()) => d.toISOString().replace('T', ' ').replace('Z', '');

/**
 * One user's workspace writes run one at a time: a read-then-write (the favourites replaced, the 50-view count, the
 * recent list trimmed to 8) must not interleave with a second tab's. DuckDB already runs the app's transactions one at
 * a time; PostgreSQL takes an advisory lock per user until COMMIT (the number space is apart from the app's others).
 */
export const lockUser = (db: Database, tx: Queries, userId: number) => lockUntilCommit(db, tx, 34_000_000_000 + userId);

export type AuditAction = 'favoritos' | 'visao-criada' | 'visao-alterada' | 'visao-excluida';

/** The audit row of a workspace write, in the write's transaction (answered 200 = committed with its audit). */
export function audit(tx: Queries, row: { userId: number; empresaId: number; acao: AuditAction; visaoId?: number; valores: unknown }) {
  return tx.run(
    `INSERT INTO gravacoes_area_pessoal (usuario_id, empresa_id, data_hora, acao, visao_id, valores)
     VALUES ($1, $2, CAST($3 AS TIMESTAMP), $4, $5, $6)`,
    [row.userId, row.empresaId, utcInstant(), row.acao, row.visaoId ?? null, JSON.stringify(row.valores)],
  );
}
