-- The settlement sheets behind an average (drawer 02.78.1419): of one driver ($idMotorista) or one plate ($placa).
WITH
-- @include fichas-periodo.sql
SELECT v.placa, m.id AS id_motorista, m.nome AS nome_motorista, v.marca, v.modelo, tr.descricao AS descricao_rodado,
  v.ano_modelo AS ano, f.nro_ficha AS nro_ficha_acerto, f.data_emissao, f.km_inicial, f.km_final, f.km AS quantidade_km,
  f.litros_diesel,
  CASE WHEN f.litros_diesel = 0 THEN 0 ELSE round(CAST(f.km / f.litros_diesel AS DECIMAL(38, 10)), 3) END AS media_diesel,
  f.litros_arla,
  CASE WHEN f.litros_arla = 0 THEN 0 ELSE round(CAST(f.km / f.litros_arla AS DECIMAL(38, 10)), 3) END AS media_arla
FROM fichas f
JOIN veiculos v ON v.id = f.veiculo_id
JOIN motoristas m ON m.id = f.motorista_id
LEFT JOIN tipos_rodado tr ON tr.id = v.tipo_rodado_id
WHERE (CAST($idMotorista AS INTEGER) IS NULL OR f.motorista_id = CAST($idMotorista AS INTEGER))
  AND (CAST($placa AS VARCHAR) IS NULL OR v.placa = CAST($placa AS VARCHAR))
ORDER BY f.data_emissao, f.nro_ficha
