-- Master data shared by every area of the ERP (spec 1 §3, spec 2 §3, spec 3 §3).
-- Conventions (docs/data-model.md):
--  * every ERP table carries empresa_id; national reference tables (municipios, grupos_dre, ...) do not;
--  * surrogate INTEGER keys unique across companies, so one key identifies a row without its company;
--  * money is DECIMAL(15,2) (exact: header totals equal the sum of their lines to the cent, and DuckDB sums
--    DECIMAL as 64-bit integers, as fast as DOUBLE); quantities DECIMAL(15,3); unit prices of fuel DECIMAL(15,3);
--  * flags are 'S'/'N' as the ERP (and the API) spell them.

-- IBGE municipalities with their UF and coordinates (reference data, not per company).
CREATE TABLE municipios (
  id         INTEGER PRIMARY KEY,          -- IBGE code
  nome       VARCHAR NOT NULL,
  uf         VARCHAR(2) NOT NULL,
  latitude   DOUBLE PRECISION NOT NULL,
  longitude  DOUBLE PRECISION NOT NULL
);

-- Branches (filiais). For module-2 companies the DRE and billing "per company" are per branch.
CREATE TABLE filiais (
  id             INTEGER PRIMARY KEY,
  empresa_id     INTEGER NOT NULL REFERENCES empresas (id),
  nome_fantasia  VARCHAR NOT NULL,
  razao_social   VARCHAR NOT NULL,
  cnpj           VARCHAR(14) NOT NULL,
  municipio_id   INTEGER NOT NULL REFERENCES municipios (id),
  endereco       VARCHAR NOT NULL
);

CREATE TABLE clientes (
  id             INTEGER PRIMARY KEY,
  empresa_id     INTEGER NOT NULL REFERENCES empresas (id),
  nome           VARCHAR NOT NULL,            -- razão social or person's name
  nome_fantasia  VARCHAR NOT NULL,
  tipo_pessoa    VARCHAR(1) NOT NULL CHECK (tipo_pessoa IN ('F', 'J')),
  cpf_cnpj       VARCHAR(14) NOT NULL,        -- digits only, 11 (CPF) or 14 (CNPJ)
  municipio_id   INTEGER NOT NULL REFERENCES municipios (id),
  endereco       VARCHAR NOT NULL,
  numero         VARCHAR NOT NULL,
  bairro         VARCHAR NOT NULL,
  cep            VARCHAR(8) NOT NULL,
  telefone       VARCHAR,
  email          VARCHAR,
  data_cadastro  DATE NOT NULL
);

CREATE TABLE fornecedores (
  id                 INTEGER PRIMARY KEY,
  empresa_id         INTEGER NOT NULL REFERENCES empresas (id),
  nome               VARCHAR NOT NULL,
  nome_fantasia      VARCHAR NOT NULL,
  tipo_pessoa        VARCHAR(1) NOT NULL CHECK (tipo_pessoa IN ('F', 'J')),
  cpf_cnpj           VARCHAR(14) NOT NULL,
  inscricao_estadual VARCHAR,
  municipio_id       INTEGER NOT NULL REFERENCES municipios (id),
  endereco           VARCHAR NOT NULL,
  numero             VARCHAR NOT NULL,
  bairro             VARCHAR NOT NULL,
  cep                VARCHAR(8) NOT NULL,
  telefone           VARCHAR,
  email              VARCHAR,
  -- 'S' = fuel station (posto): the fuel price and litres-by-station reports list these
  posto_combustivel  VARCHAR(1) NOT NULL DEFAULT 'N' CHECK (posto_combustivel IN ('S', 'N'))
);

-- Sellers and representatives (vendedores); "representante" in the ABC curve is the invoice's seller.
CREATE TABLE vendedores (
  id          INTEGER PRIMARY KEY,
  empresa_id  INTEGER NOT NULL REFERENCES empresas (id),
  nome        VARCHAR NOT NULL,
  cpf         VARCHAR(11) NOT NULL,
  tipo        VARCHAR(1) NOT NULL CHECK (tipo IN ('V', 'R')),  -- V internal seller, R external representative
  filial_id   INTEGER NOT NULL REFERENCES filiais (id),
  ativo       VARCHAR(1) NOT NULL DEFAULT 'S'
);

