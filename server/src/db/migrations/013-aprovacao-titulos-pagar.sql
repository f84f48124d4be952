-- Who approved or disapproved a payable title, and when (01.74.1370, spec 3). One row per change that
-- happened: a refused request (already approved, not subject to approval, ...) writes nothing. The
-- sequence gives ids on both engines and across API instances sharing one PostgreSQL.
-- No FOREIGN KEY to titulos_pagar/usuarios: DuckDB refuses to UPDATE a row that a foreign key references
-- (its update is a delete + insert in the index), which would break the very approval that wrote the row.
-- The handler writes ids it has just read in the same transaction.
CREATE SEQUENCE aprovacoes_titulos_pagar_seq;
CREATE TABLE aprovacoes_titulos_pagar (
  id               INTEGER PRIMARY KEY DEFAULT nextval('aprovacoes_titulos_pagar_seq'),
  empresa_id       INTEGER NOT NULL,
  titulo_pagar_id  INTEGER NOT NULL,
  acao             VARCHAR(1) NOT NULL CHECK (acao IN ('A', 'D')),   -- A aprovou, D desaprovou
  usuario_id       INTEGER NOT NULL,
  data_hora        TIMESTAMP NOT NULL                                -- UTC instant of the change
);
-- Its index by title is in 025-indices-secundarios.postgres.sql: no non-unique index on DuckDB (docs/duckdb-index-bug.md).
