-- Public tracking by sender (spec 3 §2 'Simple tracking' /logistica/rastreamento/{hash}): the link a carrier gives
-- one sender (remetente) to follow its own notes. The hash is long and random (docs/rastreamento.md); it sees only
-- the NF-es of that carrier's company sent by that sender.
CREATE TABLE links_rastreamento_remetente (
  id                 INTEGER PRIMARY KEY,
  empresa_id         INTEGER NOT NULL REFERENCES empresas (id),
  transportadora_id  INTEGER NOT NULL REFERENCES transportadoras (id),
  remetente_id       INTEGER NOT NULL REFERENCES clientes (id),
  hash               VARCHAR NOT NULL UNIQUE
);
