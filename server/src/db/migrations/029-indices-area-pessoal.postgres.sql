-- PostgreSQL only (DuckDB keeps no non-unique index: docs/duckdb-index-bug.md): the personal workspace's reads are
-- always one user's rows in one company (029-area-pessoal.sql), so on an instance with many users they use these
-- instead of reading the whole table. The file name sorts after 029-area-pessoal.sql, which creates the tables.
CREATE INDEX IF NOT EXISTS favoritos_usuario_dono ON favoritos_usuario (usuario_id, empresa_id);
CREATE INDEX IF NOT EXISTS recentes_usuario_dono ON recentes_usuario (usuario_id, empresa_id);
CREATE INDEX IF NOT EXISTS visoes_usuario_dono ON visoes_usuario (usuario_id, empresa_id, codigo_tela);
