-- Proof photos of the delivery's CT-es, oldest first (the latest decides the status).
SELECT p.cte_id, p.id, p.nome_arquivo, p.data_hora_fotografada, p.latitude, p.longitude, p.avarias, p.documento_recebedor,
       p.nome_recebedor, p.observacao
  FROM comprovantes p JOIN ctes c ON c.id = p.cte_id JOIN entregas e ON e.id = c.entrega_id
 WHERE e.empresa_id = $empresaId AND e.viagem_id = $tripId AND e.id = $deliveryId
 ORDER BY p.data_hora_fotografada, p.id
