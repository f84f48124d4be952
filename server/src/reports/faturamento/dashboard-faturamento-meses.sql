-- Dashboard Faturamento (01.76.1327) 'Faturamento mensal últimos 24 meses': net billing of each of the 24 months
-- ending with the chosen one (months without sales give 0), for grouped bars by month, one series per year.
WITH meses AS (
  SELECT CAST(d AS DATE) AS inicio
    FROM generate_series(CAST($inicio24 AS DATE), CAST($inicio AS DATE), INTERVAL '1 month') AS g(d)
),
vendas AS (
  SELECT extract(year FROM n.data_emissao) AS ano, extract(month FROM n.data_emissao) AS mes,
         sum(n.valor_total - n.valor_devolvido) AS v
    FROM notas_saida n
   WHERE n.empresa_id = CAST($empresaId AS INTEGER)
     AND n.situacao = 'A'
     AND n.data_emissao BETWEEN CAST($inicio24 AS DATE) AND CAST($fim AS DATE)
   GROUP BY extract(year FROM n.data_emissao), extract(month FROM n.data_emissao)
)
SELECT CAST(extract(year FROM m.inicio) AS VARCHAR) || '-' || lpad(CAST(extract(month FROM m.inicio) AS VARCHAR), 2, '0') AS periodo,
       CAST(extract(month FROM m.inicio) AS INTEGER) AS mes,
       CAST(extract(year FROM m.inicio) AS INTEGER) AS ano,
       round(coalesce(v.v, 0), 2) AS valor
  FROM meses m
  LEFT JOIN vendas v ON v.ano = extract(year FROM m.inicio) AND v.mes = extract(month FROM m.inicio)
 ORDER BY m.inicio
