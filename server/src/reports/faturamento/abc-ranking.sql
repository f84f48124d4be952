-- Ranking, percentages and class over a relation base(id, liquido), shared by the Curva ABC statements
-- (docs/abc-classes.md). Percentages are computed unrounded and rounded to 2 decimals only in the answer;
-- a row's class is decided by the accumulated percentage BEFORE it ($limiteA, $limiteB).
ranked AS (
  SELECT b.*,
         sum(b.liquido) OVER () AS soma_geral,
         row_number() OVER (ORDER BY b.liquido DESC, b.id) AS ordem,
         sum(b.liquido) OVER (ORDER BY b.liquido DESC, b.id ROWS UNBOUNDED PRECEDING) AS acumulado
    FROM base b
),
pct AS (
  SELECT r.*,
         CASE WHEN r.soma_geral > 0 THEN CAST(r.liquido AS DOUBLE PRECISION) / CAST(r.soma_geral AS DOUBLE PRECISION) * 100 ELSE 0 END AS perc,
         CASE WHEN r.soma_geral > 0 THEN CAST(r.acumulado AS DOUBLE PRECISION) / CAST(r.soma_geral AS DOUBLE PRECISION) * 100 ELSE 0 END AS perc_acum,
         CASE WHEN r.soma_geral > 0 THEN CAST(r.acumulado - r.liquido AS DOUBLE PRECISION) / CAST(r.soma_geral AS DOUBLE PRECISION) * 100 ELSE 100 END AS perc_antes
    FROM ranked r
),
classed AS (
  SELECT p.*,
         -- round(double, n) does not exist in PostgreSQL: round a DECIMAL wide enough not to change the result
         round(CAST(p.perc AS DECIMAL(38, 10)), 2) AS perc_2,
         round(CAST(p.perc_acum AS DECIMAL(38, 10)), 2) AS perc_acum_2,
         CASE WHEN p.perc_antes < CAST($limiteA AS DOUBLE PRECISION) THEN 'A'
              WHEN p.perc_antes < CAST($limiteB AS DOUBLE PRECISION) THEN 'B'
              ELSE 'C' END AS classe
    FROM pct p
)
