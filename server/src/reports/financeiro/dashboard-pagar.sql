-- Cards 'Títulos a Pagar' of the Dashboard Financeiro (01.74.1325): open balances (saldo > 0) due in each period.
WITH p AS (
  SELECT CAST($vencidos_inicio AS DATE) AS v_i, CAST($vencidos_fim AS DATE) AS v_f,
         CAST($hoje_inicio AS DATE) AS h_i, CAST($hoje_fim AS DATE) AS h_f,
         CAST($vence_sete_dias_inicio AS DATE) AS s_i, CAST($vence_sete_dias_fim AS DATE) AS s_f,
         CAST($vence_trinta_dias_inicio AS DATE) AS t_i, CAST($vence_trinta_dias_fim AS DATE) AS t_f
),
pag AS (
  SELECT data_vencimento AS d, saldo AS v FROM titulos_pagar
   WHERE empresa_id = CAST($empresaId AS INTEGER) AND saldo > 0
)
SELECT
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN v_i AND v_f), 0), 2) FROM pag, p) AS pagar_vencidos,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN h_i AND h_f), 0), 2) FROM pag, p) AS pagar_vence_hoje,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN s_i AND s_f), 0), 2) FROM pag, p) AS pagar_vence_sete_dias,
  (SELECT round(coalesce(sum(v) FILTER (WHERE d BETWEEN t_i AND t_f), 0), 2) FROM pag, p) AS pagar_vence_30_dias
