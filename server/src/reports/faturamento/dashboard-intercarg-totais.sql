-- Dashboard Faturamento module 2 (02.76.1405) 'totaisMes': the month's freight billing, gross weight (t), the
-- company goal, its percent (0 when a side is 0) and the average value per tonne (0 without weight).
WITH
-- @include dashboard-intercarg-ctes.sql
, fat AS (SELECT coalesce(sum(valor_total), 0) AS faturamento, coalesce(sum(peso_bruto), 0) / 1000 AS toneladas FROM ctes_mes),
meta AS (
  SELECT coalesce(sum(m.valor_meta), 0) AS meta FROM metas_mensais m
   WHERE m.empresa_id = CAST($empresaId AS INTEGER) AND m.filial_id IS NULL AND m.vendedor_id IS NULL
     AND m.ano = CAST($ano AS INTEGER) AND m.mes = CAST($mes AS INTEGER)
)
SELECT round(f.faturamento, 2) AS faturamento,
       round(CAST(f.toneladas AS DECIMAL(38, 10)), 3) AS peso_bruto,
       round(m.meta, 2) AS meta,
       CASE WHEN f.faturamento = 0 OR m.meta = 0 THEN 0 ELSE round(CAST(f.faturamento * 100 / m.meta AS DECIMAL(38, 10)), 2) END AS porcentagem_realizada_meta,
       CASE WHEN f.toneladas = 0 THEN 0 ELSE round(CAST(f.faturamento / f.toneladas AS DECIMAL(38, 10)), 2) END AS valor_medio_ton
  FROM fat f, meta m
