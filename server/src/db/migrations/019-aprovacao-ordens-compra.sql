-- Who approved a purchase order, and when (01.75.1367, spec 2 §2/§4). One row per approval that happened: a
-- refused request (already approved, not subject to approval, not open) writes nothing. No FOREIGN KEY to
-- ordens_compra/usuarios for the reason migration 013 gives (DuckDB refuses to UPDATE a referenced row).
-- Purchase quotations (01.75.1365): when a supplier finished a quotation through its public link is
-- orcamentos_compra.data_resposta; each save of prices is not audited (the supplier has no account).
-- Its index by order: 025-indices-secundarios.postgres.sql (PostgreSQL only, docs/duckdb-index-bug.md).
CREATE SEQUENCE aprovacoes_ordens_compra_seq;
CREATE TABLE aprovacoes_ordens_compra (
  id               INTEGER PRIMARY KEY DEFAULT nextval('aprovacoes_ordens_compra_seq'),
  empresa_id       INTEGER NOT NULL,
  ordem_compra_id  INTEGER NOT NULL,
  usuario_id       INTEGER NOT NULL,
  data_hora        TIMESTAMP NOT NULL                                -- UTC instant of the approval
);

-- The item tables lose their FOREIGN KEY to the header: DuckDB refuses any UPDATE of a row another table's foreign
-- key references ('still referenced by a foreign key'), and approving an order / saving a quotation updates the
-- header (aprovado, situacao, cond_pagto). DuckDB has no ALTER TABLE … DROP CONSTRAINT, so each table is rebuilt
-- (same columns, rows copied) — statements both engines run unchanged. The writes check the header themselves,
-- in the same transaction. An index on the header id replaces the one the foreign key gave, on PostgreSQL only
-- (025-indices-secundarios.postgres.sql; DuckDB keeps no non-unique index: docs/duckdb-index-bug.md).
CREATE TABLE ordens_compra_itens_019 (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  ordem_compra_id  INTEGER NOT NULL,
  nro_item         INTEGER NOT NULL,
  produto_id       INTEGER NOT NULL REFERENCES produtos (id),
  servico          VARCHAR(1) NOT NULL DEFAULT 'N',
  quantidade       DECIMAL(15,3) NOT NULL,
  valor_unitario   DECIMAL(15,2) NOT NULL,
  valor_produto    DECIMAL(15,2) NOT NULL,
  valor_ipi        DECIMAL(15,2) NOT NULL,
  valor_frete      DECIMAL(15,2) NOT NULL,
  valor_icms_st    DECIMAL(15,2) NOT NULL,
  valor_desconto   DECIMAL(15,2) NOT NULL,
  valor_total      DECIMAL(15,2) NOT NULL
);
INSERT INTO ordens_compra_itens_019 SELECT * FROM ordens_compra_itens;
DROP TABLE ordens_compra_itens;
ALTER TABLE ordens_compra_itens_019 RENAME TO ordens_compra_itens;

CREATE TABLE orcamentos_compra_itens_019 (
  id                  INTEGER PRIMARY KEY,
  empresa_id          INTEGER NOT NULL REFERENCES empresas (id),
  orcamento_compra_id INTEGER NOT NULL,
  nro_item            INTEGER NOT NULL,
  produto_id          INTEGER NOT NULL REFERENCES produtos (id),
  qtdade              DECIMAL(15,3) NOT NULL,
  vlr_unit            DECIMAL(15,2) NOT NULL DEFAULT 0,
  vlr_frete           DECIMAL(15,2) NOT NULL DEFAULT 0,
  vlr_st              DECIMAL(15,2) NOT NULL DEFAULT 0,
  perc_ipi            DECIMAL(5,2) NOT NULL DEFAULT 0,
  vlr_desconto        DECIMAL(15,2) NOT NULL DEFAULT 0,
  vlr_produtos        DECIMAL(15,2) NOT NULL DEFAULT 0,
  vlr_total_do_ipi    DECIMAL(15,2) NOT NULL DEFAULT 0,
  vlr_total           DECIMAL(15,2) NOT NULL DEFAULT 0
);
INSERT INTO orcamentos_compra_itens_019 SELECT * FROM orcamentos_compra_itens;
DROP TABLE orcamentos_compra_itens;
ALTER TABLE orcamentos_compra_itens_019 RENAME TO orcamentos_compra_itens;
