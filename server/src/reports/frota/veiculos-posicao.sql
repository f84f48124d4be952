-- Vehicles of the position map (02.78.1369): current position and situation of each tractor/truck, with its current
-- loading order's columns. Manager lock: a signed-in fleet manager (usuarios_erp linked to $usuarioId with
-- gestor_frota 'S') sees only his own vehicles whatever he asks for; others get the asked manager or 'Todos'.
-- segundos_sem_op is counted up to the latest position the fleet sent (docs/frota.md).
WITH eu AS (
  SELECT ue.id
    FROM usuarios_erp ue
   WHERE ue.empresa_id = CAST($empresaId AS INTEGER)
     AND ue.usuario_id = CAST($usuarioId AS INTEGER)
     AND ue.gestor_frota = 'S'
), ref AS (
  SELECT max(dt_hr_posicao) AS agora FROM posicoes_veiculos WHERE empresa_id = CAST($empresaId AS INTEGER)
), base AS (
  SELECT v.id AS codigo, v.placa, p.situacao_veiculo, p.sit_rota, o.nro_ordem, o.id AS id_ordem_atual,
    coalesce(tcv.descricao, tcr.descricao) AS tipo_carroceria, g.nome AS gestor, m.nome AS nome_motorista,
    o.tipo_ordem, mo.nome AS desc_mun_expedidor, mo.uf AS uf_expedidor, md.nome AS desc_mun_recebedor, md.uf AS uf_recebedor,
    p.dt_hr_posicao AS data_hora_evento, o.data_programada_entrega, o.data_prev_entrega_parcial,
    j.descricao AS id_descricao_justificativa,
    CAST(extract(epoch FROM (ref.agora - p.dt_ultima_operacao)) AS BIGINT) AS segundos_sem_op,
    p.localizacao_atual, p.dt_hr_posicao AS dt_localizacao_atual, p.latitude AS latitude_loc_atual, p.longitude AS longitude_loc_atual
  FROM posicoes_veiculos p
  CROSS JOIN ref
  JOIN veiculos v ON v.id = p.veiculo_id
  LEFT JOIN usuarios_erp g ON g.id = v.gestor_id
  LEFT JOIN ordens_carregamento o ON o.id = p.ordem_carregamento_id
  LEFT JOIN motoristas m ON m.id = coalesce(o.motorista_id, v.motorista_id)
  LEFT JOIN tipos_carroceria tcv ON tcv.id = v.tipo_carroceria_id
  LEFT JOIN veiculos r ON r.id = o.reboque_id
  LEFT JOIN tipos_carroceria tcr ON tcr.id = r.tipo_carroceria_id
  LEFT JOIN municipios mo ON mo.id = o.municipio_origem_id
  LEFT JOIN municipios md ON md.id = o.municipio_destino_id
  LEFT JOIN justificativas_atraso j ON j.id = o.justificativa_atraso_id
  WHERE p.empresa_id = CAST($empresaId AS INTEGER)
    AND CASE WHEN EXISTS (SELECT 1 FROM eu) THEN v.gestor_id IN (SELECT id FROM eu)
             WHEN $gestor = 'Todos' THEN true
             -- compared as text: PostgreSQL may fold CAST('Todos' AS INTEGER) before the CASE picks a branch
             ELSE CAST(v.gestor_id AS VARCHAR) = $gestor END
)
SELECT codigo, placa, situacao_veiculo,
  CASE situacao_veiculo WHEN 'Atrasado' THEN 1 WHEN 'Dentro do Prazo' THEN 2 WHEN 'Programado e Não Iniciado' THEN 3
    WHEN 'Andando sem Operação' THEN 4 ELSE 5 END AS ordem_situacao,
  sit_rota,
  CASE sit_rota WHEN 0 THEN 'Fora de rota' WHEN 1 THEN 'Está na rota' WHEN 2 THEN 'Sem ordem de carregamento'
    WHEN 3 THEN 'Parada programada' ELSE 'Ocioso' END AS status,
  -- the route label only for vehicles in operation (spec 3 §2: the first three situations)
  CASE WHEN situacao_veiculo IN ('Atrasado', 'Dentro do Prazo', 'Programado e Não Iniciado') THEN
    CASE sit_rota WHEN 0 THEN 'Fora de rota' WHEN 1 THEN 'Está na rota' WHEN 3 THEN 'Parada programada' ELSE 'Sem ordem de carregamento' END
  END AS rota,
  id_ordem_atual, nro_ordem, tipo_carroceria, gestor, nome_motorista,
  CASE tipo_ordem WHEN 'N' THEN 'Normal' WHEN 'V' THEN 'Vazio' END AS tipo_ordem,
  desc_mun_expedidor, uf_expedidor, desc_mun_recebedor, uf_recebedor, data_hora_evento, data_programada_entrega,
  data_prev_entrega_parcial, id_descricao_justificativa, segundos_sem_op,
  CASE WHEN segundos_sem_op IS NULL THEN NULL ELSE
    CAST(floor(segundos_sem_op / 86400) AS INTEGER) || 'd ' ||
    lpad(CAST(CAST(floor(mod(segundos_sem_op, 86400) / 3600) AS INTEGER) AS VARCHAR), 2, '0') || 'h ' ||
    lpad(CAST(CAST(floor(mod(segundos_sem_op, 3600) / 60) AS INTEGER) AS VARCHAR), 2, '0') || 'min' END AS tempo_sem_op,
  localizacao_atual, dt_localizacao_atual, latitude_loc_atual, longitude_loc_atual
FROM base
ORDER BY ordem_situacao, placa
