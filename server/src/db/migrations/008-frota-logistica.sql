-- Fleet, logistics, cargo monitoring and public tracking (spec 3), plus module-2 freight billing (spec 2).
--
-- Derivations (tests check them):
--  * freight billing = CT-e (ctes.valor_total); ordens_carregamento.valor_frete = sum of its CT-es; own fleet vs
--    third parties by veiculos.proprio; third-party gross profit = valor_frete - valor_frete_terceiro;
--  * km with load / empty = ordens_carregamento.km_operacao by tipo_ordem ('N' com carga, 'V' deslocamento vazio);
--  * fuel averages = (fichas_acerto.km_final - km_inicial) / sum(abastecimentos.quantidade) of the sheet;
--  * document proof status from comprovantes; delivery counts from documents; tracking occurrences from deliveries.

CREATE TABLE justificativas_atraso (
  id         INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO justificativas_atraso VALUES
  (1, 'Trânsito intenso'), (2, 'Problema mecânico'), (3, 'Aguardando descarga'), (4, 'Condições climáticas'),
  (5, 'Fiscalização'), (6, 'Cliente fechado');

-- Loading / freight orders (ordens de carregamento).
CREATE TABLE ordens_carregamento (
  id                         INTEGER PRIMARY KEY,
  empresa_id                 INTEGER NOT NULL REFERENCES empresas (id),
  filial_id                  INTEGER NOT NULL REFERENCES filiais (id),
  nro_ordem                  INTEGER NOT NULL,
  data_emissao               TIMESTAMP NOT NULL,
  tipo_ordem                 VARCHAR(1) NOT NULL CHECK (tipo_ordem IN ('N', 'V')),  -- N com carga, V deslocamento vazio
  veiculo_id                 INTEGER NOT NULL REFERENCES veiculos (id),   -- tractor / truck
  reboque_id                 INTEGER REFERENCES veiculos (id),
  motorista_id               INTEGER NOT NULL REFERENCES motoristas (id),
  expedidor_id               INTEGER NOT NULL REFERENCES clientes (id),
  recebedor_id               INTEGER NOT NULL REFERENCES clientes (id),
  municipio_origem_id        INTEGER NOT NULL REFERENCES municipios (id),
  municipio_destino_id       INTEGER NOT NULL REFERENCES municipios (id),
  km_operacao                DECIMAL(15,1) NOT NULL,
  peso_bruto                 DECIMAL(15,3) NOT NULL,         -- kg; 0 on empty travel
  valor_frete                DECIMAL(15,2) NOT NULL,         -- sum of its CT-es
  valor_frete_terceiro       DECIMAL(15,2) NOT NULL,         -- paid to the third-party carrier (0 for own fleet)
  data_programada_entrega    TIMESTAMP NOT NULL,
  data_prev_entrega_parcial  TIMESTAMP,
  data_finalizacao           TIMESTAMP,
  situacao                   VARCHAR NOT NULL CHECK (situacao IN ('Programada', 'Em andamento', 'Finalizada', 'Cancelada')),
  justificativa_atraso_id    INTEGER REFERENCES justificativas_atraso (id)
);

-- Settlement sheets (fichas de acerto) of a vehicle and driver over a period: the odometer span.
CREATE TABLE fichas_acerto (
  id            INTEGER PRIMARY KEY,
  empresa_id    INTEGER NOT NULL REFERENCES empresas (id),
  nro_ficha     INTEGER NOT NULL,
  veiculo_id    INTEGER NOT NULL REFERENCES veiculos (id),
  motorista_id  INTEGER NOT NULL REFERENCES motoristas (id),
  data_emissao  DATE NOT NULL,
  km_inicial    DECIMAL(15,1) NOT NULL,
  km_final      DECIMAL(15,1) NOT NULL
);

-- Fuel records. fornecedor_id is a fuel station (fornecedores.posto_combustivel = 'S').
CREATE TABLE abastecimentos (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  ficha_acerto_id  INTEGER NOT NULL REFERENCES fichas_acerto (id),
  veiculo_id       INTEGER NOT NULL REFERENCES veiculos (id),
  motorista_id     INTEGER NOT NULL REFERENCES motoristas (id),
  fornecedor_id    INTEGER NOT NULL REFERENCES fornecedores (id),
  data_emissao     DATE NOT NULL,
  combustivel      VARCHAR NOT NULL CHECK (combustivel IN ('DIESEL', 'ARLA')),
  quantidade       DECIMAL(15,3) NOT NULL,    -- litres
  vlr_unitario     DECIMAL(15,3) NOT NULL,
  valor            DECIMAL(15,2) NOT NULL,    -- round(quantidade × vlr_unitario, 2)
  km_hodometro     DECIMAL(15,1) NOT NULL
);

-- Current position and route situation of each vehicle (one row per vehicle; latitude NULL = no position).
CREATE TABLE posicoes_veiculos (
  veiculo_id               INTEGER PRIMARY KEY REFERENCES veiculos (id),
  empresa_id               INTEGER NOT NULL REFERENCES empresas (id),
  latitude                 DOUBLE PRECISION,
  longitude                DOUBLE PRECISION,
  dt_hr_posicao            TIMESTAMP,
  localizacao_atual        VARCHAR,
  -- 'Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado' (in operation); 'Andando sem Operação', 'Ocioso'
  situacao_veiculo         VARCHAR NOT NULL CHECK (situacao_veiculo IN
                             ('Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado', 'Andando sem Operação', 'Ocioso')),
  sit_rota                 INTEGER NOT NULL CHECK (sit_rota BETWEEN 0 AND 4),
  ordem_carregamento_id    INTEGER REFERENCES ordens_carregamento (id),
  dt_ultima_operacao       TIMESTAMP           -- segundos_sem_op = business now - this
);

-- Planned route of a loading order: Google encoded polyline plus labelled markers.
CREATE TABLE rotas_planejadas (
  ordem_carregamento_id  INTEGER PRIMARY KEY REFERENCES ordens_carregamento (id),
  empresa_id             INTEGER NOT NULL REFERENCES empresas (id),
  polyline               VARCHAR NOT NULL
);

CREATE TABLE rota_marcadores (
  id                     INTEGER PRIMARY KEY,
  empresa_id             INTEGER NOT NULL REFERENCES empresas (id),
  ordem_carregamento_id  INTEGER NOT NULL REFERENCES ordens_carregamento (id),
  sequencia              INTEGER NOT NULL,
  latitude               DOUBLE PRECISION NOT NULL,
  longitude              DOUBLE PRECISION NOT NULL,
  label                  VARCHAR NOT NULL
);

-- Trips tracked by the driver app (copiloto).
CREATE TABLE viagens (
  id                       INTEGER PRIMARY KEY,
  empresa_id               INTEGER NOT NULL REFERENCES empresas (id),
  filial_id                INTEGER NOT NULL REFERENCES filiais (id),
  ordem_carregamento_id    INTEGER NOT NULL REFERENCES ordens_carregamento (id),
  veiculo_id               INTEGER NOT NULL REFERENCES veiculos (id),
  motorista_id             INTEGER NOT NULL REFERENCES motoristas (id),
  remetente_id             INTEGER NOT NULL REFERENCES clientes (id),
  status                   VARCHAR NOT NULL CHECK (status IN ('IN_PROGRESS', 'FINISHED')),
  data_hora_carregado      TIMESTAMP NOT NULL,
  dt_viagem_finalizada     TIMESTAMP,
  versao_app               VARCHAR,
  peso_bruto               DECIMAL(15,3) NOT NULL,
  data_ultima_localizacao  TIMESTAMP,
  ultima_latitude          DOUBLE PRECISION,
  ultima_longitude         DOUBLE PRECISION
);

CREATE TABLE entregas (
  id                 INTEGER PRIMARY KEY,
  empresa_id         INTEGER NOT NULL REFERENCES empresas (id),
  viagem_id          INTEGER NOT NULL REFERENCES viagens (id),
  sequencia          INTEGER NOT NULL,
  recebedor_id       INTEGER NOT NULL REFERENCES clientes (id),
  expedidor_id       INTEGER NOT NULL REFERENCES clientes (id),
  tipo_comprovacao   VARCHAR(3) NOT NULL CHECK (tipo_comprovacao IN ('NFE', 'CTE')),
  data_entrega       TIMESTAMP
);

-- CT-e: freight invoices (module-2 billing) and transport documents of deliveries.
CREATE TABLE ctes (
  id                     INTEGER PRIMARY KEY,
  empresa_id             INTEGER NOT NULL REFERENCES empresas (id),
  filial_id              INTEGER NOT NULL REFERENCES filiais (id),
  ordem_carregamento_id  INTEGER NOT NULL REFERENCES ordens_carregamento (id),
  entrega_id             INTEGER REFERENCES entregas (id),
  tomador_id             INTEGER NOT NULL REFERENCES clientes (id),   -- who pays the freight (ABC customer)
  remetente_id           INTEGER NOT NULL REFERENCES clientes (id),
  destinatario_id        INTEGER NOT NULL REFERENCES clientes (id),
  numero                 INTEGER NOT NULL,
  serie                  VARCHAR NOT NULL,
  chave_acesso           VARCHAR(44) NOT NULL,
  data_emissao           DATE NOT NULL,
  tipo_cte               VARCHAR(1) NOT NULL CHECK (tipo_cte IN ('N', 'R')),  -- N normal, R reentrega
  peso_bruto             DECIMAL(15,3) NOT NULL,
  valor_frete            DECIMAL(15,2) NOT NULL,
  valor_pedagio          DECIMAL(15,2) NOT NULL,
  valor_icms             DECIMAL(15,2) NOT NULL,
  valor_total            DECIMAL(15,2) NOT NULL,     -- valor_frete + valor_pedagio
  status_comprovacao     VARCHAR NOT NULL CHECK (status_comprovacao IN
                           ('COMPROVADO', 'EM_ANALISE', 'COMPROVADO_ERRO', 'PARCIAL', 'PENDENTE'))
);

-- Carriers' public tracking identity: /logistica/rastreamento-transportadora/{hash}.
CREATE TABLE transportadoras (
  id             INTEGER PRIMARY KEY,
  empresa_id     INTEGER NOT NULL UNIQUE REFERENCES empresas (id),
  razao_social   VARCHAR NOT NULL,
  nome_fantasia  VARCHAR NOT NULL,
  cnpj           VARCHAR(14) NOT NULL,
  hash           VARCHAR NOT NULL UNIQUE
);

-- Customers' NF-e carried under a CT-e and delivered in an entrega; hash = public tracking link of the note.
CREATE TABLE nfes_transportadas (
  id                  INTEGER PRIMARY KEY,
  empresa_id          INTEGER NOT NULL REFERENCES empresas (id),
  cte_id              INTEGER NOT NULL REFERENCES ctes (id),
  entrega_id          INTEGER NOT NULL REFERENCES entregas (id),
  remetente_id        INTEGER NOT NULL REFERENCES clientes (id),
  destinatario_id     INTEGER NOT NULL REFERENCES clientes (id),
  numero_nota         INTEGER NOT NULL,
  serie_nota          VARCHAR NOT NULL,
  nro_pedido          VARCHAR,
  chave_acesso        VARCHAR(44) NOT NULL,
  data_emissao        DATE NOT NULL,
  peso_bruto          DECIMAL(15,3) NOT NULL,
  valor_nota          DECIMAL(15,2) NOT NULL,
  status_comprovacao  VARCHAR NOT NULL CHECK (status_comprovacao IN
                        ('COMPROVADO', 'EM_ANALISE', 'COMPROVADO_ERRO', 'PARCIAL', 'PENDENTE')),
  hash                VARCHAR NOT NULL UNIQUE
);

-- Delivery proofs (photos) of a CT-e or an NF-e. Document status rule: no proof → PENDENTE; latest proof
-- analise 'APROVADO' → COMPROVADO, 'EM_ANALISE' → EM_ANALISE, 'REPROVADO' → COMPROVADO_ERRO; a CT-e without own
-- proof is COMPROVADO when all its NF-es are, PARCIAL when some are.
CREATE TABLE comprovantes (
  id                     INTEGER PRIMARY KEY,
  empresa_id             INTEGER NOT NULL REFERENCES empresas (id),
  cte_id                 INTEGER REFERENCES ctes (id),
  nfe_transportada_id    INTEGER REFERENCES nfes_transportadas (id),
  nome_arquivo           VARCHAR NOT NULL,
  data_hora_fotografada  TIMESTAMP NOT NULL,
  latitude               DOUBLE PRECISION,
  longitude              DOUBLE PRECISION,
  avarias                VARCHAR NOT NULL CHECK (avarias IN ('SEM_AVARIAS', 'AVARIAS_PARCIAL', 'AVARIAS_TOTAL')),
  documento_recebedor    VARCHAR,
  nome_recebedor         VARCHAR,
  observacao             VARCHAR,
  analise                VARCHAR NOT NULL CHECK (analise IN ('APROVADO', 'EM_ANALISE', 'REPROVADO')),
  CHECK ((cte_id IS NULL) <> (nfe_transportada_id IS NULL))
);

CREATE TABLE tipos_ocorrencia (
  codigo     INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO tipos_ocorrencia VALUES
  (1, 'Nota fiscal recebida pela transportadora'), (2, 'Mercadoria coletada'), (3, 'Em trânsito'),
  (4, 'Chegada na unidade de destino'), (5, 'Saiu para entrega'), (6, 'Entrega realizada'),
  (7, 'Entrega realizada com avarias');

-- Tracking occurrences of a transported NF-e (timeline of the public pages).
CREATE TABLE ocorrencias_rastreamento (
  id                   INTEGER PRIMARY KEY,
  empresa_id           INTEGER NOT NULL REFERENCES empresas (id),
  nfe_transportada_id  INTEGER NOT NULL REFERENCES nfes_transportadas (id),
  codigo               INTEGER NOT NULL REFERENCES tipos_ocorrencia (codigo),
  data_hora            TIMESTAMP NOT NULL
);

-- Registrations with missing data, by category (spec 1 §2.10 'Cadastros Pendentes de' + category):
-- 'motorista', 'outros_veiculos', 'veiculos_tracao', 'operacao_vazio', 'operacoes_normais'.
CREATE TABLE cadastros_pendentes (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  categoria        VARCHAR NOT NULL CHECK (categoria IN
                     ('motorista', 'outros_veiculos', 'veiculos_tracao', 'operacao_vazio', 'operacoes_normais')),
  codigo_registro  VARCHAR NOT NULL,   -- driver id, plate or order number
  descricao        VARCHAR NOT NULL,
  pendencia        VARCHAR NOT NULL,   -- what is missing
  data_cadastro    DATE NOT NULL,
  motorista_id     INTEGER REFERENCES motoristas (id),
  veiculo_id       INTEGER REFERENCES veiculos (id),
  ordem_carregamento_id INTEGER REFERENCES ordens_carregamento (id)
);
