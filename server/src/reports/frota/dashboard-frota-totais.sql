-- Dashboard Frota cards: the month's freights summed (perc_ocupacao = gross weight / capacity offered × 100).
WITH
-- @include fretes-mes.sql
SELECT coalesce(sum(valor_frete), 0) AS valor_faturamento,
  coalesce(sum(peso_bruto), 0) AS peso_bruto,
  coalesce(sum(capacidade_carga), 0) AS capacidade_carga,
  CASE WHEN coalesce(sum(capacidade_carga), 0) = 0 THEN 0
       ELSE round(CAST(sum(peso_bruto) * 100.0 / sum(capacidade_carga) AS DECIMAL(38, 10)), 2) END AS perc_ocupacao
FROM fretes
