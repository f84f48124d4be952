-- Daily billing of the month up to the business date against the daily goal: the company's ($idFilial NULL, the
-- dashboard's chart) or one branch's (drawer 02.76.1482). Percentages are 0 when a side is 0.
WITH dias AS (
  SELECT CAST(d AS DATE) AS dia
    FROM generate_series(CAST($inicio AS DATE), CAST($fimDiario AS DATE), INTERVAL '1 day') AS g(d)
),
fat AS (
  SELECT c.data_emissao AS dia, sum(c.valor_total) AS v
    FROM ctes c
   WHERE c.empresa_id = CAST($empresaId AS INTEGER)
     AND (CAST($idFilial AS INTEGER) IS NULL OR c.filial_id = CAST($idFilial AS INTEGER))
     AND c.data_emissao BETWEEN CAST($inicio AS DATE) AND CAST($fimDiario AS DATE)
   GROUP BY c.data_emissao
),
metas AS (
  SELECT m.data AS dia, sum(m.valor_meta) AS v
    FROM metas_diarias m
   WHERE m.empresa_id = CAST($empresaId AS INTEGER) AND m.vendedor_id IS NULL
     AND ((CAST($idFilial AS INTEGER) IS NULL AND m.filial_id IS NULL) OR m.filial_id = CAST($idFilial AS INTEGER))
     AND m.data BETWEEN CAST($inicio AS DATE) AND CAST($fimDiario AS DATE)
   GROUP BY m.data
),
linhas AS (
  SELECT d.dia, coalesce(f.v, 0) AS fat, coalesce(m.v, 0) AS meta,
         sum(coalesce(f.v, 0)) OVER (ORDER BY d.dia ROWS UNBOUNDED PRECEDING) AS fat_acum,
         sum(coalesce(m.v, 0)) OVER (ORDER BY d.dia ROWS UNBOUNDED PRECEDING) AS meta_acum
    FROM dias d LEFT JOIN fat f ON f.dia = d.dia LEFT JOIN metas m ON m.dia = d.dia
)
SELECT l.dia AS dt,
       CASE extract(dow FROM l.dia)
         WHEN 0 THEN 'Domingo' WHEN 1 THEN 'Segunda-feira' WHEN 2 THEN 'Terça-feira' WHEN 3 THEN 'Quarta-feira'
         WHEN 4 THEN 'Quinta-feira' WHEN 5 THEN 'Sexta-feira' ELSE 'Sábado' END AS dia_semana,
       round(l.fat, 2) AS valor_fat_dia,
       round(l.meta, 2) AS vlr_meta_diaria,
       CASE WHEN l.fat = 0 OR l.meta = 0 THEN 0 ELSE round(CAST(l.fat * 100 / l.meta AS DECIMAL(38, 10)), 2) END AS perc_meta_diaria,
       round(l.fat_acum, 2) AS vlr_acumulado,
       round(l.meta_acum, 2) AS vlr_meta_acumulado,
       CASE WHEN l.fat_acum = 0 OR l.meta_acum = 0 THEN 0 ELSE round(CAST(l.fat_acum * 100 / l.meta_acum AS DECIMAL(38, 10)), 2) END AS perc_meta_acumulada
  FROM linhas l
 ORDER BY l.dia
