-- E-mail subscriptions (issue 36, docs/subscriptions.md): a user's screen (with one of their saved views, or the
-- screen's defaults) sent by e-mail on a schedule to them and to other users of the same company.
-- No FOREIGN KEYs (migration 013's reason) and no secondary indexes on DuckDB (DESIGN.md).

-- One subscription. The schedule is wall-clock time in the business time zone (MIRANTE_TIMEZONE):
-- frequencia 'diaria' | 'semanal' | 'mensal', horario 'HH:MM', dias_semana '1,3,5' (ISO: 1 = segunda … 7 = domingo;
-- weekly only), dia_mes 1..31 (monthly only; a shorter month sends on its last day).
-- destinatarios: JSON array of user ids (other users of the company; the subscriber always receives it), kept as ids
-- so a changed e-mail follows the user and a recipient who left the company is dropped at sending time.
-- proximo_envio / ultimo_envio are UTC instants; pausada 'S' with motivo_pausa (the user's pause, a revoked screen…).
CREATE SEQUENCE assinaturas_seq;
CREATE TABLE assinaturas (
  id                  INTEGER PRIMARY KEY DEFAULT nextval('assinaturas_seq'),
  usuario_id          INTEGER NOT NULL,
  empresa_id          INTEGER NOT NULL,
  codigo_tela         INTEGER NOT NULL,
  visao_id            INTEGER,
  frequencia          VARCHAR(7) NOT NULL,
  horario             VARCHAR(5) NOT NULL,
  dias_semana         VARCHAR(13),
  dia_mes             INTEGER,
  destinatarios       TEXT NOT NULL,
  enviar_indicadores  VARCHAR(1) NOT NULL DEFAULT 'S',
  enviar_tabelas      VARCHAR(1) NOT NULL DEFAULT 'S',
  pausada             VARCHAR(1) NOT NULL DEFAULT 'N',
  motivo_pausa        VARCHAR(300),
  ultimo_envio        TIMESTAMP,
  proximo_envio       TIMESTAMP NOT NULL,
  ultimo_erro         VARCHAR(500),
  tentativas          INTEGER NOT NULL DEFAULT 0,
  criada_em           TIMESTAMP NOT NULL,
  alterada_em         TIMESTAMP NOT NULL
);

-- Every sending attempt, successful or not: when (UTC), to whom (the e-mails, comma-separated), the message's size in
-- bytes, resultado 'enviado' | 'falhou', the error, and what started it ('agenda' | 'enviar-agora').
CREATE SEQUENCE envios_assinaturas_seq;
CREATE TABLE envios_assinaturas (
  id              INTEGER PRIMARY KEY DEFAULT nextval('envios_assinaturas_seq'),
  assinatura_id   INTEGER NOT NULL,
  empresa_id      INTEGER NOT NULL,
  data_hora       TIMESTAMP NOT NULL,
  destinatarios   TEXT NOT NULL,
  tamanho_bytes   INTEGER,
  resultado       VARCHAR(10) NOT NULL,
  erro            VARCHAR(500),
  origem          VARCHAR(12) NOT NULL
);

-- The audit of the subscriptions' writes (who, when, which company, what, the values after it as JSON), like
-- gravacoes_area_pessoal; acao 'criada' | 'alterada' | 'pausada' | 'retomada' | 'excluida' | 'cancelada-link' | 'pausada-acesso'.
CREATE SEQUENCE gravacoes_assinaturas_seq;
CREATE TABLE gravacoes_assinaturas (
  id             INTEGER PRIMARY KEY DEFAULT nextval('gravacoes_assinaturas_seq'),
  usuario_id     INTEGER NOT NULL,
  empresa_id     INTEGER NOT NULL,
  data_hora      TIMESTAMP NOT NULL,
  acao           VARCHAR(20) NOT NULL,
  assinatura_id  INTEGER NOT NULL,
  valores        TEXT NOT NULL
);
