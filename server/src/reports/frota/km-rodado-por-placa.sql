-- Km of the period by plate (table 'KM Rodados por Placa', 02.78.1521): loaded and empty km of the vehicle's orders
-- and their shares of the vehicle's total (2 decimals); the driver is the vehicle's current driver.
WITH
-- @include km-ordens-periodo.sql
, p AS (
  SELECT k.veiculo_id,
    CAST(sum(CASE WHEN k.tipo_ordem = 'N' THEN k.km_operacao ELSE 0 END) AS DECIMAL(15,1)) AS km_rodado_carregado,
    CAST(sum(CASE WHEN k.tipo_ordem = 'V' THEN k.km_operacao ELSE 0 END) AS DECIMAL(15,1)) AS km_rodado_vazio,
    CAST(sum(k.km_operacao) AS DECIMAL(15,1)) AS total_km_rodado
  FROM km_ordens k
  GROUP BY k.veiculo_id
)
SELECT v.placa, m.nome AS motorista, v.marca, v.modelo, v.ano_modelo AS ano, tr.descricao AS tipo_rodado,
  p.km_rodado_carregado,
  CASE WHEN p.total_km_rodado = 0 THEN 0
       ELSE round(CAST(p.km_rodado_carregado * 100.0 / p.total_km_rodado AS DECIMAL(38, 10)), 2) END AS perc_carregado,
  p.km_rodado_vazio,
  CASE WHEN p.total_km_rodado = 0 THEN 0
       ELSE round(CAST(p.km_rodado_vazio * 100.0 / p.total_km_rodado AS DECIMAL(38, 10)), 2) END AS perc_vazio,
  p.total_km_rodado
FROM p
JOIN veiculos v ON v.id = p.veiculo_id
LEFT JOIN motoristas m ON m.id = v.motorista_id
LEFT JOIN tipos_rodado tr ON tr.id = v.tipo_rodado_id
ORDER BY p.total_km_rodado DESC, v.placa
