-- Dashboard Frota 'Frete por Motorista': the month's freights by driver, highest billing first.
WITH
-- @include fretes-mes.sql
, total AS (SELECT sum(valor_frete) AS t FROM fretes)
SELECT m.id AS codigo_motorista, m.nome AS nome_motorista,
  sum(f.valor_frete) AS valor_faturamento, sum(f.peso_bruto) AS peso_bruto, sum(f.capacidade_carga) AS capacidade_carga,
  CASE WHEN sum(f.capacidade_carga) = 0 THEN 0 ELSE round(CAST(sum(f.peso_bruto) * 100.0 / sum(f.capacidade_carga) AS DECIMAL(38, 10)), 2) END AS perc_ocupacao,
  CASE WHEN max(total.t) = 0 THEN 0 ELSE round(CAST(sum(f.valor_frete) * 100.0 / max(total.t) AS DECIMAL(38, 10)), 2) END AS perc_faturamento
FROM fretes f
JOIN motoristas m ON m.id = f.motorista_id
CROSS JOIN total
GROUP BY m.id, m.nome
ORDER BY valor_faturamento DESC, m.nome
