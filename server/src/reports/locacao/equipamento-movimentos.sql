-- The equipment's movement history, oldest first (the portal's timeline shows the newest first). The customer
-- and site of a movement are its contract's.
SELECT m.dt_hr_movimento,
       m.id_situacao,
       s.descricao AS desc_situacao,
       m.contrato_id AS id_contrato,
       m.remessa_id AS id_remessa,
       c.cliente_id AS id_cliente,
       cl.nome AS desc_cliente,
       m.obra_id AS id_obra,
       o.descricao AS desc_obra,
       m.observacao
  FROM movimentos_equipamento m
  JOIN situacoes_equipamento s ON s.id = m.id_situacao
  LEFT JOIN contratos_locacao c ON c.id = m.contrato_id
  LEFT JOIN clientes cl ON cl.id = c.cliente_id
  LEFT JOIN obras o ON o.id = m.obra_id
 WHERE m.empresa_id = CAST($empresaId AS INTEGER)
   AND m.equipamento_id = CAST($idEquipamento AS INTEGER)
 ORDER BY m.dt_hr_movimento, m.id
