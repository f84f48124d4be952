-- Dashboard Faturamento (01.76.1327) 'Metas por representantes': each seller with a goal or sales in the month,
-- net sales against the seller's monthly goal, percent descending (0 when either side is 0).
WITH vendas AS (
  SELECT n.vendedor_id AS id, sum(n.valor_total - n.valor_devolvido) AS liquido
    FROM notas_saida n
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($inicio AS DATE) AND CAST($fim AS DATE)
   GROUP BY n.vendedor_id
),
metas AS (
  SELECT m.vendedor_id AS id, sum(m.valor_meta) AS meta
    FROM metas_mensais m
   WHERE m.empresa_id = CAST($empresaId AS INTEGER)
     AND m.vendedor_id IS NOT NULL
     AND m.ano = CAST($ano AS INTEGER) AND m.mes = CAST($mes AS INTEGER)
   GROUP BY m.vendedor_id
),
juntos AS (
  SELECT coalesce(v.id, m.id) AS id, coalesce(v.liquido, 0) AS liquido, coalesce(m.meta, 0) AS meta
    FROM vendas v FULL JOIN metas m ON m.id = v.id
)
SELECT j.id AS id_vendedor,
       ve.nome AS nome_vendedor,
       round(j.liquido, 2) AS valor_total_liquido,
       round(j.meta, 2) AS valor_meta,
       CASE WHEN j.liquido = 0 OR j.meta = 0 THEN 0 ELSE round(j.liquido / j.meta * 100, 2) END AS perc_meta
  FROM juntos j JOIN vendedores ve ON ve.id = j.id
 ORDER BY perc_meta DESC, j.id
