-- Billing: sales invoices (NF-e de saída) and their items, and monthly/daily goals (spec 2 Dashboard Faturamento,
-- Curvas ABC). Module-2 freight billing is the CT-e table of 008 (one CT-e = one freight invoice).
--
-- Totals derive from lines: notas_saida.valor_produtos = sum(itens.valor_bruto), valor_desconto, valor_acrescimo,
-- valor_devolvido and quantities likewise; valor_total = valor_produtos - valor_desconto + valor_acrescimo.
-- Net sales of a line = valor_bruto - valor_desconto + valor_acrescimo - valor_devolvido (the ABC "vlr_total_liquido").
-- Returns are recorded on the returned line (quantidade_devolvida, valor_devolvido, data_devolucao), as the ERP's
-- return invoice updates the original item.

CREATE TABLE notas_saida (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  filial_id        INTEGER NOT NULL REFERENCES filiais (id),
  cliente_id       INTEGER NOT NULL REFERENCES clientes (id),
  vendedor_id      INTEGER NOT NULL REFERENCES vendedores (id),
  numero           INTEGER NOT NULL,
  serie            VARCHAR NOT NULL,
  chave_acesso     VARCHAR(44) NOT NULL,
  data_emissao     DATE NOT NULL,
  natureza_operacao VARCHAR NOT NULL,
  situacao         VARCHAR(1) NOT NULL DEFAULT 'A' CHECK (situacao IN ('A', 'C')),  -- A autorizada, C cancelada
  quantidade_itens INTEGER NOT NULL,
  valor_produtos   DECIMAL(15,2) NOT NULL,
  valor_desconto   DECIMAL(15,2) NOT NULL,
  valor_acrescimo  DECIMAL(15,2) NOT NULL,
  valor_total      DECIMAL(15,2) NOT NULL,
  valor_devolvido  DECIMAL(15,2) NOT NULL,
  peso_bruto       DECIMAL(15,3) NOT NULL
);

CREATE TABLE notas_saida_itens (
  id                    INTEGER PRIMARY KEY,
  empresa_id            INTEGER NOT NULL REFERENCES empresas (id),
  nota_saida_id         INTEGER NOT NULL REFERENCES notas_saida (id),
  nro_item              INTEGER NOT NULL,
  produto_id            INTEGER NOT NULL REFERENCES produtos (id),
  quantidade            DECIMAL(15,3) NOT NULL,
  valor_unitario        DECIMAL(15,2) NOT NULL,
  valor_bruto           DECIMAL(15,2) NOT NULL,   -- quantidade × valor_unitario
  valor_desconto        DECIMAL(15,2) NOT NULL,
  valor_acrescimo       DECIMAL(15,2) NOT NULL,
  quantidade_devolvida  DECIMAL(15,3) NOT NULL,
  valor_devolvido       DECIMAL(15,2) NOT NULL,
  data_devolucao        DATE
);

-- Monthly goals per company (filial_id and vendedor_id NULL), per branch (filial_id set) and per seller
-- (vendedor_id set). Seller goals of a month add up to the company goal.
CREATE TABLE metas_mensais (
  id           INTEGER PRIMARY KEY,
  empresa_id   INTEGER NOT NULL REFERENCES empresas (id),
  filial_id    INTEGER REFERENCES filiais (id),
  vendedor_id  INTEGER REFERENCES vendedores (id),
  ano          INTEGER NOT NULL,
  mes          INTEGER NOT NULL CHECK (mes BETWEEN 1 AND 12),
  valor_meta   DECIMAL(15,2) NOT NULL
);

-- Daily goals (same scoping). The daily goals of a month add up to its monthly goal; Sundays get none.
CREATE TABLE metas_diarias (
  id           INTEGER PRIMARY KEY,
  empresa_id   INTEGER NOT NULL REFERENCES empresas (id),
  filial_id    INTEGER REFERENCES filiais (id),
  vendedor_id  INTEGER REFERENCES vendedores (id),
  data         DATE NOT NULL,
  valor_meta   DECIMAL(15,2) NOT NULL
);
