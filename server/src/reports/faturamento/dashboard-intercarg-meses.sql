-- The 24 months ending with the chosen one: the company's freight billing per month (0 without CT-es), for grouped
-- bars by month, one series per year.
WITH meses AS (
  SELECT CAST(d AS DATE) AS inicio
    FROM generate_series(CAST($inicio24 AS DATE), CAST($inicio AS DATE), INTERVAL '1 month') AS g(d)
),
fat AS (
  SELECT extract(year FROM c.data_emissao) AS ano, extract(month FROM c.data_emissao) AS mes, sum(c.valor_total) AS v
    FROM ctes c
   WHERE c.empresa_id = CAST($empresaId AS INTEGER)
     AND c.data_emissao BETWEEN CAST($inicio24 AS DATE) AND CAST($fim AS DATE)
   GROUP BY extract(year FROM c.data_emissao), extract(month FROM c.data_emissao)
)
SELECT CAST(extract(year FROM m.inicio) AS VARCHAR) || '-' || lpad(CAST(extract(month FROM m.inicio) AS VARCHAR), 2, '0') AS periodo,
       CAST(extract(month FROM m.inicio) AS INTEGER) AS mes,
       CAST(extract(year FROM m.inicio) AS INTEGER) AS ano,
       round(coalesce(f.v, 0), 2) AS valor
  FROM meses m
  LEFT JOIN fat f ON f.ano = extract(year FROM m.inicio) AND f.mes = extract(month FROM m.inicio)
 ORDER BY m.inicio
