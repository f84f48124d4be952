-- The period's loading orders with their km (shared by the Km Rodados statements, 1521/1522): not cancelled, emitted
-- between $dataInicio and $dataFim; tipo_ordem 'N' = com carga, 'V' = deslocamento vazio.
km_ordens AS (
  SELECT o.id, o.nro_ordem, o.data_emissao, o.tipo_ordem, o.veiculo_id, o.expedidor_id, o.recebedor_id, o.municipio_origem_id, o.municipio_destino_id,
    CAST(o.km_operacao AS DECIMAL(15,1)) AS km_operacao
  FROM ordens_carregamento o
  WHERE o.empresa_id = CAST($empresaId AS INTEGER)
    AND o.situacao <> 'Cancelada'
    AND CAST(o.data_emissao AS DATE) BETWEEN CAST($dataInicio AS DATE) AND CAST($dataFim AS DATE)
)
