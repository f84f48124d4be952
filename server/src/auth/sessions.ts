import type { Queries } from '../db/database.ts';

/**
 * Session revocation, in the database (migration 012) so that it holds across restarts and across
 * API instances sharing it. The guard reads both in the one query that loads the user
 * (server/src/auth/guard.ts), so revocation costs no extra round trip and needs no cache.
 */

/** The user's current token version (0 when never raised). Tokens carry the version they were issued with. */
export async function tokenVersion(db: Pick<Queries, 'one'>, userId: number): Promise<number> {
  const row = await db.one<{ versao_token: number }>('SELECT versao_token FROM usuario_sessoes WHERE usuario_id = $1', [userId]);
  return row?.versao_token ?? 0;
}

/** Ends every session of the user: tokens issued before no longer pass the guard. */
export async function revokeAllSessions(db: Pick<Queries, 'run'>, userId: number): Promise<void> {
  await db.run(
    `INSERT INTO usuario_sessoes (usuario_id, versao_token) VALUES ($1, 1)
     ON CONFLICT (usuario_id) DO UPDATE SET versao_token = usuario_sessoes.versao_token + 1`,
    [userId],
  );
}

/** Ends one session (logout). Also forgets revoked tokens that have expired anyway, so the list stays small. */
export async function revokeToken(db: Pick<Queries, 'run'>, jti: string, expiresAtSeconds: number): Promise<void> {
  await db.run('DELETE FROM tokens_revogados WHERE expira_em < $1', [Math.floor(Date.now() / 1000)]);
  await db.run('INSERT INTO tokens_revogados (jti, expira_em) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING', [jti, expiresAtSeconds]);
}
