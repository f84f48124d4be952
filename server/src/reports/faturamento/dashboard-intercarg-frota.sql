-- 'faturamentoFrota': the month's billing by own-fleet vehicles and its share of the month's billing.
WITH
-- @include dashboard-intercarg-ctes.sql
SELECT round(coalesce(sum(CASE WHEN proprio = 'S' THEN valor_total END), 0), 2) AS valor_faturamento,
       CASE WHEN coalesce(sum(valor_total), 0) = 0 THEN 0
            ELSE round(CAST(coalesce(sum(CASE WHEN proprio = 'S' THEN valor_total END), 0) * 100 / sum(valor_total) AS DECIMAL(38, 10)), 2) END AS perc_faturamento
  FROM ctes_mes
