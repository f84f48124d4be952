-- The period's loading orders of one plate (drawer 02.78.1522): sender, recipient, the order's origin and destination.
WITH
-- @include km-ordens-periodo.sql
SELECT k.nro_ordem AS "Nro_ordem", CAST(k.data_emissao AS DATE) AS "Data_emissao",
  ex.nome AS nome_expedidor, mex.nome AS cidade_expedidor, mex.uf AS estado_expedidor,
  rc.nome AS nome_recebedor, mrc.nome AS cidade_recebedor, mrc.uf AS estado_recebedor,
  CASE WHEN k.tipo_ordem = 'N' THEN 'Com carga' ELSE 'Desloc. Vazio' END AS tipo_ordem,
  k.km_operacao
FROM km_ordens k
JOIN veiculos v ON v.id = k.veiculo_id
JOIN clientes ex ON ex.id = k.expedidor_id
JOIN municipios mex ON mex.id = k.municipio_origem_id
JOIN clientes rc ON rc.id = k.recebedor_id
JOIN municipios mrc ON mrc.id = k.municipio_destino_id
WHERE v.placa = CAST($placa AS VARCHAR)
ORDER BY k.data_emissao, k.nro_ordem
