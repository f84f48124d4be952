-- Equipment rental (spec 2 Equipment rental). The equipment's current situation/contract/shipment/site equal
-- those of its latest movement (tests check it). Situations: l locado, e estoque, m manutenção ('t' = total is
-- only a dashboard card, not a situation).

CREATE TABLE situacoes_equipamento (
  id         VARCHAR(1) PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO situacoes_equipamento VALUES ('l', 'Locado'), ('e', 'Estoque'), ('m', 'Manutenção');

CREATE TABLE grupos_equipamento (
  id          INTEGER PRIMARY KEY,
  empresa_id  INTEGER NOT NULL REFERENCES empresas (id),
  descricao   VARCHAR NOT NULL
);

-- Construction sites (obras) of rental customers.
CREATE TABLE obras (
  id            INTEGER PRIMARY KEY,
  empresa_id    INTEGER NOT NULL REFERENCES empresas (id),
  cliente_id    INTEGER NOT NULL REFERENCES clientes (id),
  descricao     VARCHAR NOT NULL,
  municipio_id  INTEGER NOT NULL REFERENCES municipios (id),
  endereco      VARCHAR NOT NULL
);

CREATE TABLE contratos_locacao (
  id            INTEGER PRIMARY KEY,
  empresa_id    INTEGER NOT NULL REFERENCES empresas (id),
  cliente_id    INTEGER NOT NULL REFERENCES clientes (id),
  obra_id       INTEGER NOT NULL REFERENCES obras (id),
  data_inicio   DATE NOT NULL,
  data_fim      DATE,
  situacao      VARCHAR NOT NULL CHECK (situacao IN ('Ativo', 'Encerrado')),
  valor_mensal  DECIMAL(15,2) NOT NULL
);

-- Shipments (remessas) of equipment under a contract.
CREATE TABLE remessas_locacao (
  id            INTEGER PRIMARY KEY,
  empresa_id    INTEGER NOT NULL REFERENCES empresas (id),
  contrato_id   INTEGER NOT NULL REFERENCES contratos_locacao (id),
  data_remessa  DATE NOT NULL,
  observacao    VARCHAR
);

CREATE TABLE equipamentos (
  id           INTEGER PRIMARY KEY,
  empresa_id   INTEGER NOT NULL REFERENCES empresas (id),
  grupo_id     INTEGER NOT NULL REFERENCES grupos_equipamento (id),
  descricao    VARCHAR NOT NULL,
  nro_lacre    VARCHAR,
  id_situacao  VARCHAR(1) NOT NULL REFERENCES situacoes_equipamento (id),
  contrato_id  INTEGER REFERENCES contratos_locacao (id),
  remessa_id   INTEGER REFERENCES remessas_locacao (id),
  obra_id      INTEGER REFERENCES obras (id)
);

CREATE TABLE movimentos_equipamento (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  equipamento_id   INTEGER NOT NULL REFERENCES equipamentos (id),
  dt_hr_movimento  TIMESTAMP NOT NULL,
  id_situacao      VARCHAR(1) NOT NULL REFERENCES situacoes_equipamento (id),
  contrato_id      INTEGER REFERENCES contratos_locacao (id),
  remessa_id       INTEGER REFERENCES remessas_locacao (id),
  obra_id          INTEGER REFERENCES obras (id),
  observacao       VARCHAR
);
