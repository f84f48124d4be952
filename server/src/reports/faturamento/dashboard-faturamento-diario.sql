-- Dashboard Faturamento (01.76.1327) 'Faturamento Diário': every day of the month up to the business date,
-- the day's net sales and the company's daily goal, their percent and the running totals (0 % when a side is 0).
WITH dias AS (
  SELECT CAST(d AS DATE) AS dia
    FROM generate_series(CAST($inicio AS DATE), CAST($fimDiario AS DATE), INTERVAL '1 day') AS g(d)
),
vendas AS (
  SELECT n.data_emissao AS dia, sum(n.valor_total - n.valor_devolvido) AS v
    FROM notas_saida n
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($inicio AS DATE) AND CAST($fimDiario AS DATE)
   GROUP BY n.data_emissao
),
metas AS (
  SELECT m.data AS dia, sum(m.valor_meta) AS v
    FROM metas_diarias m
   WHERE m.empresa_id = CAST($empresaId AS INTEGER)
     AND m.filial_id IS NULL AND m.vendedor_id IS NULL
     AND m.data BETWEEN CAST($inicio AS DATE) AND CAST($fimDiario AS DATE)
   GROUP BY m.data
),
linhas AS (
  SELECT d.dia, coalesce(v.v, 0) AS venda, coalesce(m.v, 0) AS meta,
         sum(coalesce(v.v, 0)) OVER (ORDER BY d.dia ROWS UNBOUNDED PRECEDING) AS venda_acum,
         sum(coalesce(m.v, 0)) OVER (ORDER BY d.dia ROWS UNBOUNDED PRECEDING) AS meta_acum
    FROM dias d
    LEFT JOIN vendas v ON v.dia = d.dia
    LEFT JOIN metas m ON m.dia = d.dia
)
SELECT l.dia AS data_emissao,
       CASE extract(dow FROM l.dia)
         WHEN 0 THEN 'Domingo' WHEN 1 THEN 'Segunda-feira' WHEN 2 THEN 'Terça-feira' WHEN 3 THEN 'Quarta-feira'
         WHEN 4 THEN 'Quinta-feira' WHEN 5 THEN 'Sexta-feira' ELSE 'Sábado' END AS dia_semana,
       round(l.venda, 2) AS vlr_vendas_dia,
       round(l.meta, 2) AS vlr_meta_dia,
       CASE WHEN l.venda = 0 OR l.meta = 0 THEN 0 ELSE round(l.venda / l.meta * 100, 2) END AS perc_meta_dia_atingido,
       round(l.venda_acum, 2) AS vlr_venda_acumulado,
       round(l.meta_acum, 2) AS vlr_meta_acumulada,
       CASE WHEN l.venda_acum = 0 OR l.meta_acum = 0 THEN 0 ELSE round(l.venda_acum / l.meta_acum * 100, 2) END AS perc_meta_acumulada_atingido
  FROM linhas l
 ORDER BY l.dia
