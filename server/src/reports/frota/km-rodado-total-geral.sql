-- Km of the period by type (cards of 02.78.1521): always two rows, 'Com carga' first then 'Desloc. Vazio' (the cards
-- read them by position); percentual = the type's share of the total (2 decimals, 0 when no km).
WITH
-- @include km-ordens-periodo.sql
, tipos AS (
  SELECT 'N' AS tipo_ordem, 'Com carga' AS tipo, 1 AS ordem
  UNION ALL SELECT 'V', 'Desloc. Vazio', 2
), t AS (
  SELECT tipos.tipo, tipos.ordem,
    CAST(coalesce((SELECT sum(k.km_operacao) FROM km_ordens k WHERE k.tipo_ordem = tipos.tipo_ordem), 0) AS DECIMAL(15,1)) AS qtdade_km,
    CAST(coalesce((SELECT sum(k.km_operacao) FROM km_ordens k), 0) AS DECIMAL(15,1)) AS total_km_rodado
  FROM tipos
)
SELECT tipo, qtdade_km,
  CASE WHEN total_km_rodado = 0 THEN 0
       ELSE round(CAST(qtdade_km * 100.0 / total_km_rodado AS DECIMAL(38, 10)), 2) END AS percentual,
  total_km_rodado
FROM t
ORDER BY ordem
