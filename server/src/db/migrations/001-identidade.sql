-- Portal identities: users, client companies and per-company screen permissions (spec 1 §3, §6).
CREATE TABLE usuarios (
  id            INTEGER PRIMARY KEY,
  nome          VARCHAR NOT NULL,
  email         VARCHAR NOT NULL UNIQUE,
  -- scrypt$<salt hex>$<hash hex>; never the password itself
  senha_hash    VARCHAR NOT NULL,
  gestor_frota  VARCHAR(1) NOT NULL DEFAULT 'N' CHECK (gestor_frota IN ('S', 'N'))
);

CREATE TABLE empresas (
  id                  INTEGER PRIMARY KEY,
  id_empresa_cliente  INTEGER NOT NULL,
  razao_social        VARCHAR NOT NULL,
  nome_fantasia       VARCHAR NOT NULL,
  cnpj                VARCHAR(14) NOT NULL,
  codigo_modulo       INTEGER NOT NULL DEFAULT 1,
  -- where the company's ERP data lives: 'embutido' = this database; 'tcp://host:port' = an external server
  -- that the status check (GET /empresas/{id}/status-empresa) must reach
  fonte_dados         VARCHAR NOT NULL DEFAULT 'embutido'
);

CREATE TABLE usuario_empresas (
  usuario_id            INTEGER NOT NULL REFERENCES usuarios (id),
  empresa_id            INTEGER NOT NULL REFERENCES empresas (id),
  codigo_telas_liberar  INTEGER[] NOT NULL,
  codigo_telas_ocultar  INTEGER[] NOT NULL,
  PRIMARY KEY (usuario_id, empresa_id)
);
