-- 'faturamentoTerceiros': the month's billing by third-party vehicles, its share, and the gross-profit percent
-- (billing − the third-party freight paid for those CT-es) / billing × 100 (0 without third-party billing).
WITH
-- @include dashboard-intercarg-ctes.sql
, t AS (
  SELECT coalesce(sum(CASE WHEN proprio = 'N' THEN valor_total END), 0) AS valor,
         coalesce(sum(CASE WHEN proprio = 'N' THEN custo_terceiro END), 0) AS custo,
         coalesce(sum(valor_total), 0) AS total
    FROM ctes_mes
)
SELECT round(valor, 2) AS valor_faturamento,
       CASE WHEN total = 0 THEN 0 ELSE round(CAST(valor * 100 / total AS DECIMAL(38, 10)), 2) END AS perc_faturamento,
       CASE WHEN valor = 0 THEN 0 ELSE round(CAST((valor - custo) * 100 / valor AS DECIMAL(38, 10)), 2) END AS perc_lucro_bruto_terceiro
  FROM t
