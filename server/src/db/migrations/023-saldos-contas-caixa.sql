-- Cash balances at a closing date, so that the current balance of an account reads its latest closing plus the
-- movements after it instead of every movement ever made (~303k for company 1 at the large scale;
-- docs/performance.md, Cash balance). Rule (server/src/db/saldosCaixa.ts, which writes them):
--   saldo = contas_caixa.saldo_inicial + sum(movimentos_caixa.valor) of the account dated on or before data_fechamento.
-- The seed closes the month before the business date's month. No route writes movimentos_caixa; whatever adds,
-- changes or removes a movement dated on or before an account's closing removes that account's closings from
-- that date on (fecharSaldosCaixa can close again). Without any closing the view sums every movement, as before.
CREATE TABLE saldos_contas_caixa (
  conta_caixa_id   INTEGER NOT NULL REFERENCES contas_caixa (id),
  data_fechamento  DATE NOT NULL,
  saldo            DECIMAL(15,2) NOT NULL,
  PRIMARY KEY (conta_caixa_id, data_fechamento)
);

-- Current balance of each cash account = its latest closing (or saldo_inicial without one) + the movements after it.
DROP VIEW v_saldo_contas_caixa;
CREATE VIEW v_saldo_contas_caixa AS
WITH fechamento AS (
  SELECT s.conta_caixa_id, s.data_fechamento, s.saldo
    FROM saldos_contas_caixa s
   WHERE s.data_fechamento = (SELECT max(u.data_fechamento) FROM saldos_contas_caixa u WHERE u.conta_caixa_id = s.conta_caixa_id)
),
contas AS (
  SELECT c.id, c.empresa_id, c.codigo_acesso, c.descricao,
         coalesce(f.saldo, c.saldo_inicial) AS saldo_base, f.data_fechamento
    FROM contas_caixa c LEFT JOIN fechamento f ON f.conta_caixa_id = c.id
),
-- One date for the scan (every account's movements after it): DuckDB then skips the blocks of older movements,
-- which the seed stores in date order. The earliest closing; every movement while some account has none.
recentes AS (
  SELECT m.conta_caixa_id, m.data_movimento, m.valor
    FROM movimentos_caixa m
   WHERE m.data_movimento > (SELECT CASE WHEN count(*) = count(data_fechamento) THEN min(data_fechamento) ELSE DATE '0001-01-01' END FROM contas)
)
SELECT c.id, c.empresa_id, c.codigo_acesso, c.descricao,
       CAST(c.saldo_base + coalesce(sum(r.valor), 0) AS DECIMAL(15,2)) AS saldo
  FROM contas c
  LEFT JOIN recentes r ON r.conta_caixa_id = c.id AND (c.data_fechamento IS NULL OR r.data_movimento > c.data_fechamento)
 GROUP BY c.id, c.empresa_id, c.codigo_acesso, c.descricao, c.saldo_base;
