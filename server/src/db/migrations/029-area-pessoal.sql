-- The personal workspace (issue 34): each user's favourite screens, recently opened screens and saved views of
-- filters, per company (a user of two companies keeps two workspaces: the screens and data differ). Screens are
-- named by their access code (1325), the number staff use and the one the permissions speak of.
-- No FOREIGN KEYs (migration 013's reason) and no secondary indexes on DuckDB (DESIGN.md); the routes read by
-- (usuario_id, empresa_id), a handful of rows per user.

-- Favourites, in the order the user dragged them to (posicao 0 first).
CREATE TABLE favoritos_usuario (
  usuario_id   INTEGER NOT NULL,
  empresa_id   INTEGER NOT NULL,
  codigo_tela  INTEGER NOT NULL,
  posicao      INTEGER NOT NULL
);

-- The last screens opened (the route keeps 8 per user and company); aberta_em is the UTC instant of the last opening,
-- ordem a counter per user and company (two openings in one millisecond keep their order).
CREATE TABLE recentes_usuario (
  usuario_id   INTEGER NOT NULL,
  empresa_id   INTEGER NOT NULL,
  codigo_tela  INTEGER NOT NULL,
  ordem        INTEGER NOT NULL,
  aberta_em    TIMESTAMP NOT NULL
);

-- Saved views: a name and the filter values of one screen, as JSON text `{ "periodo": { "relativo": "thisMonth" },
-- "cliente": 42 }` (a relative period stays relative). padrao 'S' = the screen opens with it for this user.
CREATE SEQUENCE visoes_usuario_seq;
CREATE TABLE visoes_usuario (
  id           INTEGER PRIMARY KEY DEFAULT nextval('visoes_usuario_seq'),
  usuario_id   INTEGER NOT NULL,
  empresa_id   INTEGER NOT NULL,
  codigo_tela  INTEGER NOT NULL,
  nome         VARCHAR(80) NOT NULL,
  filtros      TEXT NOT NULL,
  padrao       VARCHAR(1) NOT NULL DEFAULT 'N',
  criada_em    TIMESTAMP NOT NULL,
  alterada_em  TIMESTAMP NOT NULL
);

-- The audit of the workspace's writes (favourites and views; opening a screen is not audited: it is navigation,
-- and would write a row per screen opened): who, when, which company, what (acao) and the values after it as JSON.
CREATE SEQUENCE gravacoes_area_pessoal_seq;
CREATE TABLE gravacoes_area_pessoal (
  id           INTEGER PRIMARY KEY DEFAULT nextval('gravacoes_area_pessoal_seq'),
  usuario_id   INTEGER NOT NULL,
  empresa_id   INTEGER NOT NULL,
  data_hora    TIMESTAMP NOT NULL,
  acao         VARCHAR(20) NOT NULL,
  visao_id     INTEGER,
  valores      TEXT NOT NULL
);
