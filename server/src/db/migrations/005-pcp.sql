-- Production planning and control (spec 1 Painel Recursos / Ficha x Requisitado, spec 2 OP Situação / Apontamentos).
--
-- Derivations: ordem_producao_processos.qtdade_produziu = sum of its non-cancelled apontamentos.qtdade_produziu;
-- a process is finalizado 'S' when one of its appointments finished it. Technical-sheet quantity of a raw material
-- in an OP = fichas_tecnicas.quantidade × ordens_producao.quantidade; requisitioned = sum(requisicoes_materiais).

-- Resource situations: 0 Ocioso, 1 Produzindo, 2+ Parado (spec 1 §4).
CREATE TABLE situacoes_recurso (
  codigo     INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO situacoes_recurso VALUES
  (0, 'Ocioso'), (1, 'Produzindo'), (2, 'Parado - Manutenção'), (3, 'Parado - Falta de material'), (4, 'Parado - Setup');

CREATE TABLE operadores (
  id          INTEGER PRIMARY KEY,
  empresa_id  INTEGER NOT NULL REFERENCES empresas (id),
  nome        VARCHAR NOT NULL,
  cpf         VARCHAR(11) NOT NULL,
  valor_hora  DECIMAL(15,2) NOT NULL
);

CREATE TABLE processos (
  id                        INTEGER PRIMARY KEY,
  empresa_id                INTEGER NOT NULL REFERENCES empresas (id),
  descricao                 VARCHAR NOT NULL,
  tempo_padrao_unidade_seg  DECIMAL(15,3) NOT NULL   -- standard time per unit, seconds
);

CREATE TABLE ordens_producao (
  id                     INTEGER PRIMARY KEY,          -- the OP number (numero_op)
  empresa_id             INTEGER NOT NULL REFERENCES empresas (id),
  filial_id              INTEGER NOT NULL REFERENCES filiais (id),
  cliente_id             INTEGER NOT NULL REFERENCES clientes (id),
  produto_id             INTEGER NOT NULL REFERENCES produtos (id),   -- finished product
  numero_pedido          INTEGER,
  tipo                   VARCHAR NOT NULL,             -- 'Normal', 'Retrabalho', 'Estoque'
  situacao               VARCHAR NOT NULL CHECK (situacao IN
                           ('Aberta', 'Reservada', 'Requisitada', 'Iniciada', 'Apontada', 'Finalizada', 'Cancelada')),
  programada             VARCHAR(1) NOT NULL CHECK (programada IN ('S', 'N')),
  quantidade             DECIMAL(15,3) NOT NULL,
  data_abertura          DATE NOT NULL,
  data_previsao_entrega  DATE NOT NULL,
  data_conclusao         DATE                           -- set when Finalizada
);

-- Resources (machines, cells) with their current situation. data_situacao = since when; NULL with a stopped
-- situation means "always stopped" (tempo_na_situacao is reported negative: 'Sempre Parada').
CREATE TABLE recursos (
  id                       INTEGER PRIMARY KEY,
  empresa_id               INTEGER NOT NULL REFERENCES empresas (id),
  descricao                VARCHAR NOT NULL,
  terceirizado             VARCHAR(1) NOT NULL CHECK (terceirizado IN ('S', 'N')),
  codigo_situacao_recurso  INTEGER NOT NULL REFERENCES situacoes_recurso (codigo),
  data_situacao            TIMESTAMP,
  ordem_producao_id        INTEGER REFERENCES ordens_producao (id),  -- OP being produced (situation 1)
  processo_id              INTEGER REFERENCES processos (id),
  operador_id              INTEGER REFERENCES operadores (id),
  data_ocupado             TIMESTAMP                                 -- busy until (planned end of current work)
);

CREATE TABLE ordem_producao_processos (
  id                        INTEGER PRIMARY KEY,
  empresa_id                INTEGER NOT NULL REFERENCES empresas (id),
  ordem_producao_id         INTEGER NOT NULL REFERENCES ordens_producao (id),
  sequencia                 INTEGER NOT NULL,
  processo_id               INTEGER NOT NULL REFERENCES processos (id),
  recurso_id                INTEGER NOT NULL REFERENCES recursos (id),
  dt_hr_inicial             TIMESTAMP NOT NULL,
  dt_hr_prevista_entrega    TIMESTAMP NOT NULL,
  qtdade_produzir           DECIMAL(15,3) NOT NULL,
  qtdade_produziu           DECIMAL(15,3) NOT NULL,
  tempo_previsto_unidade_seg DECIMAL(15,3) NOT NULL,
  finalizado                VARCHAR(1) NOT NULL CHECK (finalizado IN ('S', 'N'))
);

CREATE TABLE tipos_apontamento (
  id         INTEGER PRIMARY KEY,
  descricao  VARCHAR NOT NULL
);
INSERT INTO tipos_apontamento VALUES (1, 'Produção'), (2, 'Setup'), (3, 'Retrabalho'), (4, 'Manutenção');

-- Service orders: hours charged to the customer, compared with the hours pointed (spec 2 §3 production summary).
CREATE TABLE ordens_servico (
  id                 INTEGER PRIMARY KEY,
  empresa_id         INTEGER NOT NULL REFERENCES empresas (id),
  cliente_id         INTEGER NOT NULL REFERENCES clientes (id),
  ordem_producao_id  INTEGER REFERENCES ordens_producao (id),
  data_abertura      DATE NOT NULL,
  descricao          VARCHAR NOT NULL,
  horas_cobradas     DECIMAL(15,3) NOT NULL,
  valor_hora         DECIMAL(15,2) NOT NULL,
  valor_total        DECIMAL(15,2) NOT NULL     -- horas_cobradas × valor_hora
);

-- Appointments (apontamentos): one operator working one process of an OP on one resource for a time span.
CREATE TABLE apontamentos (
  id                          INTEGER PRIMARY KEY,
  empresa_id                  INTEGER NOT NULL REFERENCES empresas (id),
  ordem_producao_processo_id  INTEGER NOT NULL REFERENCES ordem_producao_processos (id),
  ordem_producao_id           INTEGER NOT NULL REFERENCES ordens_producao (id),
  processo_id                 INTEGER NOT NULL REFERENCES processos (id),
  recurso_id                  INTEGER NOT NULL REFERENCES recursos (id),
  operador_id                 INTEGER NOT NULL REFERENCES operadores (id),
  ordem_servico_id            INTEGER REFERENCES ordens_servico (id),
  tipo_apontamento_id         INTEGER NOT NULL REFERENCES tipos_apontamento (id),
  dt_hr_inicio                TIMESTAMP NOT NULL,
  dt_hr_fim                   TIMESTAMP NOT NULL,
  qtdade_produziu             DECIMAL(15,3) NOT NULL,
  qtdade_perdeu               DECIMAL(15,3) NOT NULL,
  cancelado                   VARCHAR(1) NOT NULL CHECK (cancelado IN ('S', 'N')),
  finalizou_processo          VARCHAR(1) NOT NULL CHECK (finalizou_processo IN ('S', 'N'))
);

-- Technical sheet (bill of materials): raw material quantity per unit of finished product.
CREATE TABLE fichas_tecnicas (
  id               INTEGER PRIMARY KEY,
  empresa_id       INTEGER NOT NULL REFERENCES empresas (id),
  produto_id       INTEGER NOT NULL REFERENCES produtos (id),
  materia_prima_id INTEGER NOT NULL REFERENCES produtos (id),
  quantidade       DECIMAL(15,4) NOT NULL,
  UNIQUE (produto_id, materia_prima_id)
);

-- Raw materials requisitioned from stock for an OP.
CREATE TABLE requisicoes_materiais (
  id                 INTEGER PRIMARY KEY,
  empresa_id         INTEGER NOT NULL REFERENCES empresas (id),
  ordem_producao_id  INTEGER NOT NULL REFERENCES ordens_producao (id),
  materia_prima_id   INTEGER NOT NULL REFERENCES produtos (id),
  data_requisicao    DATE NOT NULL,
  quantidade         DECIMAL(15,3) NOT NULL
);
