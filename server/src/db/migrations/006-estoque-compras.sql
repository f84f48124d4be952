-- Purchasing (spec 2 Aprovação de ordens de compras, Digitação de preços de orçamento de compra).
-- Header values of a purchase order are the sums of its items (tests check it).

CREATE TABLE ordens_compra (
  id               INTEGER PRIMARY KEY,          -- nro_oc
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  filial_id        INTEGER NOT NULL REFERENCES filiais (id),
  fornecedor_id    INTEGER NOT NULL REFERENCES fornecedores (id),
  data_emissao     DATE NOT NULL,
  situacao         VARCHAR NOT NULL CHECK (situacao IN ('Aberta', 'Aprovada', 'Recebida', 'Cancelada')),
  usa_aprovacao    VARCHAR(1) NOT NULL CHECK (usa_aprovacao IN ('S', 'N')),
  aprovado         VARCHAR(1) NOT NULL CHECK (aprovado IN ('S', 'N')),
  data_aprovacao   TIMESTAMP,
  cond_pagto       VARCHAR,
  valor_produtos   DECIMAL(15,2) NOT NULL,
  valor_servicos   DECIMAL(15,2) NOT NULL,
  valor_ipi        DECIMAL(15,2) NOT NULL,
  valor_frete      DECIMAL(15,2) NOT NULL,
  valor_icms_st    DECIMAL(15,2) NOT NULL,
  valor_descontos  DECIMAL(15,2) NOT NULL,
  valor_total      DECIMAL(15,2) NOT NULL   -- produtos + serviços + ipi + frete + icms_st - descontos
);

CREATE TABLE ordens_compra_itens (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  ordem_compra_id  INTEGER NOT NULL REFERENCES ordens_compra (id),
  nro_item         INTEGER NOT NULL,
  produto_id       INTEGER NOT NULL REFERENCES produtos (id),
  servico          VARCHAR(1) NOT NULL DEFAULT 'N',  -- 'S': a service line (counts in valor_servicos)
  quantidade       DECIMAL(15,3) NOT NULL,
  valor_unitario   DECIMAL(15,2) NOT NULL,
  valor_produto    DECIMAL(15,2) NOT NULL,   -- quantidade × valor_unitario
  valor_ipi        DECIMAL(15,2) NOT NULL,
  valor_frete      DECIMAL(15,2) NOT NULL,
  valor_icms_st    DECIMAL(15,2) NOT NULL,
  valor_desconto   DECIMAL(15,2) NOT NULL,
  valor_total      DECIMAL(15,2) NOT NULL
);

-- Purchase quotations sent to a supplier, who fills prices through the public link /orcamento_compras/informar_precos/{token}.
CREATE TABLE orcamentos_compra (
  id              INTEGER PRIMARY KEY,
  empresa_id      INTEGER NOT NULL REFERENCES empresas (id),
  numero          INTEGER NOT NULL,
  fornecedor_id   INTEGER NOT NULL REFERENCES fornecedores (id),
  data_emissao    DATE NOT NULL,
  situacao        VARCHAR NOT NULL CHECK (situacao IN ('Aberto', 'Respondido', 'Finalizado', 'Cancelado')),
  finalidade      VARCHAR NOT NULL,
  cond_pagto      VARCHAR,
  token           VARCHAR NOT NULL UNIQUE,
  data_resposta   TIMESTAMP
);

-- Quotation items. Inputs: vlr_unit, vlr_frete, vlr_st, perc_ipi, vlr_desconto. Derived (spec 2 §5):
-- vlr_produtos = qtdade × vlr_unit + vlr_frete; vlr_total_do_ipi = (vlr_produtos − vlr_frete) × perc_ipi / 100;
-- vlr_total = vlr_produtos + vlr_st + vlr_total_do_ipi − vlr_desconto.
CREATE TABLE orcamentos_compra_itens (
  id                  INTEGER PRIMARY KEY,
  empresa_id          INTEGER NOT NULL REFERENCES empresas (id),
  orcamento_compra_id INTEGER NOT NULL REFERENCES orcamentos_compra (id),
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
