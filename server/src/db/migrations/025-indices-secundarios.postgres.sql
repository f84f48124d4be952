-- PostgreSQL only: the non-unique indexes that migrations 012, 013 and 019 created on both engines until DuckDB was
-- found to lose the entries of WAL-replayed rows from such indexes (docs/duckdb-index-bug.md). IF NOT EXISTS: a
-- database migrated before this file already has them. A new non-unique index goes in a file like this one.
CREATE INDEX IF NOT EXISTS tentativas_login_chave ON tentativas_login (chave, instante_ms);
CREATE INDEX IF NOT EXISTS aprovacoes_titulos_pagar_titulo ON aprovacoes_titulos_pagar (titulo_pagar_id);
CREATE INDEX IF NOT EXISTS aprovacoes_ordens_compra_ordem ON aprovacoes_ordens_compra (ordem_compra_id);
CREATE INDEX IF NOT EXISTS ordens_compra_itens_ordem ON ordens_compra_itens (ordem_compra_id);
CREATE INDEX IF NOT EXISTS orcamentos_compra_itens_orcamento ON orcamentos_compra_itens (orcamento_compra_id);
