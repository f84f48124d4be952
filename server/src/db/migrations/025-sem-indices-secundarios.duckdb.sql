-- DuckDB only: a database migrated before this file has non-unique indexes from migrations 012, 013 and 019. DuckDB
-- 1.5.5/1.5.6 loses the entries of WAL-replayed rows from them (kill -9, start, clean stop, start: a lookup by
-- the indexed column finds none of those rows; docs/duckdb-index-bug.md), so they go. Columnar scans serve these
-- small lookups; PostgreSQL keeps them (025-indices-secundarios.postgres.sql).
DROP INDEX IF EXISTS tentativas_login_chave;
DROP INDEX IF EXISTS aprovacoes_titulos_pagar_titulo;
DROP INDEX IF EXISTS aprovacoes_ordens_compra_ordem;
DROP INDEX IF EXISTS ordens_compra_itens_ordem;
DROP INDEX IF EXISTS orcamentos_compra_itens_orcamento;
