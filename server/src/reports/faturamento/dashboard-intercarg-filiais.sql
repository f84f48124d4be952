-- 'dadosFaturamentoMes': every branch with billing or a goal in the month; perc_faturamento = the branch's billing /
-- the month's total × 100 (they add up to 100), perc_meta_concluido = billing / goal × 100 (0 when a side is 0).
WITH
-- @include dashboard-intercarg-ctes.sql
, fat AS (
  SELECT filial_id, sum(valor_total) AS valor, sum(peso_bruto) / 1000 AS toneladas FROM ctes_mes GROUP BY filial_id
),
meta AS (
  SELECT m.filial_id, sum(m.valor_meta) AS meta FROM metas_mensais m
   WHERE m.empresa_id = CAST($empresaId AS INTEGER) AND m.filial_id IS NOT NULL AND m.vendedor_id IS NULL
     AND m.ano = CAST($ano AS INTEGER) AND m.mes = CAST($mes AS INTEGER)
   GROUP BY m.filial_id
),
linhas AS (
  SELECT f.id, f.nome_fantasia, coalesce(x.valor, 0) AS valor, coalesce(x.toneladas, 0) AS toneladas, coalesce(m.meta, 0) AS meta
    FROM filiais f
    LEFT JOIN fat x ON x.filial_id = f.id
    LEFT JOIN meta m ON m.filial_id = f.id
   WHERE f.empresa_id = CAST($empresaId AS INTEGER) AND (x.filial_id IS NOT NULL OR m.filial_id IS NOT NULL)
)
SELECT id AS id_empresa, nome_fantasia,
       round(valor, 2) AS valor_faturamento,
       round(meta, 2) AS meta,
       CASE WHEN valor = 0 OR meta = 0 THEN 0 ELSE round(CAST(valor * 100 / meta AS DECIMAL(38, 10)), 2) END AS perc_meta_concluido,
       CASE WHEN toneladas = 0 THEN 0 ELSE round(CAST(valor / toneladas AS DECIMAL(38, 10)), 2) END AS valor_medio_ton,
       round(CAST(toneladas AS DECIMAL(38, 10)), 3) AS peso_bruto_toneladas,
       CASE WHEN sum(valor) OVER () = 0 THEN 0 ELSE round(CAST(valor * 100 / sum(valor) OVER () AS DECIMAL(38, 10)), 2) END AS perc_faturamento
  FROM linhas
 ORDER BY valor DESC, id
