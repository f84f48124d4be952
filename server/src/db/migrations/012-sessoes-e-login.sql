-- Session revocation and sign-in limits (server/src/auth/sessions.ts, loginLimits.ts). Kept in the
-- database, not in memory, so they hold across restarts and across API instances sharing it.

-- Raising a user's versao_token revokes every token issued before (password change, `npm run admin`).
-- No row = version 0.
CREATE TABLE usuario_sessoes (
  usuario_id    INTEGER PRIMARY KEY,
  versao_token  INTEGER NOT NULL
);

-- Tokens ended by POST /api/logout, by their random id, until they would have expired anyway.
CREATE TABLE tokens_revogados (
  jti        VARCHAR PRIMARY KEY,
  expira_em  BIGINT NOT NULL
);

-- Failed sign-ins, one row per failure and key ('conta:<e-mail>' or 'endereco:<ip>'), in epoch ms.
CREATE TABLE tentativas_login (
  chave        VARCHAR NOT NULL,
  instante_ms  BIGINT NOT NULL
);
-- Its index (chave, instante_ms) is in 025-indices-secundarios.postgres.sql: no non-unique index on DuckDB
-- (docs/duckdb-index-bug.md).
