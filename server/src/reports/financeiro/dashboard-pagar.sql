-- Cards 'Títulos a Pagar' of the Dashboard Financeiro (01.74.1325): open balances (saldo > 0) due in each period.
WITH
-- @include dashboard-periodos.sql
pag AS (
  SELECT data_vencimento AS d, saldo AS v FROM titulos_pagar
   WHERE empresa_id = CAST($empresaId AS INTEGER) AND saldo > 0
)
SELECT
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN v_i AND v_f), 0), 2) FROM pag, p) AS pagar_vencidos,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN h_i AND h_f), 0), 2) FROM pag, p) AS pagar_vence_hoje,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN s_i AND s_f), 0), 2) FROM pag, p) AS pagar_vence_sete_dias,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN t_i AND t_f), 0), 2) FROM pag, p) AS pagar_vence_30_dias
