-- PostgreSQL only (DuckDB keeps no non-unique index: docs/duckdb-index-bug.md). The scheduler asks every minute for
-- the due subscriptions (not paused, proximo_envio passed); the routes read one user's in one company.
CREATE INDEX IF NOT EXISTS assinaturas_devidas ON assinaturas (proximo_envio) WHERE pausada = 'N';
CREATE INDEX IF NOT EXISTS assinaturas_dono ON assinaturas (usuario_id, empresa_id);
CREATE INDEX IF NOT EXISTS envios_assinaturas_assinatura ON envios_assinaturas (assinatura_id);
