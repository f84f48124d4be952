-- Every save of prices through a quotation's public link (01.75.1365), not only the one that finishes it: when
-- (UTC instant), from which address, which quotation (its id, never the token itself: the audit must not copy the
-- secret of a link that may still be open) and the values before and after, as JSON text
-- `{ "cond_pagto": …, "itens": [{ "nro_item", "vlr_unit", "vlr_frete", "vlr_st", "perc_ipi", "vlr_desconto" }] }`
-- (only the items the save carried). The supplier has no account, so the address is the only "who".
-- One row per save that was answered 200; a refused save (400, 404, 409) writes nothing. No FOREIGN KEY for the
-- reason migration 013 gives; no secondary index on DuckDB (DESIGN.md): the table is read by hand, rarely.
CREATE SEQUENCE gravacoes_orcamentos_compra_seq;
CREATE TABLE gravacoes_orcamentos_compra (
  id                   INTEGER PRIMARY KEY DEFAULT nextval('gravacoes_orcamentos_compra_seq'),
  empresa_id           INTEGER NOT NULL,
  orcamento_compra_id  INTEGER NOT NULL,
  data_hora            TIMESTAMP NOT NULL,
  endereco             VARCHAR(64) NOT NULL,
  finalizou            VARCHAR(1) NOT NULL DEFAULT 'N',
  valores_anteriores   TEXT NOT NULL,
  valores_novos        TEXT NOT NULL
);