-- Product types; codigo is the two-digit ERP code ('04' = produto acabado is the picker's default).
CREATE TABLE tipos_produto (
  id          INTEGER PRIMARY KEY,
  empresa_id  INTEGER NOT NULL REFERENCES empresas (id),
  codigo      VARCHAR(2) NOT NULL,
  descricao   VARCHAR NOT NULL,
  UNIQUE (empresa_id, codigo)
);

CREATE TABLE produtos (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  tipo_produto_id  INTEGER NOT NULL REFERENCES tipos_produto (id),
  descricao        VARCHAR NOT NULL,
  unidade_medida   VARCHAR(6) NOT NULL,
  codigo_barra     VARCHAR(13),
  ref_prod         VARCHAR,
  ncm              VARCHAR(8) NOT NULL,
  preco_venda      DECIMAL(15,2) NOT NULL,
  custo            DECIMAL(15,2) NOT NULL,
  peso_kg          DECIMAL(15,3) NOT NULL
);

CREATE TABLE centros_custo (
  id          INTEGER PRIMARY KEY,
  empresa_id  INTEGER NOT NULL REFERENCES empresas (id),
  codigo      VARCHAR NOT NULL,
  descricao   VARCHAR NOT NULL
);

-- DRE groups (spec 2 §9): 1 Receitas, 2 Custos, 3 Despesas.
CREATE TABLE grupos_dre (
  id         INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO grupos_dre VALUES (1, 'Receitas'), (2, 'Custos'), (3, 'Despesas');

-- Chart of accounts. Analytic accounts (analitica = 'S') receive postings; grupo_dre places them in the DRE.
CREATE TABLE plano_contas (
  id            INTEGER PRIMARY KEY,
  empresa_id    INTEGER NOT NULL REFERENCES empresas (id),
  codigo        VARCHAR NOT NULL,          -- e.g. '3.1.02'
  descricao     VARCHAR NOT NULL,
  natureza      VARCHAR(1) NOT NULL CHECK (natureza IN ('R', 'D')),  -- R credit (revenue), D debit (cost/expense)
  grupo_dre_id  INTEGER REFERENCES grupos_dre (id),
  analitica     VARCHAR(1) NOT NULL DEFAULT 'S',
  UNIQUE (empresa_id, codigo)
);

-- ERP users of a company (not portal sign-ins). gestor_frota = 'S' marks fleet managers (spec 3 §3);
-- usuario_id links the ERP user to a portal user, so a signed-in manager is locked to their own code.
CREATE TABLE usuarios_erp (
  id            INTEGER PRIMARY KEY,
  empresa_id    INTEGER NOT NULL REFERENCES empresas (id),
  nome          VARCHAR NOT NULL,
  email         VARCHAR,
  gestor_frota  VARCHAR(1) NOT NULL DEFAULT 'N' CHECK (gestor_frota IN ('S', 'N')),
  usuario_id    INTEGER REFERENCES usuarios (id)
);

-- Per-company settings read by the API (maps key, current driver-app version, ...).
CREATE TABLE configuracoes (
  empresa_id  INTEGER NOT NULL REFERENCES empresas (id),
  chave       VARCHAR NOT NULL,
  valor       VARCHAR NOT NULL,
  PRIMARY KEY (empresa_id, chave)
);

-- Fleet master data lives here because finance (DRE postings per vehicle) and logistics both reference it.
CREATE TABLE tipos_rodado (
  id         INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO tipos_rodado VALUES
  (1, 'Toco'), (2, 'Truck'), (3, 'Cavalo 4x2'), (4, 'Cavalo 6x2'), (5, 'Cavalo 6x4'), (6, 'Carreta'), (7, 'Bitrem'), (8, 'Utilitário');

CREATE TABLE tipos_carroceria (
  id         INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO tipos_carroceria VALUES
  (1, 'Baú'), (2, 'Sider'), (3, 'Graneleiro'), (4, 'Frigorífico'), (5, 'Prancha'), (6, 'Tanque'), (7, 'Caçamba');

CREATE TABLE motoristas (
  id             INTEGER PRIMARY KEY,
  empresa_id     INTEGER NOT NULL REFERENCES empresas (id),
  nome           VARCHAR NOT NULL,
  cpf            VARCHAR(11) NOT NULL,
  cnh            VARCHAR(11) NOT NULL,
  categoria_cnh  VARCHAR(2) NOT NULL,
  validade_cnh   DATE NOT NULL,
  telefone       VARCHAR,
  municipio_id   INTEGER NOT NULL REFERENCES municipios (id),
  data_admissao  DATE NOT NULL
);

-- Vehicles (Mercosul plates). proprio = 'S' own fleet, 'N' third party (aggregated carrier).
-- tipo_veiculo: T tractor (cavalo), R trailer (reboque), O other (truck, toco, utilitário).
CREATE TABLE veiculos (
  id                    INTEGER PRIMARY KEY,
  empresa_id            INTEGER NOT NULL REFERENCES empresas (id),
  placa                 VARCHAR(7) NOT NULL UNIQUE,
  marca                 VARCHAR NOT NULL,
  modelo                VARCHAR NOT NULL,
  ano_fabricacao        INTEGER NOT NULL,
  ano_modelo            INTEGER NOT NULL,
  renavam               VARCHAR(11) NOT NULL,
  tipo_veiculo          VARCHAR(1) NOT NULL CHECK (tipo_veiculo IN ('T', 'R', 'O')),
  tipo_rodado_id        INTEGER NOT NULL REFERENCES tipos_rodado (id),
  tipo_carroceria_id    INTEGER REFERENCES tipos_carroceria (id),
  proprio               VARCHAR(1) NOT NULL CHECK (proprio IN ('S', 'N')),
  capacidade_carga      DECIMAL(15,3) NOT NULL,   -- kg
  media_diesel_esperada DECIMAL(15,3) NOT NULL,   -- km per litre expected for the model
  gestor_id             INTEGER REFERENCES usuarios_erp (id),
  motorista_id          INTEGER REFERENCES motoristas (id),  -- current driver
  filial_id             INTEGER REFERENCES filiais (id)
);
