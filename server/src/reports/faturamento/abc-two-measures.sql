-- Value and quantity percentages along the ranking of `classed` (abc-ranking.sql), for the Curva ABC
-- statements that rank by value OR by quantity (01.76.1329 and its modal 01.76.1341): base(valor, qtd)
-- carries both measures; `ordem` and `classe` come from the chosen measure (`liquido`), both sets of
-- percentages are answered (docs/abc-classes.md).
medidas AS (
  SELECT c.*,
         sum(c.valor) OVER () AS soma_valor,
         sum(c.valor) OVER (ORDER BY c.ordem ROWS UNBOUNDED PRECEDING) AS acum_valor,
         sum(c.qtd) OVER () AS soma_qtd,
         sum(c.qtd) OVER (ORDER BY c.ordem ROWS UNBOUNDED PRECEDING) AS acum_qtd
    FROM classed c
),
medidas_pct AS (
  SELECT b.*,
         round(CAST(CASE WHEN b.soma_valor > 0 THEN CAST(b.valor AS DOUBLE PRECISION) / CAST(b.soma_valor AS DOUBLE PRECISION) * 100 ELSE 0 END AS DECIMAL(38, 10)), 2) AS perc_valor,
         round(CAST(CASE WHEN b.soma_valor > 0 THEN CAST(b.acum_valor AS DOUBLE PRECISION) / CAST(b.soma_valor AS DOUBLE PRECISION) * 100 ELSE 0 END AS DECIMAL(38, 10)), 2) AS perc_acum_valor,
         round(CAST(CASE WHEN b.soma_qtd > 0 THEN CAST(b.qtd AS DOUBLE PRECISION) / CAST(b.soma_qtd AS DOUBLE PRECISION) * 100 ELSE 0 END AS DECIMAL(38, 10)), 2) AS perc_qtd,
         round(CAST(CASE WHEN b.soma_qtd > 0 THEN CAST(b.acum_qtd AS DOUBLE PRECISION) / CAST(b.soma_qtd AS DOUBLE PRECISION) * 100 ELSE 0 END AS DECIMAL(38, 10)), 2) AS perc_acum_qtd
    FROM medidas b
)
