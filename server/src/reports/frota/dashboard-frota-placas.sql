-- Dashboard Frota 'Frete por Placa': the month's freights by vehicle, highest billing first.
WITH
-- @include fretes-mes.sql
, total AS (SELECT sum(valor_frete) AS t FROM fretes)
SELECT v.placa, v.modelo, v.marca, v.ano_fabricacao AS ano_fab, v.ano_modelo,
  sum(f.valor_frete) AS valor_faturamento, sum(f.peso_bruto) AS peso_bruto, sum(f.capacidade_carga) AS capacidade_carga,
  CASE WHEN sum(f.capacidade_carga) = 0 THEN 0 ELSE round(CAST(sum(f.peso_bruto) * 100.0 / sum(f.capacidade_carga) AS DECIMAL(38, 10)), 2) END AS perc_ocupacao,
  CASE WHEN max(total.t) = 0 THEN 0 ELSE round(CAST(sum(f.valor_frete) * 100.0 / max(total.t) AS DECIMAL(38, 10)), 2) END AS perc_faturamento
FROM fretes f
JOIN veiculos v ON v.id = f.veiculo_id
CROSS JOIN total
GROUP BY v.id, v.placa, v.modelo, v.marca, v.ano_fabricacao, v.ano_modelo
ORDER BY valor_faturamento DESC, v.placa
