-- The orders of each manager row (expandable detail of 'Faturamento por Gestor').
WITH
-- @include fretes-mes.sql
, total AS (SELECT sum(valor_frete) AS t FROM fretes)
SELECT coalesce(v.gestor_id, 0) AS id_gestor, f.nro_ordem, v.placa, m.nome AS nome_motorista, v.marca,
  tr.descricao AS descricao_tipo_rodado,
  f.valor_normal AS valor_faturamento,
  CASE WHEN total.t = 0 THEN 0 ELSE round(CAST(f.valor_frete * 100.0 / total.t AS DECIMAL(38, 10)), 2) END AS perc_faturamento,
  f.valor_reentrega, f.valor_frete AS valor_total_geral
FROM fretes f
JOIN veiculos v ON v.id = f.veiculo_id
JOIN motoristas m ON m.id = f.motorista_id
LEFT JOIN tipos_rodado tr ON tr.id = v.tipo_rodado_id
CROSS JOIN total
ORDER BY id_gestor, f.valor_frete DESC, f.nro_ordem
