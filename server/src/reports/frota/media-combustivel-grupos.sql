-- Fuel averages by driver and plate (mediaMotoritas) or by vehicle (mediaVeiculos, $porVeiculo = 1): km of the period's
-- settlement sheets / litres of their fuel records; expected = the vehicle's media_diesel_esperada; percent reached =
-- average / expected × 100. A vehicle's driver is its current driver (veiculos.motorista_id).
WITH
-- @include fichas-periodo.sql
, g AS (
  SELECT f.veiculo_id,
    CASE WHEN CAST($porVeiculo AS INTEGER) = 1 THEN NULL ELSE f.motorista_id END AS motorista_id,
    sum(f.km) AS km, sum(f.litros_diesel) AS litros_diesel, sum(f.litros_arla) AS litros_arla
  FROM fichas f
  GROUP BY f.veiculo_id, CASE WHEN CAST($porVeiculo AS INTEGER) = 1 THEN NULL ELSE f.motorista_id END
), m AS (
  SELECT g.*, v.placa, v.marca, v.modelo, v.ano_modelo AS ano, tr.descricao AS descricao_rodado, v.media_diesel_esperada,
    mo.id AS id_motorista, mo.nome AS nome_motorista,
    CASE WHEN g.litros_diesel = 0 THEN 0 ELSE round(CAST(g.km / g.litros_diesel AS DECIMAL(38, 10)), 3) END AS media_diesel,
    CASE WHEN g.litros_arla = 0 THEN 0 ELSE round(CAST(g.km / g.litros_arla AS DECIMAL(38, 10)), 3) END AS media_arla
  FROM g
  JOIN veiculos v ON v.id = g.veiculo_id
  LEFT JOIN tipos_rodado tr ON tr.id = v.tipo_rodado_id
  LEFT JOIN motoristas mo ON mo.id = coalesce(g.motorista_id, v.motorista_id)
)
SELECT id_motorista, nome_motorista, placa, marca, modelo, ano, descricao_rodado, media_diesel, media_arla,
  media_diesel_esperada,
  CASE WHEN media_diesel_esperada = 0 THEN 0
       ELSE round(CAST(media_diesel * 100.0 / media_diesel_esperada AS DECIMAL(38, 10)), 2) END AS perc_media_diesel_alcancado,
  km AS quantidade_km, litros_diesel, litros_arla
FROM m
ORDER BY CASE WHEN CAST($porVeiculo AS INTEGER) = 1 THEN placa ELSE nome_motorista END, placa, id_motorista
